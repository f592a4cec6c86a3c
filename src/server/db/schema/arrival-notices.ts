// Arrival notices of missing items (issue 23, docs/decisions/0033-delivery-promise.md): one row per
// missing line whose goods arrived in stock or shipped. The unique missing item makes the notice
// (and its mail, queued in the same transaction) happen exactly once, whatever the number of
// instances or retries; seenAt is set when the customer has seen it in the app.
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { articleLineColumns, createdAt, customerAndDestination, requiredRef, serialId, timestamptz } from "./columns";
import { missingItems } from "./missing";

export const ARRIVAL_KINDS = ["arrived", "shipped"] as const;

export const arrivalNotices = pgTable(
  "arrival_notices",
  {
    id: serialId(),
    missingItemId: requiredRef("missing_item_id", () => missingItems.id),
    ...customerAndDestination(),
    kind: text("kind", { enum: ARRIVAL_KINDS }).notNull(),
    ...articleLineColumns(),
    orderLabel: text("order_label").notNull(),
    createdAt: createdAt(),
    /** Mail queued (null: the customer has no address; the in-app notice still shows). */
    mailId: integer("mail_id"),
    seenAt: timestamptz("seen_at"),
  },
  (t) => [uniqueIndex("arrival_notices_item_uq").on(t.missingItemId), index("arrival_notices_customer_idx").on(t.customerId, t.seenAt)],
);

/**
 * Open missing lines seen short of stock by a scan: only these can later "arrive" (a line whose
 * goods were already on the shelf when first seen is not news; it is told when it ships).
 */
export const missingStockWatch = pgTable("missing_stock_watch", {
  missingItemId: integer("missing_item_id")
    .primaryKey()
    .references(() => missingItems.id),
  shortSince: timestamptz("short_since").notNull().defaultNow(),
});
