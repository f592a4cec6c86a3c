// The only place that reads orders for the history: orders and lines of one customer (and
// destination), with what shipped them (DDT lines) and what is still missing.
import { and, asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { poolOf, type Db } from "../../db/connection";
import type { PageWindow } from "../../db/paging";
import { namedStatement, queryBuilt, queryNamed } from "../../db/named-statement";
import { orderLines, orders } from "../../db/schema/orders";
import { ddtLines, ddts } from "../../db/schema/documents";
import { missingItems } from "../../db/schema/missing";
import { customers } from "../../db/schema/identity";
import { articleWhere } from "../../db/code-match";
import { containsPattern, inScope, type CustomerScope } from "../../lib/customer-scope";
import type { OrderFilterParsed } from "../../../shared/contract/orders";

/** The order number filter: digits match the number exactly, anything else the web order code. */
export function orderNumberWhere(text: string): SQL {
  return /^\d+$/.test(text) ? eq(orders.numeroDoc, Number(text)) : sql`${orders.webOrderCode} ilike ${containsPattern(text)}`;
}

const romeDay = sql`(${orders.dataDocumento} at time zone 'Europe/Rome')::date`;
// Qualified by hand: drizzle leaves select-list columns unqualified, and inside a correlated
// subquery an unqualified "id" would be the subquery's own.
const ORDER_ID = sql.raw(`"orders"."id"`);

/** The delivery note that shipped (part of) an order line. */
const shipmentColumns = {
  orderLineId: ddtLines.orderLineId,
  qty: ddtLines.qty,
  idDoc: ddts.id,
  docType: ddts.docType,
  numDdt: ddts.numDdt,
  shipDate: ddts.shipDate,
};

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

const noFilter = (f: Partial<OrderFilterParsed>) => !f.articolo && !f.numeroOrdine && !f.notaOrdine && !f.dataOrdineStart && !f.dataOrdineEnd && !f.notaRiga;

// The history's pages without a filter (every visit of the order list): built once, named
// prepared statements (db/named-statement.ts says why); the same query as the filtered ones.
const ph = sql.placeholder;
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

    async find(scope: CustomerScope, tipoDoc: string, numeroDoc: number, anno: number) {
      const rows = await db
        .select()
        .from(orders)
        .where(and(inScope(scope, orders), eq(orders.tipoDoc, tipoDoc), eq(orders.numeroDoc, numeroDoc), eq(orders.anno, anno)))
        .limit(1);
      return rows[0];
    },

    async lines(orderId: number) {
      return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.riga));
    },

    async shipments(orderLineIds: number[]) {
      if (orderLineIds.length === 0) return [];
      return db
        .select(shipmentColumns)
        .from(ddtLines)
        .innerJoin(ddts, eq(ddts.id, ddtLines.ddtId))
        .where(inArray(ddtLines.orderLineId, orderLineIds))
        .orderBy(asc(ddts.shipDate), asc(ddts.id));
    },

    async openMissing(orderLineIds: number[]) {
      if (orderLineIds.length === 0) return [];
      return db
        .select({ orderLineId: missingItems.orderLineId, forecastDate: missingItems.forecastDate })
        .from(missingItems)
        .where(and(inArray(missingItems.orderLineId, orderLineIds), isNull(missingItems.closedAt)));
    },

    async customer(customerId: number) {
      const rows = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
      return rows[0];
    },
  };
}

export type OrdersRepo = ReturnType<typeof ordersRepo>;
