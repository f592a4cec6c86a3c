// The delivery promise of each order line as first computed for the order (issue 23,
// docs/decisions/0033-delivery-promise.md): the order confirmation shows it right after the send,
// and the order PDF repeats the same words forever after.
import { date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { requiredRef, timestamptz } from "./columns";
import { orderLines, orders } from "./orders";

export const orderLinePromises = pgTable(
  "order_line_promises",
  {
    orderLineId: integer("order_line_id")
      .primaryKey()
      .references(() => orderLines.id),
    orderId: requiredRef("order_id", () => orders.id),
    kind: text("kind", { enum: ["own", "ownUnscheduled", "transfer", "supplier"] }).notNull(),
    text: text("text").notNull(),
    arrivalDate: date("arrival_date", { mode: "string" }),
    computedAt: timestamptz("computed_at").notNull().defaultNow(),
  },
  (t) => [index("order_line_promises_order_idx").on(t.orderId)],
);
