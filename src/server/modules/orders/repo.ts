// The only place that reads orders for the history: orders and lines of one customer (and
// destination), with what shipped them (DDT lines) and what is still missing. Plain rows read by
// name through named statements (db/named-statement.ts), each answer one round trip.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { poolOf, type Db } from "../../db/connection";
import type { PageWindow } from "../../db/paging";
import { namedStatement, queryBuilt, queryNamed } from "../../db/named-statement";
import { orderLines, orders } from "../../db/schema/orders";
import { ddtLines, ddts } from "../../db/schema/documents";
import { missingItems } from "../../db/schema/missing";
import { customers } from "../../db/schema/identity";
import { orderLinePromises } from "../../db/schema/delivery-promises";
import type { PdfCustomer } from "../../lib/pdf-layout";
import type { PromiseLine, PromiseOrder } from "./promises";
import { articleWhere } from "../../db/code-match";
import { containsPattern, inScope, type CustomerScope } from "../../lib/customer-scope";
import type { OrderFilterParsed, OrderIdent } from "../../../shared/contract/orders";

/** The order number filter: digits match the number exactly, anything else the web order code. */
export function orderNumberWhere(text: string): SQL {
  return /^\d+$/.test(text) ? eq(orders.numeroDoc, Number(text)) : sql`${orders.webOrderCode} ilike ${containsPattern(text)}`;
}

const ph = sql.placeholder;
const romeDay = sql`(${orders.dataDocumento} at time zone 'Europe/Rome')::date`;
// Qualified by hand: drizzle leaves select-list columns unqualified, and inside a correlated
// subquery an unqualified "id" would be the subquery's own.
const ORDER_ID = sql.raw(`"orders"."id"`);

/** What a list row shows of an order, with its lines' figures. */
export interface OrderListRow {
  id: number;
  tipoDoc: string;
  numeroDoc: number;
  anno: number;
  dataDocumento: Date;
  noteDoc: string;
  rifOrdCli: string;
  webOrderCode: string;
  status: (typeof orders.$inferSelect)["status"];
  priority: boolean;
  netTotalCents: number;
  depositTotalCents: number;
  service: string | null;
  tracking: string | null;
  parcelNumber: string | null;
  dataShipped: Date | null;
  dataEstimatedDelivery: Date | null;
  righe: number;
  quantita: number;
  quantitaEvasa: number;
}

/**
 * A page of the orders matching `where`, newest first, each with its lines' figures (one pass over
 * its lines). Plain rows named as OrderListRow and parsed by pg (queryNamed): drizzle's mapping of
 * the 21 rows of a page cost 0.26 ms of Node CPU, these 0.16 (BENCHMARKS.md, session 27).
 */
const pageOf = (where: SQL | undefined, limit: unknown, offset: unknown) => sql`select o.id, o.tipo_doc as "tipoDoc", o.numero_doc as "numeroDoc",
    o.anno, o.data_documento as "dataDocumento", o.note_doc as "noteDoc", o.rif_ord_cli as "rifOrdCli", o.web_order_code as "webOrderCode",
    o.status, o.priority, o.net_total_cents as "netTotalCents", o.deposit_total_cents as "depositTotalCents", o.service, o.tracking,
    o.parcel_number as "parcelNumber", o.data_shipped as "dataShipped", o.data_estimated_delivery as "dataEstimatedDelivery",
    f.righe::int as righe, f.quantita::int as quantita, f.evasa::int as "quantitaEvasa"
  from (select * from ${orders} where ${where ?? sql`true`} order by ${orders.dataDocumento} desc, ${orders.id} desc limit ${limit} offset ${offset}) o
  cross join lateral (select count(*) as righe, coalesce(sum(l.qty), 0) as quantita, coalesce(sum(least(l.qty_evasa, l.qty)), 0) as evasa
    from ${orderLines} l where l.order_id = o.id) f
  order by o.data_documento desc, o.id desc`;

