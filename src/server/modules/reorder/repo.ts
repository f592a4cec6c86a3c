// The only place the reorder module reads tables: the customer's order lines (last purchase of each
// part, the lines of one order), the substitutes of products (also of those gone from the
// catalogue, which the catalogue service no longer answers) and the open missing lines. Every
// query is scoped to the customer (and destination, for users restricted to theirs).
import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { orderLines, orders } from "../../db/schema/orders";
import { missingItems } from "../../db/schema/missing";
import { inScope, type CustomerScope } from "../../lib/customer-scope";
import type { OrderIdent } from "../../../shared/contract/orders";

export interface LastPurchase {
  productId: number;
  at: Date;
  qty: number;
}

export interface SubstituteRef {
  productId: number;
  precodice: string;
  codice: string;
}

/**
 * The last order line of each part the customer ordered. The customer's orders are read by their
 * index and each order's lines by theirs (a lateral sub-select kept apart by "offset 0": a
 * parameterised scan per order), so the cost follows this customer's history, never the table's:
 * as a plain join PostgreSQL read every customer's lines to hash them (21 ms at 82,000 lines against
 * 7 ms this way for a customer with 705 orders, BENCHMARKS.md session 26).
 */
export function lastPurchasesQuery(scope: CustomerScope, limit: number): SQL {
  const dest = scope.destinationId === null ? sql`` : sql` and o.destination_id = ${scope.destinationId}`;
  return sql`
    select product_id, at, qty from (
      select distinct on (ol.product_id) ol.product_id, o.data_documento as at, ol.qty, o.id as order_id
      from orders o
      cross join lateral (select l.product_id, l.qty, l.riga from order_lines l where l.order_id = o.id offset 0) ol
      where o.customer_id = ${scope.customerId}${dest} and o.status <> 'CANCELLED'
      order by ol.product_id, o.data_documento desc, o.id desc, ol.riga desc
    ) last order by at desc, order_id desc, product_id limit ${limit}`;
}

export function reorderRepo(db: Db) {
  return {
    /** The last order line of each part the customer ordered, newest first (cancelled orders left out). */
    async lastPurchases(scope: CustomerScope, limit: number): Promise<LastPurchase[]> {
      const res = await db.execute<{ product_id: number; at: Date | string; qty: number }>(lastPurchasesQuery(scope, limit));
      return res.rows.map((r) => ({ productId: Number(r.product_id), at: new Date(r.at), qty: Number(r.qty) }));
    },

    /** The order named by its number, only within the customer's scope; null otherwise. */
    async orderLines(scope: CustomerScope, ident: OrderIdent) {
      const found = await db
        .select({ id: orders.id, webOrderCode: orders.webOrderCode })
        .from(orders)
        .where(and(inScope(scope, orders), eq(orders.tipoDoc, ident.tipoDoc), eq(orders.numeroDoc, ident.numeroDoc), eq(orders.anno, ident.anno), ne(orders.status, "CANCELLED")))
        .limit(1);
      const order = found[0];
      if (!order) return null;
      const lines = await db
        .select({ riga: orderLines.riga, productId: orderLines.productId, precodice: orderLines.precodice, codice: orderLines.codice, description: orderLines.description, qty: orderLines.qty, noteCliente: orderLines.noteCliente })
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(asc(orderLines.riga));
      return { ...order, lines };
    },

    /**
     * The substitutes of products, whatever their state today: the product's codiceSostituente (same
     * prefix) and its SOSTITUITO suggestions. The catalogue service then says which are orderable.
     */
    async substitutes(productIds: number[]): Promise<SubstituteRef[]> {
      if (!productIds.length) return [];
      const res = await db.execute<{ product_id: number; precodice: string; codice: string }>(sql`
        select p.id as product_id, p.precodice, p.codice_sostituente as codice from products p
          where p.id = any(${sql.param(productIds)}::int[]) and coalesce(p.codice_sostituente, '') <> ''
        union
        select ps.product_id, sp.precodice, sp.codice from product_suggestions ps join products sp on sp.id = ps.suggested_product_id
          where ps.product_id = any(${sql.param(productIds)}::int[]) and ps.decoding_type = 'SOSTITUITO'
        order by 1, 2, 3`);
      return res.rows.map((r) => ({ productId: Number(r.product_id), precodice: r.precodice, codice: r.codice }));
    },

    /** The open missing lines of the customer (and destination). */
    async openMissing(scope: CustomerScope, ids?: number[]) {
      const where: SQL[] = [isNull(missingItems.closedAt), eq(missingItems.customerId, scope.customerId)];
      if (scope.destinationId !== null) where.push(eq(missingItems.destinationId, scope.destinationId));
      if (ids) where.push(inArray(missingItems.id, ids));
      return db
        .select({ id: missingItems.id, productId: missingItems.productId, precodice: missingItems.precodice, codice: missingItems.codice, qty: missingItems.qty })
        .from(missingItems)
        .where(and(...where))
        .orderBy(desc(missingItems.id))
        .limit(500);
    },
  };
}

export type ReorderRepo = ReturnType<typeof reorderRepo>;
