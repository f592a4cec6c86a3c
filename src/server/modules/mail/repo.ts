// The mail outbox: queueMail writes a mail (and its attachments) with the caller's executor, so a
// mail caused by a business change commits or rolls back with it. The queue's mail jobs deliver it.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { mailAttachments, mailOutbox } from "../../db/schema/mail";

/** The database or a drizzle transaction. */
export type MailExecutor = Pick<Db, "insert">;

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;

/** Queues a mail; answers its id. Recipients must be plain addresses (at least one). */
export async function queueMail(executor: MailExecutor, mail: OutgoingMail): Promise<number> {
  const to = mail.to.map((a) => a.trim()).filter(Boolean);
  if (to.length === 0 || !to.every((a) => EMAIL.test(a))) throw new Error(`Destinatari non validi: ${mail.to.join(", ")}`);
  const [row] = await executor
    .insert(mailOutbox)
    .values({ to: to.join(", "), subject: mail.subject, body: mail.text, html: mail.html ?? null })
    .returning({ id: mailOutbox.id });
  if (mail.attachments?.length) {
    await executor.insert(mailAttachments).values(mail.attachments.map((a) => ({ mailId: row!.id, filename: a.filename, contentType: a.contentType, content: a.content })));
  }
  return row!.id;
}

export function mailRepo(db: Db) {
  return {
    async get(id: number) {
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      if (!mail) return null;
      const attachments = await db.select().from(mailAttachments).where(eq(mailAttachments.mailId, id)).orderBy(mailAttachments.id);
      return { ...mail, attachments };
    },

    /** Newest first, `size + 1` rows so the caller knows whether a next page exists. */
    async list(page: number, size: number) {
      const rows = await db
        .select({
          id: mailOutbox.id,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          body: mailOutbox.body,
          status: mailOutbox.status,
          createdAt: mailOutbox.createdAt,
          sentAt: mailOutbox.sentAt,
          attempts: mailOutbox.attempts,
          lastError: mailOutbox.lastError,
        })
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.id))
        .limit(size + 1)
        .offset(page * size);
      const ids = rows.map((r) => r.id);
      const atts = ids.length
        ? await db
            .select({ id: mailAttachments.id, mailId: mailAttachments.mailId, filename: mailAttachments.filename, contentType: mailAttachments.contentType, size: sql<number>`octet_length(${mailAttachments.content})` })
            .from(mailAttachments)
            .where(inArray(mailAttachments.mailId, ids))
            .orderBy(mailAttachments.id)
        : [];
      return rows.map((r) => ({ ...r, attachments: atts.filter((a) => a.mailId === r.id) }));
    },

    async attachment(mailId: number, attachmentId: number) {
      const [a] = await db
        .select()
        .from(mailAttachments)
        .where(and(eq(mailAttachments.mailId, mailId), eq(mailAttachments.id, attachmentId)));
      return a ?? null;
    },

    /** Ids of queued mails not yet handed to a delivery job, oldest first, locked for the caller's transaction. */
    async claimUndispatched(tx: Pick<Db, "select">, limit: number): Promise<number[]> {
      const rows = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, "queued"), sql`${mailOutbox.dispatchedAt} is null`))
        .orderBy(mailOutbox.id)
        .limit(limit)
        .for("update", { skipLocked: true });
      return rows.map((r) => r.id);
    },

    markDispatched(tx: Pick<Db, "update">, ids: number[]) {
      return tx.update(mailOutbox).set({ dispatchedAt: sql`now()` }).where(inArray(mailOutbox.id, ids));
    },

    /** Without SMTP: queued mails are kept as "held" (shown to ADMIN, never sent). */
    holdQueued() {
      return db.update(mailOutbox).set({ status: "held" }).where(eq(mailOutbox.status, "queued")).returning({ id: mailOutbox.id });
    },

    /** With SMTP again: held mails go back to the queue. */
    releaseHeld() {
      return db.update(mailOutbox).set({ status: "queued", dispatchedAt: null }).where(eq(mailOutbox.status, "held"));
    },

    markSent(id: number) {
      return db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
        .where(eq(mailOutbox.id, id));
    },

    markFailedAttempt(id: number, error: string, final: boolean) {
      return db
        .update(mailOutbox)
        .set({ status: final ? "failed" : "queued", attempts: sql`${mailOutbox.attempts} + 1`, lastError: error.slice(0, 2000) })
        .where(eq(mailOutbox.id, id));
    },

    markHeld(id: number) {
      return db.update(mailOutbox).set({ status: "held" }).where(eq(mailOutbox.id, id));
    },
  };
}

export type MailRepo = ReturnType<typeof mailRepo>;
