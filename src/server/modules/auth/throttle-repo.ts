// The login counters (schema/identity.ts loginCounters). Counting is one statement for the three
// scopes: each row is locked by its INSERT … ON CONFLICT until the statement ends, so parallel
// attempts are counted one after the other and each sees its own number (a burst is cut exactly
// at the limit). The rows are always taken in the same order (pair, ip, user): no deadlock.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connection";

export type Scope = "pair" | "ip" | "user";
export type ThrottleKeys = Record<Scope, string>;
export type Counts = Record<Scope, number>;

export function throttleRepo(db: Db) {
  return {
    /** Counts one more attempt in each scope (a new window when the old one ended) and answers the counts. */
    async count(keys: ThrottleKeys, windowMinutes: number): Promise<Counts> {
      const res = await db.execute<{ scope: Scope; failures: number }>(sql`
        insert into login_counters as lc (scope, key, failures, window_start)
        values ('pair', ${keys.pair}, 1, now()), ('ip', ${keys.ip}, 1, now()), ('user', ${keys.user}, 1, now())
        on conflict (scope, key) do update set
          failures = case when lc.window_start <= now() - make_interval(mins => ${windowMinutes}::int) then 1 else lc.failures + 1 end,
          window_start = case when lc.window_start <= now() - make_interval(mins => ${windowMinutes}::int) then now() else lc.window_start end
        returning scope, failures`);
      const counts: Counts = { pair: 0, ip: 0, user: 0 };
      for (const r of res.rows) counts[r.scope] = Number(r.failures);
      return counts;
    },

    /**
     * Takes back one counted attempt in these scopes (it was no failed password check). One
     * single-row statement per scope: a statement holding one row lock cannot deadlock with count().
     */
    async refund(keys: Partial<ThrottleKeys>): Promise<void> {
      await Promise.all(
        (Object.entries(keys) as [Scope, string][]).map(([scope, key]) =>
          db.execute(sql`update login_counters set failures = greatest(failures - 1, 0) where scope = ${scope} and key = ${key}`),
        ),
      );
    },

    /** A success: that username's failures from that address are forgotten. */
    async clearPair(pairKey: string): Promise<void> {
      await db.execute(sql`delete from login_counters where scope = 'pair' and key = ${pairKey}`);
    },

    /** Counters whose window ended long ago (housekeeping). */
    async deleteEnded(windowMinutes: number): Promise<void> {
      await db.execute(sql`delete from login_counters where window_start < now() - make_interval(mins => ${windowMinutes}::int)`);
    },
  };
}

export type ThrottleRepo = ReturnType<typeof throttleRepo>;
