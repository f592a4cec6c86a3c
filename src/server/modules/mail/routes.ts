// ADMIN's view of outgoing mail and of the jobs that used up their retries (screen /adminMail).
import type { FastifyInstance } from "fastify";
import { deadLetterParamsSchema, mailAttachmentParamsSchema, mailListQuerySchema, type OutboxMail } from "../../../shared/contract/mail";
import { mailMessages as m } from "../../../shared/messages/mail";
import { access } from "../../lib/access-rule";
import { AppError } from "../../lib/app-error";
import { ok, paged } from "../../lib/envelope";
import { validate } from "../../lib/validate";
import type { JobQueue } from "../../jobs/queue";
import type { MailRepo } from "./repo";

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export function mailRoutes(app: FastifyInstance, repo: MailRepo, queue: JobQueue): void {
  app.get("/v100/admin/mail", { config: { access: access.admin } }, async (request, reply) => {
    const q = validate(mailListQuerySchema, request.query);
    const rows = await repo.list(q.startFrom, q.size);
    reply.header("Cache-Control", "private, no-store");
    const mails: OutboxMail[] = rows.slice(0, q.size).map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      body: r.body,
      status: r.status,
      createdAt: iso(r.createdAt)!,
      sentAt: iso(r.sentAt),
      attempts: r.attempts,
      lastError: r.lastError,
      attachments: r.attachments.map((a) => ({ id: a.id, filename: a.filename, contentType: a.contentType, size: Number(a.size) })),
    }));
    return paged(mails, rows.length <= q.size);
  });

  app.get("/v100/admin/mail/:id/attachments/:attachmentId", { config: { access: access.admin } }, async (request, reply) => {
    const params = mailAttachmentParamsSchema.safeParse(request.params);
    if (!params.success) throw new AppError("notFound", m.mailNotFound);
    const a = await repo.attachment(params.data.id, params.data.attachmentId);
    if (!a) throw new AppError("notFound", m.mailNotFound);
    return reply
      .header("Content-Type", a.contentType)
      .header("X-Content-Type-Options", "nosniff")
      .header("Content-Security-Policy", "default-src 'none'; sandbox")
      .header("Cache-Control", "private, no-store")
      .header("Content-Disposition", `attachment; filename="${a.filename.replace(/[^\w.-]/g, "_")}"`)
      .send(a.content);
  });

  app.get("/v100/admin/jobs/dead-letters", { config: { access: access.admin } }, async (_request, reply) => {
    reply.header("Cache-Control", "private, no-store");
    return ok(await queue.deadLetters());
  });

  app.post("/v100/admin/jobs/dead-letters/:id/retry", { config: { access: access.admin } }, async (request) => {
    const params = deadLetterParamsSchema.safeParse(request.params);
    if (!params.success || !(await queue.retryDeadLetter(params.data.id))) throw new AppError("notFound", m.deadNotFound);
    return ok({ retried: true });
  });
}
