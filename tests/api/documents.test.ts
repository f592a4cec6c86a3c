// Delivery notes, invoices and credit notes and their PDFs, and users restricted to their destination
// (orders, DDTs, invoices), on the demo history. Every expectation about "what matches" is computed
// independently with SQL on the same database.
import { beforeAll, describe, expect, it } from "vitest";
import { body } from "./helpers/test-app";
import { expectRefused } from "./helpers/http";
import { setupTestApp } from "./helpers/setup-test-app";
import { pdfText } from "./helpers/pdf-text";
import { all, orderKey, type OrderRow } from "./helpers/orders";
import { DDTS_PAGE_SIZE, INVOICES_PAGE_SIZE } from "../../src/shared/rules/limits";

const { q, get, post, loginAs } = setupTestApp();
let rossi: string;
let bianchi: string;

beforeAll(async () => {
  [rossi, bianchi] = await Promise.all([loginAs("officina.rossi"), loginAs("officina.bianchi")]);
});

type DdtRow = { idDoc: number; docType: string; numDdt: number; anno: number; shipDate: string; netTotal: number; totPackages: number; ordini: string[] };
const ddtKey = (d: { docType?: string; doc_type?: string; numDdt?: number; num_ddt?: number; anno: number }) => `${d.docType ?? d.doc_type} ${d.numDdt ?? d.num_ddt}/${d.anno}`;
const ddtsOf = (filter: Record<string, unknown>, cookie = rossi) =>
  all<DdtRow>((s) => post(`/v100/documents/getDdts?startFrom=${s}`, cookie, filter)).then((r) => r.items.map(ddtKey));

