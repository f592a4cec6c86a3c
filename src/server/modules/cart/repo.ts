// The only place that touches carts, cart lines and applied offline mutations (the reads of one
// statement are in state-repo.ts; a sent order's tables belong to the orders module). Functions
// taking `ex` run on the database or inside the caller's transaction.
//
// One concurrency model (docs/decisions/0035-one-cart-rule.md): every write of a cart runs in a
// transaction holding the cart's row lock (SELECT … FOR UPDATE), so edits and checkouts of one cart
// take turns and all land (decision 0020); every change bumps the version, which only tells a step
// that decided from an earlier unlocked read whether the cart is still what it read.
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connection";
import type { Exec, Tx } from "../../db/tx";
import { namedStatement, runNamed } from "../../db/named-statement";
import { cartLines, carts } from "../../db/schema/cart";
import { appliedMutations } from "../../db/schema/identity";
import { cartStateRepo, type LineState } from "./state-repo";

export type { Exec, Tx } from "../../db/tx";
export type { CartState, LineState } from "./state-repo";
export type CartRecord = typeof carts.$inferSelect;
export type CartLineRecord = typeof cartLines.$inferSelect;

/** A line written by addToCart under the cart's lock. */
export interface LineWrite extends Omit<LineState, "id"> {
  cartId: number;
}

const ON_CONFLICT_SET = sql`on conflict (cart_id, product_id) do update set qty = excluded.qty, note_cliente = excluded.note_cliente,
  seen_net_cents = excluded.seen_net_cents, description = excluded.description`;

/**
 * addToCart's write (putLineAtVersion), built once as a named prepared statement: the cart row
 * updated only at the version read, then the line, and with a mutation id its record.
 */
const putLineAtVersion = (mutation: SQL) => {
  const p = sql.placeholder;
  return sql`with c as (update carts set updated_at = now(), version = version + 1
      where id = ${p("cartId")} and status = 'OPEN' and version = ${p("version")} returning id),
    l as (insert into cart_lines (cart_id, product_id, precodice, codice, description, qty, note_cliente, seen_net_cents)
      select c.id, ${p("productId")}, ${p("precodice")}, ${p("codice")}, ${p("description")}, ${p("qty")}, ${p("noteCliente")}, ${p("seenNetCents")} from c
      ${ON_CONFLICT_SET} returning id)${mutation}
    select (select id from l) as id`;
};
const PUT_LINE_AT_VERSION = namedStatement("cart_put", putLineAtVersion(sql``));
const PUT_LINE_AT_VERSION_M = namedStatement(
  "cart_put_m",
  putLineAtVersion(sql`, m as (insert into applied_mutations (mutation_id, user_id, result)
      select ${sql.placeholder("mutationId")}, ${sql.placeholder("mutationUserId")}, json_build_object('action', 'cart.add', 'cId', c.id)::jsonb from c)`),
);

export function cartRepo(db: Db) {
  return {
    db,
    ...cartStateRepo(db),

    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
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

    /** Locks a cart row by id (checkout): the version read under the lock says whether it changed. */
    async lockCart(tx: Tx, cartId: number): Promise<CartRecord | undefined> {
      const rows = await tx.select().from(carts).where(eq(carts.id, cartId)).for("update").limit(1);
      return rows[0];
    },

    async lines(ex: Exec, cartId: number): Promise<CartLineRecord[]> {
      return ex.select().from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(asc(cartLines.addedAt), asc(cartLines.id));
    },

    /**
     * Sets one line of the locked cart (inserted, or updated when the product is in the cart) to
     * the quantity computed under the lock; answers the line's id.
     */
    async putLine(tx: Tx, w: LineWrite): Promise<number> {
      const res = await tx.execute<{ id: number }>(
        sql`insert into cart_lines (cart_id, product_id, precodice, codice, description, qty, note_cliente, seen_net_cents)
          values (${w.cartId}, ${w.productId}, ${w.precodice}, ${w.codice}, ${w.description}, ${w.qty}, ${w.noteCliente}, ${w.seenNetCents})
          ${ON_CONFLICT_SET} returning id`,
      );
      return res.rows[0]!.id;
    },

    /**
     * addToCart's write in one statement, applied only when the open cart is still at `version`
     * (what the unlocked read saw, so the line was computed from the lines as they are): the cart
     * row is updated first, which takes its row lock as SELECT … FOR UPDATE does (a concurrent
     * writer waits, and a writer that got there first changed the version, so this applies to
     * nothing); then the line, and with a mutation id its record. Answers the line's id, or null
     * when the cart changed or is no longer open (the caller then takes the locked path).
     */
    async putLineAtVersion(ex: Exec, w: LineWrite & { version: number; mutation?: { id: string; userId: number } }): Promise<number | null> {
      const values = {
        cartId: w.cartId,
        version: w.version,
        productId: w.productId,
        precodice: w.precodice,
        codice: w.codice,
        description: w.description,
        qty: w.qty,
        noteCliente: w.noteCliente,
        seenNetCents: w.seenNetCents,
      };
      const rows = w.mutation
        ? await runNamed<{ id: number | null }>(ex, PUT_LINE_AT_VERSION_M, { ...values, mutationId: w.mutation.id, mutationUserId: w.mutation.userId })
        : await runNamed<{ id: number | null }>(ex, PUT_LINE_AT_VERSION, values);
      return rows[0]?.id ?? null;
    },

    /** putLine for many lines of one locked cart, a thousand per statement (CSV cart upload). */
    async putLines(tx: Tx, ws: LineWrite[]): Promise<void> {
      for (let i = 0; i < ws.length; i += 1000) {
        const c = ws.slice(i, i + 1000);
        const col = <K extends keyof LineWrite>(k: K) => sql.param(c.map((w) => w[k]));
        await tx.execute(sql`insert into cart_lines (cart_id, product_id, precodice, codice, description, qty, note_cliente, seen_net_cents)
          select * from unnest(${col("cartId")}::int[], ${col("productId")}::int[], ${col("precodice")}::text[], ${col("codice")}::text[],
            ${col("description")}::text[], ${col("qty")}::int[], ${col("noteCliente")}::text[], ${col("seenNetCents")}::int[])
          ${ON_CONFLICT_SET}`);
      }
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
        .set({ ...set, updatedAt: sql`now()`, version: sql`${carts.version} + 1` })
        .where(eq(carts.id, cartId));
    },

    /**
     * Checkout, in the order's transaction: the cart becomes ORDERED with the notes sent only if it
     * is still OPEN at the version judged. One statement takes the row lock and checks (an UPDATE
     * waits for a concurrent change of the row, then re-checks its WHERE on the new version), where
     * a SELECT … FOR UPDATE and an UPDATE took two round trips. Answers its priority, or undefined
     * when the cart changed or was sent meanwhile.
     */
    async markOrderedAt(tx: Tx, cartId: number, version: number, notes: string, rifOrdCli: string): Promise<{ priority: boolean } | undefined> {
      const rows = await tx
        .update(carts)
        .set({ status: "ORDERED", orderedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${carts.version} + 1`, notes, rifOrdCli })
        .where(and(eq(carts.id, cartId), eq(carts.status, "OPEN"), eq(carts.version, version)))
        .returning({ priority: carts.priority });
      return rows[0];
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
  };
}

export type CartRepo = ReturnType<typeof cartRepo>;
