// Outgoing e-mail (docs/decisions/0018-mail.md): a mail is written here in the transaction of the
// business change that causes it, with its attachments, then delivered by the queue's mail jobs
// (SMTP when SMTP_URL is set; without it the mail is held and shown to ADMIN).
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { bytea, createdAt, requiredRef, serialId, timestamptz } from "./columns";

export const MAIL_STATUSES = ["queued", "sent", "failed", "held"] as const;

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serialId(),
    to: text("to").notNull(), // one or more addresses, comma-separated
    subject: text("subject").notNull(),
    body: text("body").notNull(), // plain text
    html: text("html"),
    // queued: waiting for (or between) delivery attempts; sent; failed: retries used up (dead
    // letter, ADMIN may retry); held: no SMTP_URL on the instance that took it.
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("queued"),
    createdAt: createdAt(),
    sentAt: timestamptz("sent_at"),
    // When the dispatcher handed it to a delivery job (one job per mail: jobs/registry.ts).
    dispatchedAt: timestamptz("dispatched_at"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (t) => [index("mail_outbox_status_idx").on(t.status, t.id)],
);

export const mailAttachments = pgTable(
  "mail_attachments",
  {
    id: serialId(),
    mailId: requiredRef("mail_id", () => mailOutbox.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [index("mail_attachments_mail_idx").on(t.mailId)],
);
