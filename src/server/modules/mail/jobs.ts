// Mail delivery on the job queue (docs/decisions/0018-mail.md).
// - mail-dispatch, every MAIL_DISPATCH_INTERVAL_MS (5 s): hands each queued mail to one mail-deliver
//   job, in the same transaction that marks it dispatched (exactly one delivery job per mail,
//   however many instances run it). Without SMTP_URL it marks queued mails "held" instead.
// - mail-deliver: sends one mail over SMTP with nodemailer. A failed attempt is recorded on the
//   mail (attempts, error) and retried with backoff; when the retries are used up the mail is
//   "failed" and its job is a dead letter that ADMIN can retry. A mail already sent is never sent
//   again by a repeated job (at-least-once delivery of the job; the SMTP hand-over itself can still
//   repeat if the process dies between the server's acceptance and the "sent" mark).
import nodemailer from "nodemailer";
import type { Config } from "../../config";
import { defineJob, type TickData } from "../../jobs/queue";
import { mailRepo } from "./repo";

const DISPATCH_BATCH = 200;

export function mailTransport(config: Config) {
  if (!config.SMTP_URL) return null;
  return nodemailer.createTransport(config.SMTP_URL);
}

export const mailDeliverJob = defineJob<{ mailId: number }>({
  name: "mail-deliver",
  retry: (config) => ({ limit: config.MAIL_RETRY_LIMIT, delaySeconds: config.MAIL_RETRY_DELAY_SECONDS, maxDelaySeconds: 6 * 3600 }),
  async run({ mailId }, { database, config, log }, run) {
    const repo = mailRepo(database.db);
    const mail = await repo.get(mailId);
    if (!mail || mail.status === "sent") return;
    const transport = mailTransport(config);
    if (!transport) {
      await repo.markHeld(mailId);
      return;
    }
    try {
      await transport.sendMail({
        from: config.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.body,
        ...(mail.html ? { html: mail.html } : {}),
        attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await repo.markFailedAttempt(mailId, message, run.isLastAttempt);
      throw err;
    } finally {
      transport.close();
    }
    await repo.markSent(mailId);
    log.info({ mailId }, "mail sent");
  },
});

export const mailDispatchJob = defineJob<TickData>({
  name: "mail-dispatch",
  schedule: { everyMs: (config) => config.MAIL_DISPATCH_INTERVAL_MS },
  retry: () => ({ limit: 1, delaySeconds: 1 }),
  keepCompletedSeconds: 3600,
  async run(_tick, { database, config }, run) {
    const repo = mailRepo(database.db);
    if (!config.SMTP_URL) {
      await repo.holdQueued();
      return;
    }
    await repo.releaseHeld();
    await database.db.transaction(async (tx) => {
      const ids = await repo.claimUndispatched(tx, DISPATCH_BATCH);
      if (ids.length === 0) return;
      for (const mailId of ids) await run.enqueue(mailDeliverJob, { mailId }, { executor: tx });
      await repo.markDispatched(tx, ids);
    });
  },
});
