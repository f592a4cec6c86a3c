// Outgoing mail and background jobs as ADMIN sees them (screen /adminMail, routes /v100/admin/...).
import { z } from "zod";
import { fileTypeAndSizeFields } from "./file-fields";
import { pageQueryFields } from "./paging";

export const MAIL_PAGE_SIZE = 30;

export const mailListQuerySchema = z.object(pageQueryFields(MAIL_PAGE_SIZE));

export const mailAttachmentParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  attachmentId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const deadLetterParamsSchema = z.object({ id: z.uuid() });

export const mailStatusSchema = z.enum(["queued", "sent", "failed", "held"]);
export type MailStatus = z.infer<typeof mailStatusSchema>;

export const outboxAttachmentSchema = z.object({
  id: z.number(),
  filename: z.string(),
  ...fileTypeAndSizeFields,
});
export type OutboxAttachment = z.infer<typeof outboxAttachmentSchema>;

export const outboxMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  status: mailStatusSchema,
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  attachments: z.array(outboxAttachmentSchema),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxPageSchema = z.array(outboxMailSchema);

export const deadLetterJobSchema = z.object({
  id: z.string(),
  /** The job's name, e.g. "mail-deliver". */
  job: z.string(),
  data: z.record(z.string(), z.unknown()),
  error: z.string(),
  attempts: z.number(),
  failedAt: z.string(),
});
export type DeadLetterJob = z.infer<typeof deadLetterJobSchema>;
export const deadLettersSchema = z.array(deadLetterJobSchema);

/** POST /admin/jobs/dead-letters/:id/retry: the job is queued again. */
export const deadLetterRetrySchema = z.object({ retried: z.literal(true) });
