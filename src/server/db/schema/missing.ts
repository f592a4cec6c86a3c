// Missing items (mancanti): order-line quantities the ERP could not ship, with the supplier order
// that will cover them and the forecast delivery date. One row per order line; closedAt is set
// when the goods arrive and ship (the row then leaves the missing list).
import { date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { articleLineColumns, customerAndDestination, requiredRef, serialId, timestamptz, updatedAt } from "./columns";
import { orderLines, orders } from "./orders";

export const missingItems = pgTable(
  "missing_items",
  {
    id: serialId(),
    ...customerAndDestination(),
    orderId: requiredRef("order_id", () => orders.id),
    orderLineId: requiredRef("order_line_id", () => orderLines.id),
    productId: integer("product_id"),
    ...articleLineColumns(),
    warehouse: text("warehouse").notNull().default("01"),
    supplierOrder: text("supplier_order").notNull(), // ordineFornitoreFull, e.g. "OF 2026/000123"
    supplierOrderDate: date("supplier_order_date", { mode: "string" }).notNull(),
    numOrdCasaMadre: text("num_ord_casa_madre").notNull().default(""),
    idSollecito: integer("id_sollecito"), // reminder sent to the supplier, if any
    forecastDate: date("forecast_date", { mode: "string" }), // dataConsegna; null while unknown
    forecastDetail: text("forecast_detail").notNull().default(""), // dettaglioData
    updatedAt: updatedAt(),
    closedAt: timestamptz("closed_at"),
  },
  (t) => [
    uniqueIndex("missing_items_line_uq").on(t.orderLineId),
    index("missing_items_customer_idx").on(t.customerId, t.closedAt),
    index("missing_items_forecast_idx").on(t.forecastDate),
  ],
);