/**
 * An order of the scope by its number: inScope's condition (lib/customer-scope.ts) with
 * placeholders, a null destinationId meaning every destination of the customer.
 */
const ORDER_IN_SCOPE = sql`o.tipo_doc = ${ph("tipoDoc")} and o.numero_doc = ${ph("numeroDoc")} and o.anno = ${ph("anno")}
  and o.customer_id = ${ph("customerId")} and (${ph("destinationId")}::int is null or o.destination_id = ${ph("destinationId")})`;

/** An order line as stored, named as drizzle names its columns. */
const LINE_COLUMNS = sql`l.riga, l.precodice, l.codice, l.description, l.qty, l.qty_evasa as "qtyEvasa", l.list_cents as "listCents",
    l.discount_chain as "discountChain", l.net_unit_cents as "netUnitCents", l.line_total_cents as "lineTotalCents",
    l.deposit_unit_cents as "depositUnitCents", l.note_cliente as "noteCliente"`;

/** An order line of the details: its DDTs (oldest first) and the forecast of what is missing. */
export interface OrderDetailRow {
  riga: number | null; // null: the order is there, without lines
  precodice: string;
  codice: string;
  description: string;
  qty: number;
  qtyEvasa: number;
  listCents: number;
  discountChain: string;
  netUnitCents: number;
  lineTotalCents: number;
  depositUnitCents: number;
  noteCliente: string;
  shipments: { idDoc: number; docType: string; numDdt: number; shipDate: string; qty: number }[];
  forecastDate: string | null;
}

/**
 * The details in one statement (one round trip instead of three: the order, its lines, then their
 * DDTs and missing items; BENCHMARKS.md, session 29). No row: no such order in the scope.
 */
const DETAILS = namedStatement(
  "order_details",
  sql`select ${LINE_COLUMNS},
    coalesce((select json_agg(json_build_object('idDoc', d.id, 'docType', d.doc_type, 'numDdt', d.num_ddt, 'shipDate', d.ship_date, 'qty', dl.qty)
      order by d.ship_date, d.id) from ${ddtLines} dl join ${ddts} d on d.id = dl.ddt_id where dl.order_line_id = l.id), '[]') as shipments,
    (select m.forecast_date::text from ${missingItems} m where m.order_line_id = l.id and m.closed_at is null) as "forecastDate"
  from ${orders} o left join ${orderLines} l on l.order_id = o.id
  where ${ORDER_IN_SCOPE}
  order by l.riga`,
);

/** An order with its customer's address block and its lines, for the PDF and the delivery promises. */
export interface OrderWithLines extends PromiseOrder {
  tipoDoc: string;
  numeroDoc: number;
  anno: number;
  webOrderCode: string;
  noteDoc: string;
  rifOrdCli: string;
  priority: boolean;
  netTotalCents: number;
  depositTotalCents: number;
  customerId: number;
  destinationId: number;
  customer: PdfCustomer | null;
  lines: (PromiseLine & Omit<OrderDetailRow, "riga" | "shipments" | "forecastDate"> & { riga: number; promise: string | null })[];
}

/** One statement: the order, its customer and its lines with the promise stored for each (null: not computed yet). */
const WITH_LINES = namedStatement(
  "order_with_lines",
  sql`select o.id, o.tipo_doc as "tipoDoc", o.numero_doc as "numeroDoc", o.anno, o.data_documento as "dataDocumento", o.warehouse,
    o.web_order_code as "webOrderCode", o.note_doc as "noteDoc", o.rif_ord_cli as "rifOrdCli", o.priority, o.net_total_cents as "netTotalCents",
    o.deposit_total_cents as "depositTotalCents", o.customer_id as "customerId", o.destination_id as "destinationId",
    (select json_build_object('id', c.id, 'businessName', c.business_name, 'address', c.address, 'zip', c.zip, 'city', c.city,
      'province', c.province, 'vatNumber', c.vat_number) from ${customers} c where c.id = o.customer_id) as customer,
    coalesce((select json_agg(json_build_object('id', l.id, 'productId', l.product_id, 'riga', l.riga, 'precodice', l.precodice, 'codice', l.codice,
      'description', l.description, 'qty', l.qty, 'qtyEvasa', l.qty_evasa, 'listCents', l.list_cents, 'discountChain', l.discount_chain,
      'netUnitCents', l.net_unit_cents, 'lineTotalCents', l.line_total_cents, 'depositUnitCents', l.deposit_unit_cents,
      'noteCliente', l.note_cliente, 'promise', p.text) order by l.riga)
      from ${orderLines} l left join ${orderLinePromises} p on p.order_line_id = l.id where l.order_id = o.id), '[]') as lines
  from ${orders} o
  where ${ORDER_IN_SCOPE}`,
);

