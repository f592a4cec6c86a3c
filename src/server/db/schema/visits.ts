// Salesman visit reports (spec document 2, §3 Visit report) and each agent's public link
// (docs/decisions/0025-visit-reports-public-url.md).
import { boolean, date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, requiredRef, serialId, timestamptz, updatedAt } from "./columns";
import { customers, users } from "./identity";

export const visits = pgTable(
  "visits",
  {
    id: serialId(),
    agentUserId: requiredRef("agent_user_id", () => users.id),
    customerId: requiredRef("customer_id", () => customers.id),
    visitDate: date("visit_date", { mode: "string" }).notNull(),
    visitType: text("visit_type", { enum: ["Visita", "Telefonata", "Call conference"] }).notNull(),
    text: text("text").notNull(),
    // Planned (false) or done (true); a report dated after today is never done (decision 0025).
    done: boolean("done").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("visits_agent_date_idx").on(t.agentUserId, t.visitDate, t.id)],
);

// One public link per agent: only the SHA-256 of its 256-bit token is stored. Rotating replaces
// the row (the old token stops at once); revoking deletes it.
export const agentReportLinks = pgTable("agent_report_links", {
  agentUserId: integer("agent_user_id").primaryKey().references(() => users.id),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: createdAt(),
  createdByUserId: requiredRef("created_by_user_id", () => users.id),
});

// Requests to the public agent URLs, counted per address in a fixed window (one statement counts
// and answers, so a parallel burst is cut exactly at the limit).
export const publicRateCounters = pgTable(
  "public_rate_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    windowStart: timestamptz("window_start").notNull().defaultNow(),
  },
  (t) => [index("public_rate_counters_window_idx").on(t.windowStart)],
);
