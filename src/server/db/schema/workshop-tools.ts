// Workshop tools (issue 21, docs/decisions/0030-workshop-tools.md): CSV uploads into the cart,
// quote requests, and the catalogue store's punch-out sessions with their landing tokens.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { bytea, createdAt, requiredRef, serialId, timestamptz } from "./columns";
import { users } from "./identity";

/**
 * Whom a workshop tool works for: the user (the impersonated one while impersonating), who did it
 * (staff while impersonating) and the customer it is for.
 */
const actingFor = () => ({
  userId: requiredRef("user_id", () => users.id),
  actorUserId: requiredRef("actor_user_id", () => users.id),
  customerId: integer("customer_id").notNull(),
});

// One row per uploaded file. The rows are parsed and checked at upload (a bad file is refused
// before anything is stored) and kept here until the job has applied them; a user's uploads run
// one at a time in the order sent (at most one `running` per user and customer).
export const cartUploads = pgTable(
  "cart_uploads",
  {
    id: serialId(),
    ...actingFor(),
    mode: text("mode", { enum: ["CSV", "SEMICOLON", "PIPE"] }).notNull(),
    fileName: text("file_name").notNull(),
    status: text("status", { enum: ["queued", "running", "done", "failed"] }).notNull().default("queued"),
    rowCount: integer("row_count").notNull(),
    // [line, code, quantity text, precodice, note] per data row, as read from the file.
    rows: jsonb("rows").$type<[number, string, string, string, string][]>(),
    // The summary once done: the cart, the products added and the rows refused with their reason.
    result: jsonb("result"),
    createdAt: createdAt(),
    startedAt: timestamptz("started_at"),
    endedAt: timestamptz("ended_at"),
  },
  (t) => [
    index("cart_uploads_user_idx").on(t.userId, t.customerId, t.id),
    uniqueIndex("cart_uploads_one_running_uq").on(t.userId, t.customerId).where(sql`status = 'running'`),
  ],
);

// A quote request as sent; the images travel in the two mails of the outbox (desk and copy).
export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: serialId(),
    ...actingFor(),
    telaio: text("telaio").notNull(),
    body: text("body").notNull(),
    replyTo: text("reply_to").notNull(),
    imageNames: jsonb("image_names").$type<string[]>().notNull(),
    status: text("status", { enum: ["SENT", "ANSWERED"] }).notNull().default("SENT"),
    createdAt: createdAt(),
    answeredAt: timestamptz("answered_at"),
    // Set by the quote desk (ADMIN) with "Segna come evaso"; the reply goes to the customer by mail.
    answeredByUserId: integer("answered_by_user_id").references(() => users.id),
    reply: text("reply"),
  },
  (t) => [index("quote_requests_customer_idx").on(t.customerId, t.id)],
);

// The cleaned images of a quote request (as mailed), kept so the quote desk sees them in its list.
export const quoteImages = pgTable(
  "quote_images",
  {
    quoteId: requiredRef("quote_id", () => quoteRequests.id, { onDelete: "cascade" }),
    idx: integer("idx").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.idx] })],
);

// A trip to the catalogue store: opened by KStoreLogin, handed back by the store with the picked
// items (punch-out). The landing token (only its SHA-256 kept) is single-use and short-lived; the
// landing cookie it is exchanged for (hash kept too) lets the landing read these items and add
// them to this user's cart, nothing else.
export const storeSessions = pgTable("store_sessions", {
  sessionKey: text("session_key").primaryKey(),
  ...actingFor(),
  items: jsonb("items").$type<{ code: string; qty: number }[]>(),
  tokenHash: text("token_hash").unique(),
  tokenExpiresAt: timestamptz("token_expires_at"),
  tokenUsedAt: timestamptz("token_used_at"),
  landingHash: text("landing_hash").unique(),
  createdAt: createdAt(),
  expiresAt: timestamptz("expires_at").notNull(),
});