describe("delivery notes", () => {
  it("pages the customer's DDTs newest first, every one exactly once", async () => {
    const first = await post("/v100/documents/getDdts?startFrom=0", rossi, {});
    expect(body<DdtRow[]>(first).data).toHaveLength(DDTS_PAGE_SIZE);
    expect(body(first).pagination).toEqual({ last: false });
    const expected = await q("select doc_type, num_ddt, anno from ddts where customer_id = 100001 order by ship_date desc, id desc");
    expect(await ddtsOf({})).toEqual(expected.map((r) => ddtKey(r as never)));
  });

  it("filters by number (digits only), article, dates, order number, order and line notes exactly", async () => {
    const [d] = await q<{ num_ddt: number; doc_type: string; anno: number }>("select num_ddt, doc_type, anno from ddts where customer_id = 100001 order by id limit 1 offset 3");
    const sameNumber = await q("select doc_type, num_ddt, anno from ddts where customer_id = 100001 and num_ddt = $1 order by ship_date desc, id desc", [d!.num_ddt]);
    expect(await ddtsOf({ numeroBolla: String(d!.num_ddt) })).toEqual(sameNumber.map((r) => ddtKey(r as never)));

    const prefixed = await post("/v100/documents/getDdts?startFrom=0", rossi, { numeroBolla: `B101 ${d!.num_ddt}` });
    expectRefused(prefixed, 400, "Il numero bolla deve contenere solo cifre, senza prefissi come B101 o B103");

    const byArticle = await q(
      "select doc_type, num_ddt, anno from ddts d where customer_id = 100001 and exists (select 1 from ddt_lines l where l.ddt_id = d.id and l.codice = 'OC90') order by ship_date desc, id desc",
    );
    expect(byArticle.length).toBeGreaterThan(0);
    expect(await ddtsOf({ articolo: "oc90" })).toEqual(byArticle.map((r) => ddtKey(r as never)));

    const [range] = await q<{ lo: string; hi: string }>("select to_char(max(ship_date) - 60, 'YYYY-MM-DD') lo, to_char(max(ship_date) - 20, 'YYYY-MM-DD') hi from ddts where customer_id = 100001");
    const inRange = await q("select doc_type, num_ddt, anno from ddts where customer_id = 100001 and ship_date between $1 and $2 order by ship_date desc, id desc", [range!.lo, range!.hi]);
    expect(inRange.length).toBeGreaterThan(0);
    expect(await ddtsOf({ dataBollaStart: range!.lo, dataBollaEnd: range!.hi })).toEqual(inRange.map((r) => ddtKey(r as never)));

    const [o] = await q<{ numero_doc: number }>("select o.numero_doc from orders o join ddt_lines l on l.order_id = o.id where o.customer_id = 100001 order by o.id limit 1");
    const byOrder = await q(
      "select doc_type, num_ddt, anno from ddts d where customer_id = 100001 and exists (select 1 from ddt_lines l join orders o on o.id = l.order_id where l.ddt_id = d.id and o.numero_doc = $1) order by ship_date desc, id desc",
      [o!.numero_doc],
    );
    expect(byOrder.length).toBeGreaterThan(0);
    expect(await ddtsOf({ numeroOrdine: String(o!.numero_doc) })).toEqual(byOrder.map((r) => ddtKey(r as never)));

    const byNote = await q(
      "select doc_type, num_ddt, anno from ddts d where customer_id = 100001 and exists (select 1 from ddt_lines l join orders o on o.id = l.order_id where l.ddt_id = d.id and (o.note_doc ilike '%ritiro%' or o.rif_ord_cli ilike '%ritiro%')) order by ship_date desc, id desc",
    );
    expect(await ddtsOf({ notaOrdine: "Ritiro" })).toEqual(byNote.map((r) => ddtKey(r as never)));
    const byLineNote = await q(
      "select doc_type, num_ddt, anno from ddts d where customer_id = 100001 and exists (select 1 from ddt_lines l join order_lines ol on ol.id = l.order_line_id where l.ddt_id = d.id and ol.note_cliente ilike '%revisione%') order by ship_date desc, id desc",
    );
    expect(byLineNote.length).toBeGreaterThan(0);
    expect(await ddtsOf({ notaRiga: "REVISIONE" })).toEqual(byLineNote.map((r) => ddtKey(r as never)));
  });

  it("gives a DDT's lines, and 404 for another customer's DDT", async () => {
    const [d] = await q<{ id: number }>("select id from ddts where customer_id = 100001 order by id limit 1");
    const res = await post("/v100/documents/getDdtsDetails", rossi, { idDoc: d!.id });
    expect(res.statusCode).toBe(200);
    const lines = body<{ riga: number; quantita: number; importo: number; ordine: string | null }[]>(res).data;
    const dbLines = await q<{ riga: number; qty: number; line_total_cents: number }>("select riga, qty, line_total_cents from ddt_lines where ddt_id = $1 order by riga", [d!.id]);
    expect(lines.map((l) => [l.riga, l.quantita, Math.round(l.importo * 100)])).toEqual(dbLines.map((l) => [l.riga, l.qty, l.line_total_cents]));
    expect(lines[0]!.ordine).toMatch(/^OW \d+\/\d{4}$/);
    expect(body(res).pagination).toEqual({ last: true });

    const other = await post("/v100/documents/getDdtsDetails", bianchi, { idDoc: d!.id });
    expect(other.statusCode).toBe(404);
    expect(body(other).data).toBeNull();
  });

  it("serves the DDT PDF with its number; 404 for another customer or a wrong type", async () => {
    const [d] = await q<{ id: number; doc_type: string; num_ddt: number; anno: number }>("select id, doc_type, num_ddt, anno from ddts where customer_id = 100001 order by id desc limit 1");
    const url = `/v100/documents/getPdf?idDoc=${d!.id}&typeDoc=${d!.doc_type}`;
    const res = await get(url, rossi);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(String(res.headers["content-disposition"])).toMatch(/^inline; filename="ddt-B10[13]-\d+-\d{4}\.pdf"$/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`${d!.doc_type} ${d!.num_ddt}/${d!.anno}`);
    expect(text).toContain("Documento di trasporto");
    expect((await get(url, rossi)).rawPayload.equals(res.rawPayload)).toBe(true);

    expect((await get(url, bianchi)).statusCode).toBe(404);
    expect((await get(`/v100/documents/getPdf?idDoc=${d!.id}&typeDoc=FD`, rossi)).statusCode).toBe(404);
    expect((await get(`/v100/documents/getPdf?idDoc=${d!.id}&typeDoc=B999`, rossi)).statusCode).toBe(404);
    expect((await get(`/v100/documents/getPdf?idDoc=abc&typeDoc=B101`, rossi)).statusCode).toBe(400);
  });
});

type InvoiceRow = { idDoc: number; docType: string; invoiceId: number; anno: number; invoiceDate: string; netTotal: number; pdfDisponibile: boolean };

describe("invoices and credit notes", () => {
  it("pages the customer's invoices and credit notes newest first", async () => {
    const first = await get("/v100/documents/getInvoices?startFrom=0", rossi);
    expect(first.statusCode).toBe(200);
    expect(body<InvoiceRow[]>(first).data).toHaveLength(INVOICES_PAGE_SIZE);
    const { items } = await all<InvoiceRow>((s) => get(`/v100/documents/getInvoices?startFrom=${s}`, rossi));
    const expected = await q<{ id: number }>("select id from invoices where customer_id = 100001 order by invoice_date desc, id desc");
    expect(items.map((i) => i.idDoc)).toEqual(expected.map((r) => r.id));
    expect(new Set(items.map((i) => i.docType))).toEqual(new Set(["FD", "NC"]));
  });

  it("serves an invoice PDF with its number and totals; 422 while the ERP has not published it; 404 for another customer", async () => {
    const [inv] = await q<{ id: number; doc_type: string; invoice_number: number; anno: number; total_cents: number }>(
      "select id, doc_type, invoice_number, anno, total_cents from invoices where customer_id = 100001 and pdf_ready_at is not null and doc_type = 'FD' order by id desc limit 1",
    );
    const res = await get(`/v100/documents/getPdf?idDoc=${inv!.id}&typeDoc=FD`, rossi);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`FD ${inv!.invoice_number}/${inv!.anno}`);
    expect(text).toContain("Fattura differita");
    const euros = (inv!.total_cents / 100).toFixed(2).replace(".", ",");
    expect(text).toContain(euros.replace(/\B(?=(\d{3})+(?!\d))/g, "."));
    expect((await get(`/v100/documents/getPdf?idDoc=${inv!.id}&typeDoc=FD`, bianchi)).statusCode).toBe(404);

    const [pending] = await q<{ id: number; doc_type: string }>("select id, doc_type from invoices where customer_id = 100001 and pdf_ready_at is null limit 1");
    const notYet = await get(`/v100/documents/getPdf?idDoc=${pending!.id}&typeDoc=${pending!.doc_type}`, rossi);
    expectRefused(notYet, 422, "Documento non ancora disponibile");
  });
});

