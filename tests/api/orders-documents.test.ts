// Order history, missing list, delivery notes, invoices and their PDFs, on the demo history.
// Every expectation about "what matches" is computed independently with SQL on the same database.
import { beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { body } from "./helpers/test-app";
import { expectRefused } from "./helpers/http";
import { setupTestApp } from "./helpers/setup-test-app";
import { pdfText } from "./helpers/pdf-text";
import { DDTS_PAGE_SIZE, INVOICES_PAGE_SIZE, ORDERS_PAGE_SIZE } from "../../src/shared/rules/limits";

const { t, get, post, loginAs } = setupTestApp();
let rossi: string;
let bianchi: string;
let admin: string;
let verdi: string;

beforeAll(async () => {
  [rossi, bianchi, admin, verdi] = await Promise.all([loginAs("officina.rossi"), loginAs("officina.bianchi"), loginAs("admin"), loginAs("agente.verdi")]);
});

async function q<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await t().database.pool.query(text, params)).rows as T[];
}

/** Every page of a paged list, following pagination.last. */
async function all<T>(fetchPage: (startFrom: number) => Promise<LightMyRequestResponse>): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  for (let pages = 1; pages < 200; pages++) {
    const res = await fetchPage(items.length);
    expect(res.statusCode, res.body).toBe(200);
    const b = body<T[]>(res);
    expect(b.pagination).toBeDefined();
    items.push(...b.data);
    if (b.pagination!.last) return { items, pages };
  }
  throw new Error("troppe pagine");
}

type OrderRow = { tipoDoc: string; numeroDoc: number; anno: number; dataDocumento: string; quantita: number; quantitaEvasa: number; quantitaDaEvadere: number; netTotal: number; status: string };
const orderKey = (o: { tipoDoc?: string; tipo_doc?: string; numeroDoc?: number; numero_doc?: number; anno: number }) => `${o.tipoDoc ?? o.tipo_doc} ${o.numeroDoc ?? o.numero_doc}/${o.anno}`;

const ordersOf = (filter: Record<string, unknown>, cookie = rossi) =>
  all<OrderRow>((s) => post(`/v100/orders/lastOrdersPost?startFrom=${s}`, cookie, filter)).then((r) => r.items.map(orderKey));

