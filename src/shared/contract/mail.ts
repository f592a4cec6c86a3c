// Outgoing mail and background jobs as ADMIN sees them (screen /adminMail, routes /v100/admin/...).
import { z } from "zod";

export const MAIL_PAGE_SIZE = 30;

export const mailListQuerySchema = z.object({
  startFrom: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(MAIL_PAGE_SIZE),
});

export const mailAttachmentParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  attachmentId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const deadLetterParamsSchema = z.object({ id: z.uuid() });

export const mailStatusSchema = z.enum(["queued", "sent", "failed", "held"]);
export type MailStatus = z.infer<typeof mailStatusSchema>;

export interface OutboxAttachment {
  id: number;
  filename: string;
  contentType: string;
  size: number;
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  status: MailStatus;
  createdAt: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
  attachments: OutboxAttachment[];
}

export interface DeadLetterJob {
  id: string;
  /** The job's name, e.g. "mail-deliver". */
  job: string;
  data: Record<string, unknown>;
  error: string;
  attempts: number;
  failedAt: string;
}
