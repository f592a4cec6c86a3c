// The obsolete-stock market: ADMIN's discounts per customer, letter and period (overlaps and dates
// in the wrong order refused); a workshop finds the supplier's product only while its discount is in
// force, at that discount, orders it through the ordinary cart, the ERP ships it, and the sale
// reaches the supplier (list and daily mail).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, sqlOf, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";
import type { DiscountUploadResult, ObsoleteDiscount, ObsoleteSale } from "../../src/shared/contract/obsolete";
import type { ProductRow } from "../../src/shared/contract/product";
import { romeParts, romeWallTimeToInstant } from "../../src/shared/rules/rome-time";
import { runErpSimulatorStep, simulatorOptions } from "../../src/server/integrations/erp/simulator";
import { sendSupplierSalesMails } from "../../src/server/modules/obsolete/job";

let t: TestApp;
const { call, get, post, upload, loginAs } = http(() => t);
let obs: string;
let admin: string;
let rossi: string;
let bianchi: string;

const day = (offset: number) => {
  const d = new Date(`${romeParts(new Date()).date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const it_ = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

beforeAll(async () => {
  t = await createTestApp();
  [obs, admin, rossi, bianchi] = await Promise.all([loginAs("fornitore.obs"), loginAs("admin"), loginAs("officina.rossi"), loginAs("officina.bianchi")]);
  const csv = "MKT-A;Alternatore rigenerato fuori listino;200,00;5;A\nMKT-B;Motorino avviamento;100,00;5;B\nMKT-C;Faro anteriore;50,00;5;C\n";
  const res = await upload("/v100/obsolete/loadObs", obs, csv, "mercato.csv");
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => t?.close());

const q = sqlOf(() => t);
const search = async (cookie: string, s: string) => {
  const res = await get(`/v100/search?searchString=${encodeURIComponent(s)}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return body<ProductRow[]>(res).data.filter((r) => r.precodice === "OBS");
};

describe("obsolete discounts", () => {
  it("loads good rows and refuses dates in the wrong order, overlaps and unknown customers row by row", async () => {
    const csv = [
      `100001;30;40;${it_(day(-1))};${it_(day(10))};A`, // in force for rossi, letter A
      `100001;20;25;${day(-30)};${day(-2)};B`, // ended: B is not visible
      `100001;10;15;${it_(day(5))};${it_(day(20))};C`, // not started yet
      `100001;10;15;${it_(day(3))};${it_(day(1))};C`, // dates in the wrong order
      `100001;30;35;${it_(day(2))};${it_(day(12))};A`, // overlaps row 1
      `999999;10;10;${it_(day(0))};${it_(day(1))};A`, // no such customer
      `100001;abc;10;${it_(day(0))};${it_(day(1))};D`,
      `100001;10;10;31/02/2026;${it_(day(1))};D`,
    ].join("\n");
    const res = await upload("/v100/obsolete/loadObsDiscounts", admin, csv, "sconti.csv");
    expect(res.statusCode, res.body).toBe(200);
    const r = body<DiscountUploadResult>(res).data;
    expect(r.discounts.map((d) => [d.uIdCliente, d.odCatSc, d.odScontoAcq, d.odScontoVend])).toEqual([
      [100001, "A", 30, 40],
      [100001, "B", 20, 25],
      [100001, "C", 10, 15],
    ]);
    expect(r.unparsedObsoletes.map((u) => [u.numRiga, u.error])).toEqual([
      [4, "La data di fine sconto precede la data di partenza"],
      [5, "Periodo sovrapposto alla riga 1 del file per lo stesso cliente e la stessa lettera"],
      [6, "Cliente inesistente"],
      [7, "Sconto non valido (da 0 a 100)"],
      [8, "Data non valida"],
    ]);
    // A later file overlapping a stored period is refused too; a bad-only file is a 422, nothing stored.
    const again = await upload("/v100/obsolete/loadObsDiscounts", admin, `100001;5;5;${it_(day(9))};${it_(day(15))};A`, "sconti2.csv");
    expectRefused(again, 422, "Il file: sconti2.csv non rispetta i requisiti. Prego consultarli.");
    expect(body<DiscountUploadResult>(again).data.unparsedObsoletes[0]!.error).toBe("Periodo sovrapposto a uno sconto esistente per lo stesso cliente e la stessa lettera");
    const list = body<ObsoleteDiscount[]>(await get("/v100/obsolete/getObsoleteDiscounts", admin)).data.filter((d) => d.odCatSc !== "OS"); // OS: the demo's
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ uIdCliente: 100001, ragSoc: "Autofficina Rossi S.n.c.", odStartTime: day(-1), odEndTime: day(10) });
  });
});

