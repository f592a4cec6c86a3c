// An order sent through the cart, followed through the built-in ERP simulator: received, shipped
// from stock on a DDT, the shortfall on the missing list with its supplier order and forecast,
// billed, its PDF published, the backorder delivered on the forecast date.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, sqlOf, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";
import { pdfText } from "./helpers/pdf-text";
import { forecastFor, runErpSimulatorStep, simulatorOptions } from "../../src/server/integrations/erp/simulator";
import { romeParts, romeWallTimeToInstant } from "../../src/shared/rules/rome-time";

let t: TestApp;
const { call, get, post, loginAs } = http(() => t);
let rossi: string;
let bianchi: string;
const opts = simulatorOptions(5000); // ship 5 s after receipt, bill 30 s after the DDT, PDF 5 s later

beforeAll(async () => {
  t = await createTestApp();
  [rossi, bianchi] = await Promise.all([loginAs("officina.rossi"), loginAs("officina.bianchi")]);
});
afterAll(async () => t?.close());

const q = sqlOf(() => t);

async function sendOrder(cookie: string, items: { precodice: string; codice: string; qty: number; note?: string }[], ref: string) {
  for (const it of items) {
    const res = await post("/v100/cart/addToCart", cookie, { precodice: it.precodice, codice: it.codice, qntRichiesta: it.qty, noteCliente: it.note ?? "" });
    expect(res.statusCode, res.body).toBe(200);
  }
  const res = await call("POST", "/v100/cart/cartCheckout", { cookie, payload: `cartNotes=${encodeURIComponent("Ordine di prova del simulatore")}&cRifOrdCli=${encodeURIComponent(ref)}`, headers: { "content-type": "application/x-www-form-urlencoded" } });
  expect(res.statusCode, res.body).toBe(200);
  const data = body<{ hasWarning: boolean; webOrderCode: string; tipoDoc: string; numeroDoc: number; anno: number }>(res).data;
  expect(data.hasWarning).toBe(false);
  return data;
}

type Line = { codice: string; quantita: number; quantitaEvasa: number; quantitaDaEvadere: number; spedizioni: { idDoc: number; numDdt: number; docType: string; quantita: number }[]; dataConsegnaPrevista: string | null };

async function details(o: { tipoDoc: string; numeroDoc: number; anno: number }): Promise<Line[]> {
  const res = await post("/v100/orders/orderDetails", rossi, { tipoDoc: o.tipoDoc, numeroDoc: o.numeroDoc, anno: o.anno });
  expect(res.statusCode).toBe(200);
  return body<Line[]>(res).data;
}
async function orderStatus(numeroDoc: number): Promise<{ status: string; quantitaEvasa: number; quantitaDaEvadere: number }> {
  const res = await post("/v100/orders/lastOrdersPost?startFrom=0", rossi, { numeroOrdine: String(numeroDoc) });
  const [o] = body<{ status: string; quantitaEvasa: number; quantitaDaEvadere: number; numeroDoc: number }[]>(res).data;
  return o!;
}
const stockOf = async (codice: string, warehouse = "01") =>
  (await q<{ qty: number }>("select s.qty from stock s join products p on p.id = s.product_id where p.codice = $1 and s.warehouse = $2", [codice, warehouse]))[0]!.qty;

