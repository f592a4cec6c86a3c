// Order history: the paged list, its filters, an order's lines and delivery notes, the order PDF, on the
// demo history. Every expectation about "what matches" is computed independently with SQL on the same database.
import { beforeAll, describe, expect, it } from "vitest";
import { body } from "./helpers/test-app";
import { expectRefused } from "./helpers/http";
import { setupTestApp } from "./helpers/setup-test-app";
import { pdfText } from "./helpers/pdf-text";
import { all, orderKey, type OrderRow } from "./helpers/orders";
import { ORDERS_PAGE_SIZE } from "../../src/shared/rules/limits";

const { q, get, post, loginAs } = setupTestApp();
let rossi: string;
let bianchi: string;
let admin: string;

beforeAll(async () => {
  [rossi, bianchi, admin] = await Promise.all([loginAs("officina.rossi"), loginAs("officina.bianchi"), loginAs("admin")]);
});

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
