// The search module's own table: the search log (for the admin search report).
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { namedStatement, runNamed } from "../../db/named-statement";
import { searchLog } from "../../db/schema/search";

export interface SearchLogEntry {
  at: Date;
  userId: number;
  actorUserId: number;
  customerId: number | null;
  searchString: string;
  normalized: string;
  resultCount: number;
  durationMs: number;
}

const ph = sql.placeholder;
const INSERT_LOG = namedStatement(
  "search_log_insert",
  sql`insert into ${searchLog} (at, user_id, actor_user_id, customer_id, search_string, normalized, result_count, duration_ms)
    select * from unnest(${ph("at")}::timestamptz[], ${ph("userId")}::int[], ${ph("actorUserId")}::int[], ${ph("customerId")}::int[],
      ${ph("searchString")}::text[], ${ph("normalized")}::text[], ${ph("resultCount")}::int[], ${ph("durationMs")}::float8[])`,
);

export function searchRepo(db: Db) {
  return {
    /**
     * One INSERT for a whole buffer of searches: the columns as arrays (unnest), one named prepared
     * statement whatever the count (a 200-row drizzle insert cost more Node CPU to build than the
     * database spent writing it: BENCHMARKS.md, "Profile, session 9").
     */
    async insertLog(entries: SearchLogEntry[]): Promise<void> {
      if (entries.length === 0) return;
      const col = <K extends keyof SearchLogEntry>(k: K) => entries.map((e) => e[k]);
      await runNamed(db, INSERT_LOG, {
        at: entries.map((e) => e.at.toISOString()),
        userId: col("userId"),
        actorUserId: col("actorUserId"),
        customerId: col("customerId"),
        searchString: col("searchString"),
        normalized: col("normalized"),
        resultCount: col("resultCount"),
        durationMs: col("durationMs"),
      });
    },

    async logCount(): Promise<number> {
      const res = await db.execute<{ n: number }>(sql`select count(*)::int as n from search_log`);
      return res.rows[0]?.n ?? 0;
    },
  };
}

export type SearchRepo = ReturnType<typeof searchRepo>;