describe("ERP simulator", () => {
  it("fulfils an order sent through the cart: DDT, missing items, invoice, PDFs, backorder delivery", async () => {
    const stockBefore = await stockOf("OC90");
    expect(stockBefore).toBeGreaterThanOrEqual(3);
    expect(await stockOf("PAD4455")).toBe(0);
    const order = await sendOrder(
      rossi,
      [
        { precodice: "M120", codice: "OC90", qty: 3, note: "Per Panda del sig. Sarli" },
        { precodice: "P100", codice: "PAD4455", qty: 2 },
      ],
      "SIM-1",
    );
    expect(order.webOrderCode).toMatch(/^\d+-\d+$/);
    const [row] = await q<{ id: number; status: string }>("select id, status from orders where web_order_code = $1", [order.webOrderCode]);
    expect(row!.status).toBe("SENT");

    // Step 1: the ERP receives it (outbox row taken, order in progress), nothing shipped yet.
    const t0 = new Date();
    const r1 = await runErpSimulatorStep(t.database.db, t0, opts);
    expect(r1.accepted).toBe(1);
    const [outbox] = await q<{ sent_at: Date | null }>("select sent_at from order_outbox where order_id = $1", [row!.id]);
    expect(outbox!.sent_at).not.toBeNull();
    expect(await orderStatus(order.numeroDoc)).toMatchObject({ status: "IN_PROGRESS", quantitaEvasa: 0, quantitaDaEvadere: 5 });

    // Step 2: shipped from stock; the brake pads (stock 0) go on the missing list.
    const t1 = new Date(t0.getTime() + 5000);
    const r2 = await runErpSimulatorStep(t.database.db, t1, opts);
    expect(r2.fulfilled).toBe(1);
    expect(await orderStatus(order.numeroDoc)).toMatchObject({ status: "PARTIAL", quantitaEvasa: 3, quantitaDaEvadere: 2 });
    expect(await stockOf("OC90")).toBe(stockBefore - 3);
    const lines = await details(order);
    const oc90 = lines.find((l) => l.codice === "OC90")!;
    const pad = lines.find((l) => l.codice === "PAD4455")!;
    expect(oc90).toMatchObject({ quantita: 3, quantitaEvasa: 3, quantitaDaEvadere: 0, dataConsegnaPrevista: null });
    expect(oc90.spedizioni).toHaveLength(1);
    expect(oc90.spedizioni[0]).toMatchObject({ docType: "B101", quantita: 3 });
    const [padProduct] = await q<{ id: number }>("select id from products where precodice = 'P100' and codice = 'PAD4455'");
    const today = romeParts(t1).date;
    const forecast = forecastFor(padProduct!.id, today);
    expect(pad).toMatchObject({ quantita: 2, quantitaEvasa: 0, quantitaDaEvadere: 2, spedizioni: [], dataConsegnaPrevista: forecast.date });

    // The DDT is in the customer's documents, found by the order number, with its lines.
    // The number alone also finds the same number of other years (the seeded history): keep this year's.
    const ddtsRes = await post("/v100/documents/getDdts?startFrom=0", rossi, { numeroOrdine: String(order.numeroDoc) });
    const ddts = body<{ idDoc: number; docType: string; numDdt: number; anno: number; shipDate: string; totPackages: number; ordini: string[]; fatturata: boolean }[]>(
      ddtsRes,
    ).data.filter((d) => d.ordini.some((o) => o.endsWith(`/${order.anno}`)));
    expect(ddts).toHaveLength(1);
    const ddt = ddts[0]!;
    expect(ddt).toMatchObject({ docType: "B101", shipDate: today, totPackages: 1, ordini: [`OW ${order.numeroDoc}/${order.anno}`], fatturata: false });
    expect(ddt.idDoc).toBe(oc90.spedizioni[0]!.idDoc);
    const ddtLines = body<{ codice: string; quantita: number; noteCliente: string }[]>(await post("/v100/documents/getDdtsDetails", rossi, { idDoc: ddt.idDoc })).data;
    expect(ddtLines).toEqual([expect.objectContaining({ codice: "OC90", quantita: 3, noteCliente: "Per Panda del sig. Sarli" })]);
    const ddtPdf = await get(`/v100/documents/getPdf?idDoc=${ddt.idDoc}&typeDoc=B101`, rossi);
    expect(ddtPdf.statusCode).toBe(200);
    expect(pdfText(ddtPdf.rawPayload)).toContain(`B101 ${ddt.numDdt}/${ddt.anno}`);
    expect((await get(`/v100/documents/getPdf?idDoc=${ddt.idDoc}&typeDoc=B101`, bianchi)).statusCode).toBe(404);

    // The missing list shows the shortfall with its supplier order and forecast.
    const missing = body<{ codice: string; quantita: number; ordineClienteFull: string; ordineFornitoreFull: string; dataConsegna: string; dettaglioData: string; dataAggiornamento: string }[]>(
      await get("/v100/outofstock?startFrom=0", rossi),
    ).data.filter((m) => m.ordineClienteFull === `OW ${order.numeroDoc}/${order.anno}`);
    expect(missing).toEqual([
      expect.objectContaining({ codice: "PAD4455", quantita: 2, dataConsegna: forecast.date, dettaglioData: forecast.detail, ordineFornitoreFull: expect.stringMatching(/^OF \d{4}\/\d{6}$/) }),
    ]);
    expect(new Date(missing[0]!.dataAggiornamento).getTime()).toBe(t1.getTime());
    expect(body(await get("/v100/outofstock?startFrom=0", bianchi)).data).not.toContainEqual(expect.objectContaining({ ordineClienteFull: `OW ${order.numeroDoc}/${order.anno}` }));

    // The same step again changes nothing: no second DDT, no second shipment.
    const again = await runErpSimulatorStep(t.database.db, t1, opts);
    expect(again).toMatchObject({ accepted: 0, fulfilled: 0, ddts: 0, missing: 0 });
    expect(await stockOf("OC90")).toBe(stockBefore - 3);

    // Later the DDT is billed on a deferred invoice whose PDF is not published yet...
    const t2 = new Date(t1.getTime() + 30_000);
    const r3 = await runErpSimulatorStep(t.database.db, t2, opts);
    expect(r3.invoices).toBeGreaterThanOrEqual(1);
    const [inv] = await q<{ id: number; doc_type: string; invoice_number: number; anno: number; net_total_cents: number }>(
      "select i.id, i.doc_type, i.invoice_number, i.anno, i.net_total_cents from invoices i join ddts d on d.invoice_id = i.id where d.id = $1",
      [ddt.idDoc],
    );
    expect(inv!.doc_type).toBe("FD");
    const listed = body<{ idDoc: number; pdfDisponibile: boolean; invoiceDate: string }[]>(await get("/v100/documents/getInvoices?startFrom=0", rossi)).data.find((i) => i.idDoc === inv!.id);
    expect(listed).toMatchObject({ pdfDisponibile: false, invoiceDate: romeParts(t2).date });
    const notYet = await get(`/v100/documents/getPdf?idDoc=${inv!.id}&typeDoc=FD`, rossi);
    expectRefused(notYet, 422, "Documento non ancora disponibile");
    const billedDdt = body<{ idDoc: number; fatturata: boolean }[]>(await post("/v100/documents/getDdts?startFrom=0", rossi, { numeroOrdine: String(order.numeroDoc) })).data[0];
    expect(billedDdt!.fatturata).toBe(true);

    // ...and published at the next step.
    await runErpSimulatorStep(t.database.db, new Date(t2.getTime() + 5000), opts);
    const invPdf = await get(`/v100/documents/getPdf?idDoc=${inv!.id}&typeDoc=FD`, rossi);
    expect(invPdf.statusCode).toBe(200);
    const invText = pdfText(invPdf.rawPayload);
    expect(invText).toContain(`FD ${inv!.invoice_number}/${inv!.anno}`);
    expect(invText).toContain(`B101 ${ddt.numDdt}`);

    // On the forecast date the supplier delivers: a second DDT, the order is fulfilled, the missing item leaves the list.
    const arrival = romeWallTimeToInstant(forecast.date, 9, 0);
    const r4 = await runErpSimulatorStep(t.database.db, arrival, opts);
    expect(r4.arrived).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(order.numeroDoc)).toMatchObject({ status: "FULFILLED", quantitaEvasa: 5, quantitaDaEvadere: 0 });
    const after = await details(order);
    expect(after.find((l) => l.codice === "PAD4455")).toMatchObject({ quantitaEvasa: 2, dataConsegnaPrevista: null, spedizioni: [expect.objectContaining({ quantita: 2 })] });
    const allDdts = body<{ shipDate: string; ordini: string[] }[]>(
      await post("/v100/documents/getDdts?startFrom=0", rossi, { numeroOrdine: String(order.numeroDoc) }),
    ).data.filter((d) => d.ordini.some((o) => o.endsWith(`/${order.anno}`)));
    expect(allDdts.map((d) => d.shipDate)).toEqual([forecast.date, today]);
    const stillMissing = body<{ ordineClienteFull: string }[]>(await get("/v100/outofstock?startFrom=0", rossi)).data;
    expect(stillMissing.some((m) => m.ordineClienteFull === `OW ${order.numeroDoc}/${order.anno}`)).toBe(false);
  });

  it("ships each order once even when two steps run at the same time", async () => {
    const a = await sendOrder(rossi, [{ precodice: "M120", codice: "OC90", qty: 1 }], "SIM-A");
    const b = await sendOrder(bianchi, [{ precodice: "M120", codice: "OC90", qty: 2 }], "SIM-B");
    const stockBefore = (await stockOf("OC90", "01")) + (await stockOf("OC90", "03"));
    const now = new Date();
    await Promise.all([runErpSimulatorStep(t.database.db, now, opts), runErpSimulatorStep(t.database.db, now, opts)]);
    const later = new Date(now.getTime() + 5000);
    await Promise.all([runErpSimulatorStep(t.database.db, later, opts), runErpSimulatorStep(t.database.db, later, opts)]);
    for (const o of [a, b]) {
      const [n] = await q<{ n: number }>(
        "select count(distinct l.ddt_id)::int n from ddt_lines l join orders o on o.id = l.order_id where o.web_order_code = $1",
        [o.webOrderCode],
      );
      expect(n!.n).toBe(1);
    }
    const stockAfter = (await stockOf("OC90", "01")) + (await stockOf("OC90", "03"));
    expect(stockBefore - stockAfter).toBe(3);
  });

  it("turns an order with nothing in stock into missing items only, without a DDT", async () => {
    const o = await sendOrder(rossi, [{ precodice: "P100", codice: "PAD4455", qty: 4 }], "SIM-0");
    const now = new Date();
    await runErpSimulatorStep(t.database.db, now, opts);
    await runErpSimulatorStep(t.database.db, new Date(now.getTime() + 5000), opts);
    expect(await orderStatus(o.numeroDoc)).toMatchObject({ status: "IN_PROGRESS", quantitaEvasa: 0, quantitaDaEvadere: 4 });
    const ddts = body<unknown[]>(await post("/v100/documents/getDdts?startFrom=0", rossi, { numeroOrdine: String(o.numeroDoc) })).data;
    expect(ddts).toEqual([]);
    const missing = body<{ ordineClienteFull: string; quantita: number }[]>(await get("/v100/outofstock?startFrom=0", rossi)).data.filter((m) => m.ordineClienteFull === `OW ${o.numeroDoc}/${o.anno}`);
    expect(missing).toEqual([expect.objectContaining({ quantita: 4 })]);
  });
});