const noFilter = (f: Partial<OrderFilterParsed>) => !f.articolo && !f.numeroOrdine && !f.notaOrdine && !f.dataOrdineStart && !f.dataOrdineEnd && !f.notaRiga;

// The history's pages without a filter (every visit of the order list): built once, named
// prepared statements (db/named-statement.ts says why); the same query as the filtered ones.
const CUSTOMER_PAGE = namedStatement("orders_page", pageOf(eq(orders.customerId, ph("customerId")), ph("limit"), ph("offset")));
const DESTINATION_PAGE = namedStatement(
  "orders_page_dest",
  pageOf(and(eq(orders.customerId, ph("customerId")), eq(orders.destinationId, ph("destinationId"))), ph("limit"), ph("offset")),
);

export function ordersRepo(db: Db) {
  const pool = poolOf(db);
  return {
    async list(scope: CustomerScope, f: Partial<OrderFilterParsed>, window: PageWindow): Promise<OrderListRow[]> {
      if (noFilter(f)) {
        const values = { customerId: scope.customerId, destinationId: scope.destinationId, limit: window.limit, offset: window.offset };
        return queryNamed<OrderListRow>(pool, scope.destinationId === null ? CUSTOMER_PAGE : DESTINATION_PAGE, values);
      }
      const where: SQL[] = [inScope(scope, orders)];
      if (f.articolo) {
        where.push(sql`exists (select 1 from ${orderLines} x where x.order_id = ${ORDER_ID} and ${articleWhere(sql`x.precodice`, sql`x.codice`, f.articolo)})`);
      }
      if (f.numeroOrdine) where.push(orderNumberWhere(f.numeroOrdine));
      if (f.notaOrdine) {
        const p = containsPattern(f.notaOrdine);
        where.push(sql`(${orders.noteDoc} ilike ${p} or ${orders.rifOrdCli} ilike ${p})`);
      }
      if (f.dataOrdineStart) where.push(sql`${romeDay} >= ${f.dataOrdineStart}::date`);
      if (f.dataOrdineEnd) where.push(sql`${romeDay} <= ${f.dataOrdineEnd}::date`);
      if (f.notaRiga) {
        where.push(sql`exists (select 1 from ${orderLines} x where x.order_id = ${ORDER_ID} and x.note_cliente ilike ${containsPattern(f.notaRiga)})`);
      }
      return queryBuilt<OrderListRow>(pool, pageOf(and(...where), window.limit, window.offset));
    },

    /** The lines of the order `ident` in the scope, with what shipped them and the missing forecast; [] when it is not there. */
    async details(scope: CustomerScope, ident: OrderIdent): Promise<OrderDetailRow[]> {
      return queryNamed<OrderDetailRow>(pool, DETAILS, { ...scope, ...ident });
    },

    /** The order `ident` in the scope, with its customer and its lines (each with its stored delivery promise). */
    async withLines(scope: CustomerScope, ident: OrderIdent): Promise<OrderWithLines | undefined> {
      return (await queryNamed<OrderWithLines>(pool, WITH_LINES, { ...scope, ...ident }))[0];
    },
  };
}

export type OrdersRepo = ReturnType<typeof ordersRepo>;