describe("obsolete products in search, cart, order and ERP", () => {
  it("appear only while the customer's discount for their letter is in force, at that discount, with the mark's data", async () => {
    const found = await search(rossi, "MKT");
    expect(found.map((r) => r.codice)).toEqual(["MKT-A"]);
    expect(found[0]).toMatchObject({ sScope: "OBS_STOCK", listino: 200, sconto: "40", netto: 120, disp: 5, obsoleteDeliveryDays: 7, orderable: true });
    // Another customer has no discount: nothing.
    expect(await search(bianchi, "MKT-A")).toEqual([]);
    // Not visible means not orderable either.
    const add = await post("/v100/cart/addToCart", rossi, { precodice: "OBS", codice: "MKT-B", qntRichiesta: 1 });
    expect(add.statusCode).toBe(404);
  });

  it("is ordered at the discounted price, reaches the order and the ERP, and the sale reaches the supplier", async () => {
    const add = await post("/v100/cart/addToCart", rossi, { precodice: "OBS", codice: "MKT-A", qntRichiesta: 2 });
    expect(add.statusCode, add.body).toBe(200);
    const checkout = await call("POST", "/v100/cart/cartCheckout", { cookie: rossi, payload: "cartNotes=&cRifOrdCli=OBS-1", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const order = body<{ webOrderCode: string }>(checkout).data;
    const [line] = await q<{ id: number; order_id: number; net_unit_cents: number; discount_chain: string; line_total_cents: number; list_cents: number }>(
      "select l.id, l.order_id, l.net_unit_cents, l.discount_chain, l.line_total_cents, l.list_cents from order_lines l join orders o on o.id = l.order_id where o.web_order_code = $1",
      [order.webOrderCode],
    );
    expect(line).toMatchObject({ list_cents: 20000, discount_chain: "40", net_unit_cents: 12000, line_total_cents: 24000 });

    // The ERP simulator receives it through the outbox; the supplier delivers it on the date it
    // sets (osDeliveryDays business days, tests/api/obsolete-delivery.test.ts) and it ships then.
    const opts = simulatorOptions(1000);
    const t0 = new Date();
    expect((await runErpSimulatorStep(t.database.db, t0, opts)).accepted).toBeGreaterThanOrEqual(1);
    await runErpSimulatorStep(t.database.db, new Date(t0.getTime() + 2000), opts);
    const [due] = await q<{ d: string }>("select to_char(forecast_date, 'YYYY-MM-DD') as d from missing_items where order_line_id = $1", [line!.id]);
    await runErpSimulatorStep(t.database.db, romeWallTimeToInstant(due!.d, 9, 0), opts);
    const shipped = await q<{ qty: number; net_unit_cents: number }>("select qty, net_unit_cents from ddt_lines where order_line_id = $1", [line!.id]);
    expect(shipped).toEqual([{ qty: 2, net_unit_cents: 12000 }]);

    // The supplier sees the sale with its own net (list less the purchase discount, 30%).
    const sales = body<ObsoleteSale[]>(await get("/v100/obsolete/getSupplierSales", obs)).data;
    expect(sales).toEqual([expect.objectContaining({ precodice: "OBS", codice: "MKT-A", qty: 2, listino: 200, scontoAcq: 30, nettoFornitore: 140, deliveryDays: 7 })]);
    expect((await get("/v100/obsolete/getSupplierSales", rossi)).statusCode).toBe(403);

    // And once a day by mail: one mail per supplier and day, never twice.
    const today = romeParts(new Date()).date;
    const company = { name: "Ricambi Sud", address: "Senise" };
    expect(await sendSupplierSalesMails(t.database.db, today, company)).toBe(1);
    expect(await sendSupplierSalesMails(t.database.db, today, company)).toBe(0);
    const [mail] = await q<{ to: string; subject: string; body: string }>("select \"to\", subject, body from mail_outbox order by id desc limit 1");
    expect(mail!.to).toBe("obsoleti@stockricambi.it");
    expect(mail!.subject).toContain("Vendite stock obsoleto");
    expect(mail!.body).toContain("MKT-A");
    expect(mail!.body).toContain("140,00 €");
  });
});
