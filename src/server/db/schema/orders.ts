// Sent orders and their lines. Carts (modules/cart) turn into these at checkout; the ERP adapter
// (integrations/erp) fulfils them and updates the fulfilled quantities.
import { boolean, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { articleLineColumns, createdAt, customerAndDestination, linePriceColumns, requiredRef, serialId, timestamptz } from "./columns";

export const orders = pgTable(
  "orders",
  {
    id: serialId(),
    ...customerAndDestination(),
    userId: integer("user_id").notNull(), // the customer user the order is for
    actorUserId: integer("actor_user_id").notNull(), // who pressed send (staff member while impersonating)
    tipoDoc: text("tipo_doc").notNull(), // "OW" web order
    numeroDoc: integer("numero_doc").notNull(),
    anno: integer("anno").notNull(),
    webOrderCode: text("web_order_code").notNull(), // part1-part2
    dataDocumento: timestamptz("data_documento").notNull().defaultNow(),
    noteDoc: text("note_doc").notNull().default(""), // note for operators
    rifOrdCli: text("rif_ord_cli").notNull().default(""), // customer's order reference
    priority: boolean("priority").notNull().default(false),
    netTotalCents: integer("net_total_cents").notNull(),
    // The lines' deposits (prezzoCauzione × qty), kept apart from the net total.
    depositTotalCents: integer("deposit_total_cents").notNull().default(0),
    status: text("status", { enum: ["SENT", "IN_PROGRESS", "PARTIAL", "FULFILLED", "CANCELLED"] }).notNull().default("SENT"),
    cartId: integer("cart_id"), // the cart it came from: one order per cart
    idempotencyKey: text("idempotency_key"),
    warehouse: text("warehouse").notNull().default("01"),
    // tracking (back-office tracking console)
    dataShipped: timestamptz("data_shipped"),
    dataEstimatedDelivery: timestamptz("data_estimated_delivery"),
    parcelNumber: text("parcel_number"),
    service: text("service"),
    tracking: text("tracking"),
  },
  (t) => [
    uniqueIndex("orders_doc_uq").on(t.tipoDoc, t.numeroDoc, t.anno),
    uniqueIndex("orders_web_code_uq").on(t.webOrderCode),
    uniqueIndex("orders_cart_uq").on(t.cartId),
    uniqueIndex("orders_idem_uq").on(t.customerId, t.idempotencyKey),
    index("orders_customer_date_idx").on(t.customerId, t.dataDocumento),
    // Every customer's orders newest first (the admin's tracking console): read backwards, not sorted.
    index("orders_date_idx").on(t.dataDocumento, t.id),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: serialId(),
    orderId: requiredRef("order_id", () => orders.id),
    riga: integer("riga").notNull(),
    productId: integer("product_id").notNull(),
    // The order's customer, copied on every line: the search's "usual quantity" (the most this
    // customer ever ordered of a product) is one index lookup per product (decision 0042).
    customerId: integer("customer_id").notNull(),
    ...articleLineColumns(),
    qtyEvasa: integer("qty_evasa").notNull().default(0),
    ...linePriceColumns(),
    depositUnitCents: integer("deposit_unit_cents").notNull().default(0), // prezzoCauzione when sent
    noteCliente: text("note_cliente").notNull().default(""),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId), index("order_lines_product_customer_idx").on(t.productId, t.customerId)],
);

// Sent orders waiting to be handed to the ERP; claimed with FOR UPDATE SKIP LOCKED.
export const orderOutbox = pgTable(
  "order_outbox",
  {
    id: serialId(),
    orderId: requiredRef("order_id", () => orders.id),
    createdAt: createdAt(),
    sentAt: timestamptz("sent_at"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (t) => [index("order_outbox_pending_idx").on(t.sentAt)],
);
