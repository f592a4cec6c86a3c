// The only place that reads and writes store_sessions.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { storeSessions } from "../../db/schema/workshop-tools";
import { users } from "../../db/schema/identity";

export type StoreSession = typeof storeSessions.$inferSelect;

export function storesRepo(db: Db) {
  return {
    async create(s: { sessionKey: string; userId: number; actorUserId: number; customerId: number; expiresAt: Date }): Promise<void> {
      await db.insert(storeSessions).values(s);
    },
    /** The store hands parts back: kept with a new landing token (a previous one stops working). */
    async handBack(sessionKey: string, items: { code: string; qty: number }[], tokenHash: string, tokenExpiresAt: Date): Promise<boolean> {
      const rows = await db
        .update(storeSessions)
        .set({ items, tokenHash, tokenExpiresAt, tokenUsedAt: null, landingHash: null })
        .where(and(eq(storeSessions.sessionKey, sessionKey), gt(storeSessions.expiresAt, sql`now()`)))
        .returning({ k: storeSessions.sessionKey });
      return rows.length === 1;
    },
    /** Uses the token once (an atomic update: two uses at once, one wins) and binds the landing cookie. */
    async exchange(tokenHash: string, landingHash: string): Promise<boolean> {
      const rows = await db
        .update(storeSessions)
        .set({ tokenUsedAt: sql`now()`, landingHash })
        .where(and(eq(storeSessions.tokenHash, tokenHash), isNull(storeSessions.tokenUsedAt), gt(storeSessions.tokenExpiresAt, sql`now()`), gt(storeSessions.expiresAt, sql`now()`)))
        .returning({ k: storeSessions.sessionKey });
      return rows.length === 1;
    },
    async byLanding(sessionKey: string, landingHash: string): Promise<StoreSession | null> {
      const [row] = await db
        .select()
        .from(storeSessions)
        .where(and(eq(storeSessions.sessionKey, sessionKey), eq(storeSessions.landingHash, landingHash), gt(storeSessions.expiresAt, sql`now()`)));
      return row ?? null;
    },
    async usersById(ids: number[]) {
      return db.select().from(users).where(sql`${users.id} = any(${sql.param(ids)}::int[])`);
    },
    /** The simulator's catalogue: products whose description or code matches, orderable first. */
    async simulatorSearch(q: string) {
      const like = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
      const res = await db.execute<{ precodice: string; codice: string; description: string; brand: string }>(sql`
        select precodice, codice, description, brand from products
        where s_scope is distinct from 'OBSOLETE' and orderable and not requires_vin and (description ilike ${like} or codice ilike ${like})
        order by id limit 20`);
      return res.rows;
    },
  };
}
export type StoresRepo = ReturnType<typeof storesRepo>;
