// The only place that touches carts, cart lines, the order counter, and (for checkout) orders,
// order lines, the order outbox and applied offline mutations. Functions taking `ex` run on the
// database or inside the caller's transaction.
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { cartLines, carts, orderCounters } from "../../db/schema/cart";
import { orderLines, orderOutbox, orders } from "../../db/schema/orders";
import { appliedMutations } from "../../db/schema/identity";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Exec = Db | Tx;
export type CartRecord = typeof carts.$inferSelect;
export type CartLineRecord = typeof cartLines.$inferSelect;
export type OrderRecord = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, "id" | "numeroDoc" | "webOrderCode">;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, "id" | "orderId">;

/** The PostgreSQL error code of a unique violation, wherever the driver or drizzle put it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

export function cartRepo(db: Db) {
  return {
    db,

    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    async findOpenCart(ex: Exec, userId: number, customerId: number): Promise<CartRecord | undefined> {
      const rows = await ex
        .select()
        .from(carts)
        .where(and(eq(carts.userId, userId), eq(carts.customerId, customerId), eq(carts.status, "OPEN")))
        .limit(1);
      return rows[0];
    },

    async findCart(ex: Exec, cartId: number): Promise<CartRecord | undefined> {
      const rows = await ex.select().from(carts).where(eq(carts.id, cartId)).limit(1);
      return rows[0];
    },

    /** Creates the open cart unless one exists (two first visits at once make one cart). */
    async createOpenCart(ex: Exec, userId: number, customerId: number): Promise<void> {
      await ex
        .insert(carts)
        .values({ userId, customerId })
        .onConflictDoNothing({ target: [carts.userId, carts.customerId], where: sql`status = 'OPEN'` });
    },

    /** Locks the open cart row (FOR UPDATE): concurrent edits and checkouts of it wait their turn. */
    async lockOpenCart(tx: Tx, userId: number, customerId: number): Promise<CartRecord | undefined> {
      const rows = await tx
        .select()
        .from(carts)
        .where(and(eq(carts.userId, userId), eq(carts.customerId, customerId), eq(carts.status, "OPEN")))
        .for("update")
        .limit(1);
      return rows[0];
    },

    async lockCart(tx: Tx, cartId: number): Promise<CartRecord | undefined> {
      const rows = await tx.select().from(carts).where(eq(carts.id, cartId)).for("update").limit(1);
      return rows[0];
    },

    async lines(ex: Exec, cartId: number): Promise<CartLineRecord[]> {
      return ex.select().from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(asc(cartLines.addedAt), asc(cartLines.id));
    },

    async insertLine(tx: Tx, line: typeof cartLines.$inferInsert): Promise<void> {
      await tx.insert(cartLines).values(line);
    },

    async updateLine(tx: Tx, lineId: number, set: Partial<Pick<CartLineRecord, "qty" | "noteCliente" | "seenNetCents" | "description">>): Promise<void> {
      await tx.update(cartLines).set(set).where(eq(cartLines.id, lineId));
    },

    async deleteLine(tx: Tx, lineId: number): Promise<void> {
      await tx.delete(cartLines).where(eq(cartLines.id, lineId));
    },

    async deleteAllLines(tx: Tx, cartId: number): Promise<void> {
      await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
    },

    async updateCart(tx: Tx, cartId: number, set: Partial<Pick<CartRecord, "notes" | "rifOrdCli" | "priority">>): Promise<void> {
      await tx
        .update(carts)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(carts.id, cartId));
    },

    async markOrdered(tx: Tx, cartId: number): Promise<void> {
      await tx.update(carts).set({ status: "ORDERED", orderedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(carts.id, cartId));
    },

    async findMutation(ex: Exec, mutationId: string): Promise<{ userId: number; result: unknown } | undefined> {
      const rows = await ex
        .select({ userId: appliedMutations.userId, result: appliedMutations.result })
        .from(appliedMutations)
        .where(eq(appliedMutations.mutationId, mutationId))
        .limit(1);
      return rows[0];
    },

    async recordMutation(tx: Tx, mutationId: string, userId: number, result: Record<string, unknown>): Promise<void> {
      await tx.insert(appliedMutations).values({ mutationId, userId, result });
    },

    /**
     * The next number of a document type in a year. The counter row is locked by the upsert until
     * the transaction ends; it starts above any number already present (orders loaded from the ERP
     * or the demo history), so it never collides with them.
     */
    async nextOrderNumber(tx: Tx, tipoDoc: string, anno: number): Promise<number> {
      const existing = sql`(select coalesce(max(${orders.numeroDoc}), 0) from ${orders} where ${orders.tipoDoc} = ${tipoDoc} and ${orders.anno} = ${anno})`;
      const rows = await tx
        .insert(orderCounters)
        .values({ tipoDoc, anno, last: sql`${existing} + 1` })
        .onConflictDoUpdate({
          target: [orderCounters.tipoDoc, orderCounters.anno],
          set: { last: sql`greatest(${orderCounters.last}, ${existing}) + 1` },
        })
        .returning({ last: orderCounters.last });
      return rows[0]!.last;
    },

    async insertOrder(tx: Tx, order: NewOrder & { numeroDoc: number; webOrderCode: string }, lines: NewOrderLine[]): Promise<OrderRecord> {
      const [created] = await tx.insert(orders).values(order).returning();
      if (!created) throw new Error("ordine non creato");
      if (lines.length) await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: created.id })));
      await tx.insert(orderOutbox).values({ orderId: created.id });
      return created;
    },

    async orderByCart(ex: Exec, cartId: number): Promise<OrderRecord | undefined> {
      const rows = await ex.select().from(orders).where(eq(orders.cartId, cartId)).limit(1);
      return rows[0];
    },

    async orderByKey(ex: Exec, customerId: number, key: string): Promise<OrderRecord | undefined> {
      const rows = await ex
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)))
        .limit(1);
      return rows[0];
    },

    /** The cart of this user and customer ordered most recently after `since`, if any. */
    async recentlyOrderedCart(ex: Exec, userId: number, customerId: number, since: Date): Promise<CartRecord | undefined> {
      const rows = await ex
        .select()
        .from(carts)
        .where(and(eq(carts.userId, userId), eq(carts.customerId, customerId), eq(carts.status, "ORDERED"), gt(carts.orderedAt, since)))
        .orderBy(desc(carts.orderedAt))
        .limit(1);
      return rows[0];
    },
  };
}

export type CartRepo = ReturnType<typeof cartRepo>;
