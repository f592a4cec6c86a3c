// Deposits (issue 16 item 4) and the working calendar (issue 14): a part with a deposit keeps it as
// its own amount in the cart, the sent order, its lines, its PDF and the ERP payload, never in the
// net total; the countdown's non-working days come from date-holidays and COMPANY_CLOSURES.
import { beforeAll, describe, expect, it } from "vitest";
import { body } from "./helpers/test-app";
import { setupTestApp } from "./helpers/setup-test-app";
import { makeProduct } from "./helpers/factories";
import { pdfText } from "./helpers/pdf-text";
import type { AverageDepartureAnswer, Cart, CheckoutResult } from "../../src/shared/contract/cart";
import type { Order, OrderLine } from "../../src/shared/contract/orders";
import { parseClosures } from "../../src/shared/rules/company-closures";
import { addDays } from "../../src/shared/rules/business-days";
import { romeParts } from "../../src/shared/rules/rome-time";
import { erpOrderPayload } from "../../src/server/integrations/erp/sync";
import { italianHolidays } from "../../src/server/lib/business-calendar";

const { t, call, get, post, loginAs } = setupTestApp(() => ({ COMPANY_CLOSURES: companyClosures() }));
let rossi: string;
let melis: string;
const loadDay = romeParts(new Date()).date;
/** The first day from `from` on that is no national holiday: a closure there is the closure's alone. */
function notAHoliday(from: string): string {
  let d = from;
  while (italianHolidays(Number(d.slice(0, 4))).has(d)) d = addDays(d, 1);
  return d;
}
// Closure days about a week ahead: one for Senise (01) only, one for the whole company. Never on a
// national holiday (a week after 1 December is 8 December: Cagliari is closed that day too).
const seniseClosed = notAHoliday(addDays(loadDay, 7));
const companyClosed = notAHoliday(addDays(seniseClosed, 1));

function companyClosures() {
  const closures = parseClosures(`01:${seniseClosed}, ${companyClosed}`);
  if (!closures.ok) throw new Error(closures.invalid);
  return closures.closures;
}

// Upserted so the test owns its values: a battery at 69,00 with a 10,00 deposit, a filter without.
const BATTERY = { precodice: "T100", codice: "BATCAUZ", listCents: 6900, depositCents: 1000 };
const FILTER = { precodice: "T100", codice: "FILTCAUZ", listCents: 1240, depositCents: 0 };

async function upsert(p: typeof BATTERY): Promise<void> {
  await makeProduct(t(), { ...p, stock: { "01": 50 } });
}

beforeAll(async () => {
  await upsert(BATTERY);
  await upsert(FILTER);
  rossi = await loginAs("officina.rossi");
  melis = await loginAs("gommista.melis");
});