describe("order history", () => {
  it("pages the customer's orders newest first, every order exactly once", async () => {
    const first = await get("/v100/orders/lastOrders?startFrom=0", rossi);
    expect(first.statusCode).toBe(200);
    const b = body<OrderRow[]>(first);
    expect(b.data).toHaveLength(ORDERS_PAGE_SIZE);
    expect(b.pagination).toEqual({ last: false });

    const { items, pages } = await all<OrderRow>((s) => get(`/v100/orders/lastOrders?startFrom=${s}`, rossi));
    const expected = await q<{ tipo_doc: string; numero_doc: number; anno: number }>(
      "select tipo_doc, numero_doc, anno from orders where customer_id = 100001 order by data_documento desc, id desc",
    );
    expect(expected.length).toBeGreaterThan(ORDERS_PAGE_SIZE * 2);
    expect(items.map(orderKey)).toEqual(expected.map(orderKey));
    expect(pages).toBe(Math.floor(expected.length / ORDERS_PAGE_SIZE) + 1);
    // Quantities add up and the total is the sum of the lines.
    const sample = items[3]!;
    const [sums] = await q<{ qty: number; evasa: number; net: number }>(
      "select sum(l.qty)::int qty, sum(l.qty_evasa)::int evasa, o.net_total_cents net from orders o join order_lines l on l.order_id = o.id where o.tipo_doc = $1 and o.numero_doc = $2 and o.anno = $3 group by o.id",
      [sample.tipoDoc, sample.numeroDoc, sample.anno],
    );
    expect(sample.quantita).toBe(sums!.qty);
    expect(sample.quantitaEvasa).toBe(sums!.evasa);
    expect(sample.quantitaDaEvadere).toBe(sums!.qty - sums!.evasa);
    expect(Math.round(sample.netTotal * 100)).toBe(sums!.net);
  });

  it("answers an empty last page past the end, and 400 for a bad startFrom", async () => {
    const past = await get("/v100/orders/lastOrders?startFrom=100000", rossi);
    expect(past.statusCode).toBe(200);
    expect(body(past)).toMatchObject({ data: [], pagination: { last: true } });
    const bad = await get("/v100/orders/lastOrders?startFrom=-1", rossi);
    expectRefused(bad, 400, "Parametro startFrom non valido");
    expect((await get("/v100/orders/lastOrders?startFrom=abc", rossi)).statusCode).toBe(400);
  });

  it("filters by article: exactly the orders with a line of that code (normalised, case-insensitive)", async () => {
    const expected = await q<{ tipo_doc: string; numero_doc: number; anno: number }>(
      `select tipo_doc, numero_doc, anno from orders o where customer_id = 100001 and exists (select 1 from order_lines l where l.order_id = o.id and l.codice = 'OC90') order by data_documento desc, id desc`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(await ordersOf({ articolo: "oc90" })).toEqual(expected.map(orderKey));
    expect(await ordersOf({ articolo: "M120 oc-90" })).toEqual(expected.map(orderKey));
    expect(await ordersOf({ articolo: "ZZZNOTHING" })).toEqual([]);
  });

  it("filters by order number, order notes, line notes and date range exactly", async () => {
    // Digits match the number exactly, in every year (numbers restart each year).
    const [one] = await q<{ numero_doc: number; anno: number }>("select numero_doc, anno from orders where customer_id = 100001 order by id limit 1 offset 5");
    const sameNumber = await q("select tipo_doc, numero_doc, anno from orders where customer_id = 100001 and numero_doc = $1 order by data_documento desc, id desc", [one!.numero_doc]);
    expect(await ordersOf({ numeroOrdine: String(one!.numero_doc) })).toEqual(sameNumber.map((r) => orderKey(r as never)));
    expect(await ordersOf({ numeroOrdine: String(one!.numero_doc) })).toContain(`OW ${one!.numero_doc}/${one!.anno}`);
    // Anything else is looked for in the web order code.
    const code = `${one!.anno}-${String(one!.numero_doc).padStart(6, "0")}`;
    expect(await ordersOf({ numeroOrdine: code })).toEqual([`OW ${one!.numero_doc}/${one!.anno}`]);

    const notes = await q("select tipo_doc, numero_doc, anno from orders where customer_id = 100001 and (note_doc ilike '%ritiro%' or rif_ord_cli ilike '%ritiro%') order by data_documento desc, id desc");
    expect(notes.length).toBeGreaterThan(0);
    expect(await ordersOf({ notaOrdine: "RITIRO" })).toEqual(notes.map((r) => orderKey(r as never)));

    const lineNotes = await q(
      "select tipo_doc, numero_doc, anno from orders o where customer_id = 100001 and exists (select 1 from order_lines l where l.order_id = o.id and l.note_cliente ilike '%revisione%') order by data_documento desc, id desc",
    );
    expect(lineNotes.length).toBeGreaterThan(0);
    expect(await ordersOf({ notaRiga: "Revisione" })).toEqual(lineNotes.map((r) => orderKey(r as never)));

    const [range] = await q<{ lo: string; hi: string }>(
      "select to_char(min(d), 'YYYY-MM-DD') lo, to_char(min(d) + 40, 'YYYY-MM-DD') hi from (select (data_documento at time zone 'Europe/Rome')::date d from orders where customer_id = 100001) x",
    );
    const inRange = await q(
      "select tipo_doc, numero_doc, anno from orders where customer_id = 100001 and (data_documento at time zone 'Europe/Rome')::date between $1 and $2 order by data_documento desc, id desc",
      [range!.lo, range!.hi],
    );
    expect(inRange.length).toBeGreaterThan(0);
    expect(await ordersOf({ dataOrdineStart: range!.lo, dataOrdineEnd: range!.hi })).toEqual(inRange.map((r) => orderKey(r as never)));

    // Filters combine (AND).
    const both = await q(
      "select tipo_doc, numero_doc, anno from orders o where customer_id = 100001 and (data_documento at time zone 'Europe/Rome')::date >= $1 and exists (select 1 from order_lines l where l.order_id = o.id and l.codice = 'OC90') order by data_documento desc, id desc",
      [range!.hi],
    );
    expect(await ordersOf({ articolo: "OC90", dataOrdineStart: range!.hi })).toEqual(both.map((r) => orderKey(r as never)));
  });

  it("refuses malformed filters with an Italian message", async () => {
    const bad = await post("/v100/orders/lastOrdersPost?startFrom=0", rossi, { dataOrdineStart: "21/11/2026" });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).error).toContain("Data non valida");
    const reversed = await post("/v100/orders/lastOrdersPost?startFrom=0", rossi, { dataOrdineStart: "2026-05-01", dataOrdineEnd: "2026-04-01" });
    expectRefused(reversed, 400, "La data iniziale è successiva alla data finale");
    const injection = await ordersOf({ articolo: "%' or 1=1 --", notaOrdine: "_%" });
    expect(injection).toEqual([]);
  });

  it("never shows another customer's orders", async () => {
    const { items } = await all<OrderRow>((s) => get(`/v100/orders/lastOrders?startFrom=${s}`, bianchi));
    const mine = await q("select tipo_doc, numero_doc, anno from orders where customer_id = 100002 order by data_documento desc, id desc");
    expect(items.map(orderKey)).toEqual(mine.map((r) => orderKey(r as never)));
  });

  it("gives the lines of an order on demand, and 404 for another customer's order", async () => {
    const [o] = await q<{ id: number; numero_doc: number; anno: number }>(
      "select o.id, o.numero_doc, o.anno from orders o where customer_id = 100001 and exists (select 1 from missing_items m where m.order_id = o.id and m.closed_at is null) order by o.id limit 1",
    );
    expect(o).toBeDefined();
    const res = await post("/v100/orders/orderDetails", rossi, { tipoDoc: "OW", numeroDoc: o!.numero_doc, anno: o!.anno });
    expect(res.statusCode).toBe(200);
    const lines = body<{ riga: number; quantita: number; quantitaEvasa: number; quantitaDaEvadere: number; spedizioni: { numDdt: number; quantita: number }[]; dataConsegnaPrevista: string | null }[]>(res).data;
    const dbLines = await q<{ riga: number; qty: number; qty_evasa: number }>("select riga, qty, qty_evasa from order_lines where order_id = $1 order by riga", [o!.id]);
    expect(lines.map((l) => [l.riga, l.quantita, l.quantitaEvasa, l.quantitaDaEvadere])).toEqual(dbLines.map((l) => [l.riga, l.qty, l.qty_evasa, l.qty - l.qty_evasa]));
    // What shipped adds up to what is fulfilled; what is missing carries its forecast.
    for (const l of lines) expect(l.spedizioni.reduce((a, s) => a + s.quantita, 0)).toBe(l.quantitaEvasa);
    expect(lines.some((l) => l.quantitaDaEvadere > 0 && l.dataConsegnaPrevista !== null)).toBe(true);

    const other = await post("/v100/orders/orderDetails", bianchi, { tipoDoc: "OW", numeroDoc: o!.numero_doc, anno: o!.anno });
    expect(other.statusCode).toBe(404);
    expect(body(other).data).toBeNull();
    expect((await post("/v100/orders/orderDetails", rossi, { tipoDoc: "OW" })).statusCode).toBe(400);
  });

  it("gives each line's delivery notes oldest first as stored, and the forecast of an open missing item only", async () => {
    const [line] = await q<{ id: number; order_id: number; numero_doc: number; anno: number; riga: number; product_id: number }>(
      `select l.id, l.order_id, o.numero_doc, o.anno, l.riga, l.product_id from order_lines l join orders o on o.id = l.order_id
       where o.customer_id = 100001 and exists (select 1 from ddt_lines dl where dl.order_line_id = l.id)
         and not exists (select 1 from missing_items m where m.order_line_id = l.id) order by l.id limit 1`,
    );
    expect(line).toBeDefined();
    // A second, older delivery note for the same line: the answer must list it first.
    const [ddt] = await q<{ id: number }>(
      "insert into ddts (customer_id, destination_id, doc_type, num_ddt, anno, ship_date, net_total_cents) values (100001, 0, 'B103', 990001, 2020, '2020-01-02', 0) returning id",
    );
    await q(
      "insert into ddt_lines (ddt_id, riga, order_id, order_line_id, product_id, precodice, codice, description, qty, list_cents, net_unit_cents, line_total_cents) values ($1, 1, $2, $3, $4, 'X', 'Y', 'Z', 1, 0, 0, 0)",
      [ddt!.id, line!.order_id, line!.id, line!.product_id],
    );
    // Part of it still missing, expected on a given day.
    const [missing] = await q<{ id: number }>(
      `insert into missing_items (customer_id, destination_id, order_id, order_line_id, product_id, precodice, codice, description, qty, supplier_order, supplier_order_date, forecast_date)
       values (100001, 0, $1, $2, $3, 'X', 'Y', 'Z', 1, 'OF 2031/000001', '2031-05-01', '2031-05-06') returning id`,
      [line!.order_id, line!.id, line!.product_id],
    );
    const ident = { tipoDoc: "OW", numeroDoc: line!.numero_doc, anno: line!.anno };
    type Shipped = { idDoc: number; docType: string; numDdt: number; shipDate: string; quantita: number };
    const detailsOf = async () => {
      const res = await post("/v100/orders/orderDetails", rossi, ident);
      expect(res.statusCode, res.body).toBe(200);
      return body<{ riga: number; spedizioni: Shipped[]; dataConsegnaPrevista: string | null }[]>(res).data.find((l) => l.riga === line!.riga)!;
    };
    try {
      const expected = await q<Shipped>(
        `select d.id as "idDoc", d.doc_type as "docType", d.num_ddt as "numDdt", d.ship_date::text as "shipDate", dl.qty as quantita
         from ddt_lines dl join ddts d on d.id = dl.ddt_id where dl.order_line_id = $1 order by d.ship_date, d.id`,
        [line!.id],
      );
      expect(expected.length).toBeGreaterThanOrEqual(2);
      const shown = await detailsOf();
      expect(shown.spedizioni).toEqual(expected);
      expect(shown.spedizioni[0]!.idDoc).toBe(ddt!.id);
      expect(shown.dataConsegnaPrevista).toBe("2031-05-06");
      // Closed: what was missing arrived, so no forecast is shown any more.
      await q("update missing_items set closed_at = now() where id = $1", [missing!.id]);
      expect((await detailsOf()).dataConsegnaPrevista).toBeNull();
    } finally {
      await q("delete from ddt_lines where ddt_id = $1", [ddt!.id]);
      await q("delete from ddts where id = $1", [ddt!.id]);
      await q("delete from missing_items where id = $1", [missing!.id]);
    }
  });

  it("serves the order PDF: a real PDF with the order number, identical every time; 404 for another customer", async () => {
    const [o] = await q<{ numero_doc: number; anno: number }>("select numero_doc, anno from orders where customer_id = 100001 order by id desc limit 1");
    const url = `/v100/orders/orderDetails/pdf/OW/${o!.numero_doc}/${o!.anno}`;
    const res = await get(url, rossi);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`inline; filename="ordine-OW-${o!.numero_doc}-${o!.anno}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`OW ${o!.numero_doc}/${o!.anno}`);
    expect(text).toContain("Autofficina Rossi S.n.c.");
    expect(text).toContain("Conferma d'ordine");
    const again = await get(url, rossi);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);

    expect((await get(url, bianchi)).statusCode).toBe(404);
    expect((await get(`/v100/orders/orderDetails/pdf/OW/${o!.numero_doc}/abc`, rossi)).statusCode).toBe(400);
  });

  it("needs a session and a customer", async () => {
    expect((await get("/v100/orders/lastOrders")).statusCode).toBe(401);
    const staff = await get("/v100/orders/lastOrders?startFrom=0", admin);
    expect(staff.statusCode).toBe(403);
  });
});

type Missing = { id: number; codice: string; ordineClienteFull: string; dataConsegna: string | null; ragioneSoc: string | null; uIdCliente: number | null; deposito: string | null; dataOrdineFornitore: string | null; dataAggiornamento: string | null };

describe("missing list", () => {
  it("lists the customer's open missing items with the spec's fields, and nobody else's", async () => {
    const { items } = await all<Missing>((s) => get(`/v100/outofstock?startFrom=${s}`, rossi));
    const expected = await q<{ id: number }>("select id from missing_items where customer_id = 100001 and closed_at is null");
    expect(expected.length).toBeGreaterThan(0);
    expect(items.map((m) => m.id).sort((a, b) => a - b)).toEqual(expected.map((r) => r.id).sort((a, b) => a - b));
    for (const m of items) {
      expect(m).toMatchObject({ ragioneSoc: null, uIdCliente: null, deposito: null, dataOrdineFornitore: null });
      expect(m.ordineClienteFull).toMatch(/^OW \d+\/\d{4}$/);
      expect(m.dataAggiornamento).not.toBeNull();
    }
    expect(Object.keys(items[0]!)).toEqual(
      expect.arrayContaining(["codice", "descrArticolo", "quantita", "ordineClienteFull", "dataOrdineCliente", "dataConsegna", "dettaglioData", "ordineFornitoreFull", "dataOrdineFornitore", "numOrdCasaMadre", "idSollecito", "noteClienteRigaOrdine", "ragioneSoc", "uIdCliente", "deposito", "dataAggiornamento"]),
    );
  });

  it("shows ADMIN every customer's items with company name, customer number, supplier order date and warehouse", async () => {
    const { items } = await all<Missing>((s) => get(`/v100/outofstock?startFrom=${s}`, admin));
    const [{ n }] = (await q<{ n: number }>("select count(*)::int n from missing_items where closed_at is null")) as [{ n: number }];
    expect(items).toHaveLength(n);
    expect(new Set(items.map((m) => m.uIdCliente)).size).toBeGreaterThan(1);
    for (const m of items) {
      expect(m.ragioneSoc).toEqual(expect.any(String));
      expect(m.deposito).toMatch(/^0[13]$/);
      expect(m.dataOrdineFornitore).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("shows a salesman not acting for a customer the items of the customers assigned to them, with the extra fields", async () => {
    const { items } = await all<Missing>((s) => get(`/v100/outofstock?startFrom=${s}`, verdi));
    const expected = await q<{ id: number }>("select id from missing_items where customer_id in (100001, 100002) and closed_at is null");
    expect(expected.length).toBeGreaterThan(0);
    expect(items.map((m) => m.id).sort((a, b) => a - b)).toEqual(expected.map((r) => r.id).sort((a, b) => a - b));
    expect(items.every((m) => m.ragioneSoc !== null && (m.uIdCliente === 100001 || m.uIdCliente === 100002))).toBe(true);
  });
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
