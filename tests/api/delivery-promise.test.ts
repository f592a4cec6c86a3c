// The delivery promise of a sent order (issue 23): the confirmation's GET
// /v100/orders/deliveryPromises/… answers each line's promise as of the send — own warehouse,
// transfer from Cagliari, supplier with its date — by the shared rule, and the order PDF carries
// the same words. Another customer's order answers 404.
import { beforeAll, describe, expect, it } from "vitest";
import { body } from "./helpers/test-app";
import { setupTestApp } from "./helpers/setup-test-app";
import { makeProduct, setForecast } from "./helpers/factories";
import { pdfText } from "./helpers/pdf-text";
import type { CheckoutResult } from "../../src/shared/contract/cart";
import type { OrderLinePromise } from "../../src/shared/contract/delivery-promise";
import { deliveryPromise, formatDeliveryPromise } from "../../src/shared/rules/delivery-promise";
import { addDays } from "../../src/shared/rules/business-days";
import { romeParts } from "../../src/shared/rules/rome-time";
import { nationalCalendar } from "../../src/server/lib/business-calendar";

const { t, q, call, get, post, loginAs } = setupTestApp();
let rossi: string;
let bianchi: string;
const today = romeParts(new Date()).date;
const supplierDate = addDays(today, 12);
const PARTS = [
  { codice: "PROMOWN", stock: [["01", 40]] },
  { codice: "PROMXFER", stock: [["03", 30]] },
  { codice: "PROMSUPP", stock: [] },
] as const;


beforeAll(async () => {
  for (const p of PARTS) {
    const { id } = await makeProduct(t(), { precodice: "T100", codice: p.codice, listCents: 1000, stock: Object.fromEntries(p.stock) });
    await setForecast(t(), id, p.stock.length === 0 ? { warehouse: "01", qty: 10, expectedDate: supplierDate } : null);
  }
  [rossi, bianchi] = await Promise.all([loginAs("officina.rossi"), loginAs("officina.bianchi")]);
});

const norm = (s: string) => s.replace(/\x96/g, "–").replace(/\s+/g, " ");

describe("the delivery promise of a sent order", () => {
  it("the confirmation and the PDF say when each line leaves and arrives, by the shared rule as of the send", async () => {
    await get("/v100/cart/closeCart", rossi);
    for (const p of PARTS) expect((await post("/v100/cart/addToCart", rossi, { precodice: "T100", codice: p.codice, qntRichiesta: 2 })).statusCode).toBe(200);
    const sent = body<CheckoutResult>(await call("POST", "/v100/cart/cartCheckout", { cookie: rossi, form: { cartNotes: "", cRifOrdCli: "" } })).data;
    expect(sent.numeroDoc).not.toBeNull();
    const path = `${sent.tipoDoc}/${sent.numeroDoc}/${sent.anno}`;

    const res = await get(`/v100/orders/deliveryPromises/${path}`, rossi);
    expect(res.statusCode).toBe(200);
    const promises = body<OrderLinePromise[]>(res).data;
    const [order] = await q<{ data_documento: Date }>("select data_documento from orders where tipo_doc = $1 and numero_doc = $2 and anno = $3", [sent.tipoDoc, sent.numeroDoc, sent.anno]);
    const now = order!.data_documento;
    const closed = nationalCalendar.nonWorkingDays("01");
    const expected = (stock: readonly (readonly [string, number])[], forecast: string | null) =>
      formatDeliveryPromise(
        deliveryPromise({ now, customerWarehouse: "01", stockByWarehouse: stock.map(([warehouse, qty]) => ({ warehouse, qty })), qty: 2, departures: ["11:30", "17:30"], nonWorkingDays: closed, supplierForecastDate: forecast }),
        now,
      );
    const byCode = new Map(promises.map((p) => [p.codice, p.promessa]));
    expect(byCode.get("PROMOWN")).toBe(expected(PARTS[0].stock, null));
    expect(byCode.get("PROMOWN")).toMatch(/^Parte col giro delle (11:30|17:30)/);
    expect(byCode.get("PROMXFER")).toBe(expected(PARTS[1].stock, null));
    expect(byCode.get("PROMXFER")).toMatch(/^Dal magazzino di Cagliari – arriva /);
    expect(byCode.get("PROMSUPP")).toBe(`Dal fornitore – previsto il ${supplierDate.slice(8, 10)}/${supplierDate.slice(5, 7)}`);

    // The stock changes afterwards: the promise of the sent order does not.
    await q("update stock set qty = 0 where product_id = (select id from products where codice = 'PROMOWN')");
    const again = body<OrderLinePromise[]>(await get(`/v100/orders/deliveryPromises/${path}`, rossi)).data;
    expect(again).toEqual(promises);

    const pdf = await get(`/v100/orders/orderDetails/pdf/${path}`, rossi);
    expect(pdf.statusCode).toBe(200);
    const text = norm(pdfText(pdf.rawPayload));
    for (const p of promises) expect(text).toContain(norm(`Consegna: ${p.promessa!}`));

    // Another customer's order is not found.
    expect((await get(`/v100/orders/deliveryPromises/${path}`, bianchi)).statusCode).toBe(404);
    expect((await get("/v100/orders/deliveryPromises/OW/abc/2026", rossi)).statusCode).toBe(400);
  });
});
