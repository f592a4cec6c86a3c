// State of the ERP adapter itself (not a mirror of the ERP): the sync cursor and the date up to
// which supplier forecasts are updated, and the built-in simulator's own memory of the orders it
// received (a real ERP keeps that on its side).
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { orders } from "./orders";

export const erpState = pgTable("erp_state", {
  key: text("key").primaryKey(), // "cursor", "forecasts_updated_at"
  value: text("value").notNull(),
});

export const erpSimOrders = pgTable("erp_sim_orders", {
  orderId: integer("order_id")
    .primaryKey()
    .references(() => orders.id),
  receivedAt: timestamptz("received_at").notNull(),
  fulfilledAt: timestamptz("fulfilled_at"),
});
