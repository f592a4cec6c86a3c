// Shipment tracking (modules/tracking) and the obsolete-stock market (modules/obsolete):
// docs/decisions/0029-tracking-and-obsolete-stock.md. The tracking itself lives on orders.
import { date, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, productKeyColumns, requiredRef, serialId, timestamptz } from "./columns";
import { orders } from "./orders";
import { products } from "./catalogue";
import { users } from "./identity";

// One shipping mail per order: the row is written with the mail, in the same transaction; a
// second tracking (a correction, a CSV uploaded twice) finds it and sends nothing.
export const orderShippingMails = pgTable("order_shipping_mails", {
  orderId: integer("order_id")
    .primaryKey()
    .references(() => orders.id),
  mailId: integer("mail_id").notNull(),
  at: timestamptz("at").notNull().defaultNow(),
});

// What an obsolete-stock supplier uploaded: one row per (precodice, codice), the supplier's
// precode on every row. Each row is also a product (s_scope OBS_STOCK) so that search, cart and
// orders handle it like any other product.
export const obsoleteProducts = pgTable(
  "obsolete_products",
  {
    id: serialId(),
    supplierUserId: requiredRef("supplier_user_id", () => users.id),
    productId: requiredRef("product_id", () => products.id),
    ...productKeyColumns(),
    codsco: text("codsco").notNull(),
    description: text("description").notNull(),
    listCents: integer("list_cents").notNull(),
    info: text("info").notNull().default(""),
    disp: integer("disp").notNull(),
    uploadedAt: timestamptz("uploaded_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("obsolete_products_code_uq").on(t.precodice, t.codice), index("obsolete_products_supplier_idx").on(t.supplierUserId)],
);

// The discount a customer gets on obsolete products of a discount letter, valid from startDate to
// endDate inclusive (Rome days). scontoAcq: what the distributor gets off list from the supplier;
// scontoVend: what the customer gets off list. Periods of one customer and letter never overlap.
export const obsoleteDiscounts = pgTable(
  "obsolete_discounts",
  {
    id: serialId(),
    customerId: integer("customer_id").notNull(),
    scontoAcq: numeric("sconto_acq", { precision: 5, scale: 2 }).notNull(),
    scontoVend: numeric("sconto_vend", { precision: 5, scale: 2 }).notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    catSc: text("cat_sc").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("obsolete_discounts_customer_idx").on(t.customerId, t.catSc, t.startDate)],
);

// The daily sales mail of a supplier (modules/obsolete/job.ts): one per supplier and day.
export const obsoleteSalesMails = pgTable(
  "obsolete_sales_mails",
  {
    supplierUserId: requiredRef("supplier_user_id", () => users.id),
    day: date("day", { mode: "string" }).notNull(),
    mailId: integer("mail_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierUserId, t.day] })],
);