describe("users restricted to their destination (uShowOnlyDestData)", () => {
  it("see only their destination's orders and DDTs, no invoices, and 404 for the rest", async () => {
    // Carrozzeria Esposito gets a second destination: its user is restricted to destination 0.
    const moved = await q<{ id: number }>("update orders set destination_id = 7 where customer_id = 100003 and id in (select id from orders where customer_id = 100003 order by id limit 10) returning id");
    await q("update ddts set destination_id = 7 where id in (select distinct ddt_id from ddt_lines where order_id = any($1))", [moved.map((m) => m.id)]);
    await q("update users set show_only_dest_data = true, destination_id = 0 where username = 'officina.esposito'");
    const esposito = await loginAs("officina.esposito");

    const { items } = await all<OrderRow>((s) => get(`/v100/orders/lastOrders?startFrom=${s}`, esposito));
    const expected = await q("select tipo_doc, numero_doc, anno from orders where customer_id = 100003 and destination_id = 0 order by data_documento desc, id desc");
    expect(items.map(orderKey)).toEqual(expected.map((r) => orderKey(r as never)));

    const [hidden] = await q<{ numero_doc: number; anno: number }>("select numero_doc, anno from orders where destination_id = 7 limit 1");
    expect((await post("/v100/orders/orderDetails", esposito, { tipoDoc: "OW", numeroDoc: hidden!.numero_doc, anno: hidden!.anno })).statusCode).toBe(404);
    const hiddenPath = `OW/${hidden!.numero_doc}/${hidden!.anno}`;
    expect((await get(`/v100/orders/orderDetails/pdf/${hiddenPath}`, esposito)).statusCode).toBe(404);
    expect((await get(`/v100/orders/deliveryPromises/${hiddenPath}`, esposito)).statusCode).toBe(404);
    // Their own destination's order: its lines, its PDF.
    const [own] = await q<{ id: number; numero_doc: number; anno: number }>("select id, numero_doc, anno from orders where customer_id = 100003 and destination_id = 0 order by id limit 1");
    const ownLines = await post("/v100/orders/orderDetails", esposito, { tipoDoc: "OW", numeroDoc: own!.numero_doc, anno: own!.anno });
    expect(ownLines.statusCode).toBe(200);
    const [{ n }] = (await q<{ n: number }>("select count(*)::int as n from order_lines where order_id = $1", [own!.id])) as [{ n: number }];
    expect(body<unknown[]>(ownLines).data).toHaveLength(n);
    expect((await get(`/v100/orders/orderDetails/pdf/OW/${own!.numero_doc}/${own!.anno}`, esposito)).statusCode).toBe(200);
    const [hiddenDdt] = await q<{ id: number; doc_type: string }>("select id, doc_type from ddts where destination_id = 7 limit 1");
    expect((await post("/v100/documents/getDdtsDetails", esposito, { idDoc: hiddenDdt!.id })).statusCode).toBe(404);
    expect((await get(`/v100/documents/getPdf?idDoc=${hiddenDdt!.id}&typeDoc=${hiddenDdt!.doc_type}`, esposito)).statusCode).toBe(404);
    const ddtKeys = await ddtsOf({}, esposito);
    const visible = await q("select doc_type, num_ddt, anno from ddts where customer_id = 100003 and destination_id = 0 order by ship_date desc, id desc");
    expect(ddtKeys).toEqual(visible.map((r) => ddtKey(r as never)));

    const invoicesRes = await get("/v100/documents/getInvoices?startFrom=0", esposito);
    expect(invoicesRes.statusCode).toBe(403);
    expect(body(invoicesRes).data).toBeNull();
    const [inv] = await q<{ id: number; doc_type: string }>("select id, doc_type from invoices where customer_id = 100003 and pdf_ready_at is not null limit 1");
    expect((await get(`/v100/documents/getPdf?idDoc=${inv!.id}&typeDoc=${inv!.doc_type}`, esposito)).statusCode).toBe(403);
  });
});
