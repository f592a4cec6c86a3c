// Returns (spec document 2, §3 Return request and Return reason): the reasons table (reference data,
// seeded by seed/returns.ts) and the customers' requests, each tied to one delivery-note line.
// Statuses RICHIESTO → AUTORIZZATO / RIFIUTATO (ADMIN, POST /returns/handle), then RICEVUTO,
// BOLLA CLIENTE MANCANTE and COMPLETO from the ERP adapter; ANNULLATO when the customer withdraws
// it while RICHIESTO. docs/decisions/0027-returns.md.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { bytea, createdAt, customerAndDestination, requiredRef, serialId, timestamptz, updatedAt } from "./columns";
import { ddtLines, ddts, invoices } from "./documents";
import { users } from "./identity";

export const returnReasons = pgTable("return_reasons", {
  id: integer("id").primaryKey(), // rrId: fixed ids, 4 is the warranty case that needs a note
  text: text("text").notNull(), // rrExtendedText
  sort: integer("sort").notNull().default(0),
  active: boolean("active").notNull().default(true),
});

export const returnRequests = pgTable(
  "return_requests",
  {
    id: serialId(), // rId
    ...customerAndDestination(),
    userId: requiredRef("user_id", () => users.id),
    username: text("username").notNull(),
    ddtId: requiredRef("ddt_id", () => ddts.id),
    ddtLineId: requiredRef("ddt_line_id", () => ddtLines.id),
    qty: integer("qty").notNull(),
    reasonId: requiredRef("reason_id", () => returnReasons.id),
    note: text("note").notNull().default(""),
    sirNote: text("sir_note").notNull().default(""),
    status: text("status").notNull().default("RICHIESTO"),
    authorised: boolean("authorised"), // rAuth: null until handled
    authCode: text("auth_code"),
    // What the credit note credits, fixed when the request is made: the line's net unit price, or
    // the deposit per piece for reason Cauzione.
    creditUnitCents: integer("credit_unit_cents").notNull(),
    createdAt: createdAt(),
    handledAt: timestamptz("handled_at"),
    handledBy: integer("handled_by").references(() => users.id),
    receivedAt: timestamptz("received_at"),
    // The ERP received the goods without the customer's delivery note (BOLLA CLIENTE MANCANTE).
    customerDdtMissing: boolean("customer_ddt_missing").notNull().default(false),
    creditNoteId: integer("credit_note_id").references(() => invoices.id),
    completedAt: timestamptz("completed_at"),
    // Year-end rule: received in one year, settled in the next → closed with XX-999999 in the
    // receiving year (yearEndDoc, shown in that year's list) and reopened in reopenedYear.
    yearEndDoc: text("year_end_doc"),
    reopenedYear: integer("reopened_year"),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("return_requests_customer_idx").on(t.customerId, t.createdAt),
    index("return_requests_line_idx").on(t.ddtLineId),
    index("return_requests_status_idx").on(t.status),
    check("return_requests_qty_ck", sql`${t.qty} >= 1`),
    check(
      "return_requests_status_ck",
      sql`${t.status} in ('RICHIESTO', 'AUTORIZZATO', 'RIFIUTATO', 'RICEVUTO', 'BOLLA CLIENTE MANCANTE', 'COMPLETO', 'ANNULLATO')`,
    ),
  ],
);

// Photos of the faulty part attached to a request (at most 5, 15 MiB in all, cleaned by
// lib/images.ts cleanImage); n is the photo's position, 0..4.
export const returnPhotos = pgTable(
  "return_photos",
  {
    id: serialId(),
    requestId: requiredRef("request_id", () => returnRequests.id, { onDelete: "cascade" }),
    n: integer("n").notNull(),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [unique("return_photos_request_n_uq").on(t.requestId, t.n)],
);