describe("deposits (prezzoCauzione) as their own amount", () => {
  it("cart lines and totals carry the deposit apart from the net; the order, its lines, PDF and ERP payload keep it", async () => {
    expect((await get("/v100/cart/closeCart", rossi)).statusCode).toBe(200);
    expect((await post("/v100/cart/addToCart", rossi, { precodice: BATTERY.precodice, codice: BATTERY.codice, qntRichiesta: 2 })).statusCode).toBe(200);
    const added = await post("/v100/cart/addToCart", rossi, { precodice: FILTER.precodice, codice: FILTER.codice, qntRichiesta: 3 });
    expect(added.statusCode).toBe(200);
    const cart = body<Cart>(added).data;
    const battery = cart.productsList.find((l) => l.codice === BATTERY.codice)!;
    const filter = cart.productsList.find((l) => l.codice === FILTER.codice)!;
    expect(battery).toMatchObject({ prezzoCauzione: 10, netto: 69, totaleRiga: 138, totaleCauzione: 20 });
    expect(filter).toMatchObject({ prezzoCauzione: 0, totaleCauzione: 0, totaleRiga: 37.2 });
    // Net total without deposits; deposits on their own.
    expect(cart.netTotal).toBe(175.2);
    expect(cart.depositTotal).toBe(20);
    const myCart = body<Cart>(await get("/v100/cart/myCart", rossi)).data;
    expect(myCart).toMatchObject({ netTotal: 175.2, depositTotal: 20 });

    const sent = await call("POST", "/v100/cart/cartCheckout", { cookie: rossi, form: { cartNotes: "", cRifOrdCli: "CAUZ-1", cId: String(cart.cId) } });
    expect(sent.statusCode).toBe(200);
    const result = body<CheckoutResult>(sent).data;
    expect(result.hasWarning).toBe(false);

    const list = body<Order[]>(await get("/v100/orders/lastOrders?startFrom=0", rossi)).data;
    const order = list.find((o) => o.numeroDoc === result.numeroDoc && o.anno === result.anno)!;
    expect(order).toMatchObject({ netTotal: 175.2, depositTotal: 20 });

    const ident = { tipoDoc: result.tipoDoc!, numeroDoc: result.numeroDoc!, anno: result.anno! };
    const details = await post("/v100/orders/orderDetails", rossi, ident);
    expect(details.statusCode).toBe(200);
    const lines = body<OrderLine[]>(details).data;
    expect(lines.find((l) => l.codice === BATTERY.codice)).toMatchObject({ importo: 138, prezzoCauzione: 10, totaleCauzione: 20 });
    expect(lines.find((l) => l.codice === FILTER.codice)).toMatchObject({ importo: 37.2, prezzoCauzione: 0, totaleCauzione: 0 });

    const pdf = await get(`/v100/orders/orderDetails/pdf/${ident.tipoDoc}/${ident.numeroDoc}/${ident.anno}`, rossi);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain("+ cauzione 20,00 € (10,00 € cad.)");
    expect(text).toContain("Totale netto");
    expect(text).toContain("175,20 €");
    expect(text).toContain("Cauzioni");
    expect(text).toContain("Totale con cauzioni");
    expect(text).toContain("195,20 €");

    const row = await t().database.pool.query("select id from orders where tipo_doc = $1 and numero_doc = $2 and anno = $3", [ident.tipoDoc, ident.numeroDoc, ident.anno]);
    const payload = await erpOrderPayload(t().database.db, row.rows[0].id as number);
    expect(payload!.totaleCauzioni).toBe(20);
    expect(payload!.lines.find((l) => l.codice === BATTERY.codice)).toMatchObject({ importo: 138, cauzione: 10 });
    expect(payload!.lines.find((l) => l.codice === FILTER.codice)).toMatchObject({ cauzione: 0 });
  });

  it("an order without deposits says nothing about them in its PDF", async () => {
    await get("/v100/cart/closeCart", rossi);
    const added = await post("/v100/cart/addToCart", rossi, { precodice: FILTER.precodice, codice: FILTER.codice, qntRichiesta: 1 });
    expect(body<Cart>(added).data.depositTotal).toBe(0);
    const result = body<CheckoutResult>(await call("POST", "/v100/cart/cartCheckout", { cookie: rossi, form: { cartNotes: "", cRifOrdCli: "" } })).data;
    const pdf = await get(`/v100/orders/orderDetails/pdf/${result.tipoDoc}/${result.numeroDoc}/${result.anno}`, rossi);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain("Totale netto");
    expect(text).not.toContain("cauzion");
  });
});

describe("the countdown's non-working days", () => {
  it("are the national holidays and the closures of the user's warehouse, from yesterday on", async () => {
    const forRossi = body<AverageDepartureAnswer>(await get("/v100/documents/getAverageDeparture", rossi)).data; // warehouse 01
    const forMelis = body<AverageDepartureAnswer>(await get("/v100/documents/getAverageDeparture", melis)).data; // warehouse 03
    const today = romeParts(new Date()).date; // when the test runs, not when the file loaded
    expect(forRossi.nonWorkingDays).toContain(seniseClosed);
    expect(forRossi.nonWorkingDays).toContain(companyClosed);
    expect(forMelis.nonWorkingDays).not.toContain(seniseClosed);
    expect(forMelis.nonWorkingDays).toContain(companyClosed);
    for (const d of forRossi.nonWorkingDays) expect(d >= addDays(today, -1) && d <= addDays(today, 90)).toBe(true);
    expect([...forRossi.nonWorkingDays].sort()).toEqual(forRossi.nonWorkingDays);
    // Christmas is there whenever it is within the window.
    const christmas = `${today.slice(0, 4)}-12-25`;
    if (christmas >= addDays(today, -1) && christmas <= addDays(today, 90)) expect(forRossi.nonWorkingDays).toContain(christmas);
  });
});
