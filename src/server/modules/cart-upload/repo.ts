// The only place that reads and writes cart_uploads.
import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { cartUploads } from "../../db/schema/workshop-tools";
import { users } from "../../db/schema/identity";
import type { Tx } from "../cart/service";
import type { StoredRow } from "./parse";
import type { CartUploadMode } from "../../../shared/rules/cart-upload";

export type CartUploadRecord = typeof cartUploads.$inferSelect;
/** A running upload not finished after this long was left by a worker that died: it runs again. */
const STALE_MS = 10 * 60_000;

const stateColumns = {
  id: cartUploads.id,
  status: cartUploads.status,
  fileName: cartUploads.fileName,
  rowCount: cartUploads.rowCount,
  createdAt: cartUploads.createdAt,
  startedAt: cartUploads.startedAt,
  endedAt: cartUploads.endedAt,
};
export type UploadState = Pick<CartUploadRecord, keyof typeof stateColumns>;

export function cartUploadRepo(db: Db) {
  return {
    /** Stores an upload; `within` runs in the same transaction (the job enqueued with it). */
    async insert(
      u: { userId: number; actorUserId: number; customerId: number; mode: CartUploadMode; fileName: string; rows: StoredRow[] },
      within: (tx: Tx, id: number) => Promise<void>,
    ): Promise<{ id: number; ahead: number }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(cartUploads)
          .values({ ...u, rowCount: u.rows.length })
          .returning({ id: cartUploads.id });
        const [ahead] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(cartUploads)
          .where(and(eq(cartUploads.userId, u.userId), eq(cartUploads.customerId, u.customerId), inArray(cartUploads.status, ["queued", "running"]), lt(cartUploads.id, row!.id)));
        await within(tx, row!.id);
        return { id: row!.id, ahead: ahead!.n };
      });
    },

    /**
     * The next upload of (user, customer) to run, marked running — none while another one of theirs
     * runs (the partial unique index makes two claims at once impossible). A running upload left
     * stale by a dead worker is taken over first.
     */
    async claimNext(userId: number, customerId: number): Promise<CartUploadRecord | null> {
      const stale = await db
        .update(cartUploads)
        .set({ startedAt: sql`now()` })
        .where(and(eq(cartUploads.userId, userId), eq(cartUploads.customerId, customerId), eq(cartUploads.status, "running"), lt(cartUploads.startedAt, new Date(Date.now() - STALE_MS))))
        .returning();
      if (stale[0]) return stale[0];
      try {
        const res = await db.execute<{ id: number }>(sql`
          update cart_uploads set status = 'running', started_at = now()
          where id = (select id from cart_uploads where user_id = ${userId} and customer_id = ${customerId} and status = 'queued' order by id limit 1)
            and not exists (select 1 from cart_uploads where user_id = ${userId} and customer_id = ${customerId} and status = 'running')
          returning id`);
        const id = res.rows[0]?.id;
        if (id === undefined) return null;
        const [row] = await db.select().from(cartUploads).where(eq(cartUploads.id, id));
        return row ?? null;
      } catch (err) {
        if ((err as { code?: string }).code === "23505") return null;
        throw err;
      }
    },

    /** Done, in the transaction that wrote the cart: the upload applies once. */
    /** `ex`: the transaction the upload's lines were written in (default: on its own). */
    async finish(id: number, status: "done" | "failed", result: unknown, ex: Tx | Db = db): Promise<void> {
      await ex.update(cartUploads).set({ status, result, rows: null, endedAt: sql`now()` }).where(eq(cartUploads.id, id));
    },

    /**
     * What the status shows of the user's uploads: those queued or running, and the last one ended,
     * without the file's rows or the result (the poll reads those only when they changed).
     */
    async states(userId: number, customerId: number): Promise<{ active: UploadState[]; last: UploadState | null }> {
      const mine = and(eq(cartUploads.userId, userId), eq(cartUploads.customerId, customerId));
      const active = await db
        .select(stateColumns)
        .from(cartUploads)
        .where(and(mine, inArray(cartUploads.status, ["queued", "running"])))
        .orderBy(asc(cartUploads.id));
      const [last] = await db
        .select(stateColumns)
        .from(cartUploads)
        .where(and(mine, inArray(cartUploads.status, ["done", "failed"])))
        .orderBy(desc(cartUploads.id))
        .limit(1);
      return { active, last: last ?? null };
    },

    async resultOf(id: number): Promise<unknown> {
      const [row] = await db.select({ result: cartUploads.result }).from(cartUploads).where(eq(cartUploads.id, id));
      return row?.result ?? null;
    },

    async usersById(ids: number[]) {
      return db.select().from(users).where(inArray(users.id, ids));
    },

    /** Three orderable products in stock for the sample files: one by code, one by EAN, one by a cross-reference. */
    async sampleProducts(): Promise<{ precodice: string; codice: string; description: string; ean: string | null; ref: string | null }[]> {
      const res = await db.execute<{ precodice: string; codice: string; description: string; ean: string | null; ref: string | null }>(sql`
        select p.precodice, p.codice, p.description, p.ean,
          (select c.code from cross_refs c where c.product_id = p.id
            and not exists (select 1 from cross_refs o where o.code_norm = c.code_norm and o.product_id <> p.id)
            and not exists (select 1 from products o where (o.codice_norm = c.code_norm or o.ean_norm = c.code_norm) and o.id <> p.id)
            order by c.id limit 1) as ref
        from products p
        where p.orderable and not p.requires_vin and p.s_scope is distinct from 'OBSOLETE'
          and exists (select 1 from stock s where s.product_id = p.id and s.qty >= 10)
          and p.ean is not null and exists (select 1 from cross_refs c where c.product_id = p.id)
        order by p.id limit 3`);
      return res.rows;
    },
  };
}

export type CartUploadRepo = ReturnType<typeof cartUploadRepo>;
