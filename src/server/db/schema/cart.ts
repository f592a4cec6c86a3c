// Carts (modules/cart): one OPEN cart per (user, customer) — while impersonating, the impersonated
// user's. Checkout turns a cart into an order (schema/orders.ts) and marks it ORDERED; the next
// visit opens a new empty cart. Order numbers come from a PostgreSQL sequence per document type
// and year, created on first use (modules/cart/repo.ts, docs/decisions/0014-order-numbers.md).
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, productKeyColumns, requiredRef, serialId, timestamptz, updatedAt } from "./columns";
import { users } from "./identity";

export const carts = pgTable(
  "carts",
  {
    id: serialId(),
    userId: requiredRef("user_id", () => users.id),
    customerId: integer("customer_id").notNull(),
    status: text("status", { enum: ["OPEN", "ORDERED"] }).notNull().default("OPEN"),
    notes: text("notes").notNull().default(""), // cNotes: note for operators
    rifOrdCli: text("rif_ord_cli").notNull().default(""), // cRifOrdCli: customer's order reference
    priority: boolean("priority").notNull().default(false), // priorityOrder: urgent
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    orderedAt: timestamptz("ordered_at"),
    // Bumped by every change of the cart or its lines: a change computed from a read of the cart
    // is written only if the version is still the one read (optimistic check, modules/cart).
    version: integer("version").notNull().default(0),
  },
  (t) => [
    uniqueIndex("carts_open_uq").on(t.userId, t.customerId).where(sql`status = 'OPEN'`),
    index("carts_user_idx").on(t.userId, t.customerId, t.status),
  ],
);

export const cartLines = pgTable(
  "cart_lines",
  {
    id: serialId(),
    cartId: requiredRef("cart_id", () => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    // The code as added: removal and messages work even when the product has left the catalogue.
    ...productKeyColumns(),
    description: text("description").notNull().default(""),
    qty: integer("qty").notNull(),
    noteCliente: text("note_cliente").notNull().default(""),
    // The net unit price the user last saw for this line (added, or refreshed after a warning):
    // checkout compares it with today's price and warns instead of sending a different amount.
    seenNetCents: integer("seen_net_cents").notNull(),
    addedAt: timestamptz("added_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("cart_lines_product_uq").on(t.cartId, t.productId)],
);
