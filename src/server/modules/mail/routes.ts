// ADMIN's view of outgoing mail and of the jobs that used up their retries (screen /adminMail).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  deadLetterParamsSchema,
  deadLetterRetrySchema,
  deadLettersSchema,
  mailAttachmentParamsSchema,
  mailListQuerySchema,
  outboxPageSchema,
  type OutboxMail,
} from "../../../shared/contract/mail";
import { mailMessages as m } from "../../../shared/messages/mail";
import { access } from "../../lib/access-rule";
import { AppError } from "../../lib/app-error";
import { fileAnswer, ok, okSchema, paged, pagedSchema } from "../../lib/envelope";
import type { JobQueue } from "../../jobs/queue";
import type { MailRepo } from "./repo";

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const tags = ["mail"];
const config = { access: access.admin };

export function mailRoutes(server: FastifyInstance, repo: MailRepo, queue: JobQueue): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get("/v100/admin/mail", { config, schema: { tags, querystring: mailListQuerySchema, response: { 200: pagedSchema(outboxPageSchema) } } }, async (request, reply) => {
    const q = request.query;
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

  // An identifier that cannot exist is a 404 like an unknown one (attachValidation: no 400 here).
  app.get(
    "/v100/admin/mail/:id/attachments/:attachmentId",
    { config, attachValidation: true, schema: { tags, params: mailAttachmentParamsSchema, response: fileAnswer("*/*", "L'allegato, nel suo tipo (Content-Type), come download") } },
    async (request, reply) => {
      if (request.validationError) throw new AppError("notFound", m.mailNotFound);
      const a = await repo.attachment(request.params.id, request.params.attachmentId);
      if (!a) throw new AppError("notFound", m.mailNotFound);
      return reply
        .header("Content-Type", a.contentType)
        .header("X-Content-Type-Options", "nosniff")
        .header("Content-Security-Policy", "default-src 'none'; sandbox")
        .header("Cache-Control", "private, no-store")
        .header("Content-Disposition", `attachment; filename="${a.filename.replace(/[^\w.-]/g, "_")}"`)
        .send(a.content);
    },
  );

  app.get("/v100/admin/jobs/dead-letters", { config, schema: { tags, response: { 200: okSchema(deadLettersSchema) } } }, async (_request, reply) => {
    reply.header("Cache-Control", "private, no-store");
    return ok(await queue.deadLetters());
  });

  app.post(
    "/v100/admin/jobs/dead-letters/:id/retry",
    { config, attachValidation: true, schema: { tags, params: deadLetterParamsSchema, response: { 200: okSchema(deadLetterRetrySchema) } } },
    async (request) => {
      if (request.validationError || !(await queue.retryDeadLetter(request.params.id))) throw new AppError("notFound", m.deadNotFound);
      return ok({ retried: true as const });
    },
  );
}
