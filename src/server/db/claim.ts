// Work shared by several instances (and several job runners): a step takes a batch of rows with
// FOR UPDATE SKIP LOCKED, so rows another transaction already holds are left to it and no row is
// handled twice, while nobody waits for anybody.
import type { PgSelect } from "drizzle-orm/pg-core";

/** The first `limit` rows of a query (order it first), locked for this transaction; rows another one holds are skipped. */
export function claimRows<Q extends PgSelect>(query: Q, limit: number) {
  return query.limit(limit).for("update", { skipLocked: true });
}
