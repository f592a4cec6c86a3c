// The only place that reads orders for the history: orders and lines of one customer (and
// destination), with what shipped them (DDT lines) and what is still missing.
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { inWindow, type PageWindow } from "../../db/paging";
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

/** What a list row shows of an order (select list of the order lists). */
const listColumns = {
  id: orders.id,
  tipoDoc: orders.tipoDoc,
  numeroDoc: orders.numeroDoc,
  anno: orders.anno,
  dataDocumento: orders.dataDocumento,
  noteDoc: orders.noteDoc,
  rifOrdCli: orders.rifOrdCli,
  webOrderCode: orders.webOrderCode,
  status: orders.status,
  priority: orders.priority,
  netTotalCents: orders.netTotalCents,
  depositTotalCents: orders.depositTotalCents,
  service: orders.service,
  tracking: orders.tracking,
  parcelNumber: orders.parcelNumber,
  dataShipped: orders.dataShipped,
  dataEstimatedDelivery: orders.dataEstimatedDelivery,
  // The lines' figures in one pass over the order's lines (one subquery, not one per figure).
  lineFigures: sql<LineFigures>`(select json_build_object('righe', count(*), 'quantita', coalesce(sum(l.qty), 0),
    'quantitaEvasa', coalesce(sum(least(l.qty_evasa, l.qty)), 0)) from ${orderLines} l where l.order_id = ${ORDER_ID})`,
};
interface LineFigures {
  righe: number;
  quantita: number;
  quantitaEvasa: number;
}
/** A list row with the lines' figures as columns of their own. */
function withFigures<R extends { lineFigures: LineFigures }>(rows: R[]): (Omit<R, "lineFigures"> & LineFigures)[] {
  return rows.map(({ lineFigures, ...row }) => ({ ...row, ...lineFigures }));
}

const noFilter = (f: Partial<OrderFilterParsed>) => !f.articolo && !f.numeroOrdine && !f.notaOrdine && !f.dataOrdineStart && !f.dataOrdineEnd && !f.notaRiga;

export function ordersRepo(db: Db) {
  const listQuery = (where: SQL | undefined) => db.select(listColumns).from(orders).where(where).orderBy(desc(orders.dataDocumento), desc(orders.id)).$dynamic();
  // The history's pages without a filter (every visit of the order list): built once, named
  // prepared statements (db/named-statement.ts says why); the same query as the filtered ones.
  const ph = sql.placeholder;
  const page = (where: SQL | undefined, name: string) => listQuery(where).limit(ph("limit")).offset(ph("offset")).prepare(name);
  const customerPage = page(eq(orders.customerId, ph("customerId")), "orders_page");
  const destinationPage = page(and(eq(orders.customerId, ph("customerId")), eq(orders.destinationId, ph("destinationId"))), "orders_page_dest");

  return {
    async list(scope: CustomerScope, f: Partial<OrderFilterParsed>, window: PageWindow) {
      if (noFilter(f)) {
        const values = { customerId: scope.customerId, destinationId: scope.destinationId, limit: window.limit, offset: window.offset };
        return withFigures(await (scope.destinationId === null ? customerPage : destinationPage).execute(values));
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
      return withFigures(await inWindow(listQuery(and(...where)), window));
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
