// Every search typed at the counter, for the admin search report (spec document 2, /searchReport).
// Written in batches off the request path (modules/search/search-log.ts); never read on the hot path.
import { doublePrecision, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { serialId, timestamptz } from "./columns";

export const searchLog = pgTable(
  "search_log",
  {
    id: serialId(),
    at: timestamptz("at").notNull().defaultNow(),
    userId: integer("user_id").notNull(), // the effective user (the impersonated one while impersonating)
    actorUserId: integer("actor_user_id").notNull(), // who typed it (staff while impersonating)
    customerId: integer("customer_id"),
    searchString: text("search_string").notNull(), // as typed (trimmed, at most SEARCH_MAX_CHARS)
    normalized: text("normalized").notNull(),
    resultCount: integer("result_count").notNull(),
    durationMs: doublePrecision("duration_ms").notNull(),
  },
  (t) => [index("search_log_at_idx").on(t.at), index("search_log_customer_idx").on(t.customerId, t.at)],
);
