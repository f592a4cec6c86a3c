// Outgoing e-mail (docs/decisions/0018-mail.md): a mail is written here in the transaction of the
// business change that causes it, with its attachments, then delivered by the queue's mail jobs
// (SMTP when SMTP_URL is set; without it the mail is held and shown to ADMIN).
import { customType, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
});

export const MAIL_STATUSES = ["queued", "sent", "failed", "held"] as const;

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(), // one or more addresses, comma-separated
    subject: text("subject").notNull(),
    body: text("body").notNull(), // plain text
    html: text("html"),
    // queued: waiting for (or between) delivery attempts; sent; failed: retries used up (dead
    // letter, ADMIN may retry); held: no SMTP_URL on the instance that took it.
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("queued"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    // When the dispatcher handed it to a delivery job (one job per mail: jobs/registry.ts).
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (t) => [index("mail_outbox_status_idx").on(t.status, t.id)],
);

export const mailAttachments = pgTable(
  "mail_attachments",
  {
    id: serial("id").primaryKey(),
    mailId: integer("mail_id")
      .notNull()
      .references(() => mailOutbox.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [index("mail_attachments_mail_idx").on(t.mailId)],
);
