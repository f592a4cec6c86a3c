// The search module's own table: the search log (for the admin search report).
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connection";
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

export function searchRepo(db: Db) {
  return {
    /** One multi-row INSERT for a whole buffer of searches. */
    async insertLog(entries: SearchLogEntry[]): Promise<void> {
      if (entries.length === 0) return;
      await db.insert(searchLog).values(entries);
    },

    async logCount(): Promise<number> {
      const res = await db.execute<{ n: number }>(sql`select count(*)::int as n from search_log`);
      return res.rows[0]?.n ?? 0;
    },
  };
}

export type SearchRepo = ReturnType<typeof searchRepo>;
