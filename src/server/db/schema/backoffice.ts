// Back office (docs/decisions/0028-back-office.md): the ERP's customer destinations and user
// precode groups used by registration, the one-time set-password links of welcome mails, the
// price list's excise fee per product, and the price-list loads with the previous version of every
// row they changed (for rollback).
import { index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, requiredRef, serialId, timestamptz } from "./columns";
import { customers, users } from "./identity";
import { products } from "./catalogue";

/** A customer's delivery destinations as the ERP numbers them; destination 0 is the customer's own address. */
export const customerDestinations = pgTable(
  "customer_destinations",
  {
    customerId: requiredRef("customer_id", () => customers.id),
    destinationId: integer("destination_id").notNull(),
    name: text("name").notNull(),
    city: text("city"),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.destinationId] })],
);

/** The precode groups a user can be given (registration's uPrecodeGroup: upId, upDesc). */
export const userPrecodes = pgTable("user_precodes", {
  upId: text("up_id").primaryKey(),
  upDesc: text("up_desc").notNull(),
});

/** One-time links to set a password (welcome mail); only the sha256 of the token is stored. */
export const passwordSetTokens = pgTable(
  "password_set_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: requiredRef("user_id", () => users.id),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("password_set_tokens_user_idx").on(t.userId)],
);

/** The excise fee (Accisa) of a product, from the price list; no row means no fee. */
export const productFees = pgTable("product_fees", {
  productId: integer("product_id").primaryKey().references(() => products.id),
  feeCents: integer("fee_cents").notNull(),
});

export const priceListLoads = pgTable("price_list_loads", {
  id: serialId(),
  at: timestamptz("at").notNull().defaultNow(),
  adminUserId: requiredRef("admin_user_id", () => users.id),
  fileName: text("file_name").notNull(),
  rowsRead: integer("rows_read").notNull(),
  rowsChanged: integer("rows_changed").notNull(),
  rowsNotParsed: integer("rows_not_parsed").notNull(),
  rolledBackAt: timestamptz("rolled_back_at"),
  rolledBackBy: integer("rolled_back_by").references(() => users.id),
  /** When its price_list_previous rows were dropped (jobs: price-list-undo-cleanup): it cannot be rolled back any more. */
  undoDroppedAt: timestamptz("undo_dropped_at"),
});

/**
 * The row of a product as it was before a load changed it (null fee: the product had no fee row).
 * load_id names a price_list_loads row written in the same transaction; it carries no foreign key
 * on purpose (decision 0036): checking it fired one trigger per row, a million at a full load.
 */
export const priceListPrevious = pgTable(
  "price_list_previous",
  {
    loadId: integer("load_id").notNull(),
    productId: integer("product_id").notNull(),
    ean: text("ean"),
    eanNorm: text("ean_norm"),
    listCents: integer("list_cents").notNull(),
    feeCents: integer("fee_cents"),
  },
  (t) => [primaryKey({ columns: [t.loadId, t.productId] })],
);

/** A report run as a job (decision 0028): its state, progress and, when done, the CSV file; deleted after a day. */
export const reportFiles = pgTable(
  "report_files",
  {
    id: serialId(),
    ownerUserId: requiredRef("owner_user_id", () => users.id),
    kind: text("kind").notNull(),
    params: jsonb("params").notNull(),
    status: text("status").notNull().default("queued"),
    rows: integer("rows").notNull().default(0),
    error: text("error"),
    fileName: text("file_name"),
    content: text("content"),
    createdAt: createdAt(),
    finishedAt: timestamptz("finished_at"),
  },
  (t) => [index("report_files_created_idx").on(t.createdAt)],
);
