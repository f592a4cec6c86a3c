// The append-only audit log of staff actions (ADMIN screen /auditLog, GET /v100/audit/log).
import { z } from "zod";
import { isSaneIsoDate } from "../rules/safe-input";
import { roleSchema } from "./auth";
import { userCustomerFields } from "./customer-fields";
import { pageQueryFields } from "./paging";

export const AUDIT_PAGE_SIZES = [15, 30, 50, 100] as const;

const optionalText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => (v ? v : undefined));

const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.iso.date().refine(isSaneIsoDate).optional());

export const auditLogQuerySchema = z.object({
  ...pageQueryFields(30),
  action: optionalText,
  username: optionalText,
  customerId: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.number().int().positive().max(99_999_999).optional()),
  onlyBehalf: z
    .union([z.boolean(), z.enum(["true", "false", "1", "0"])])
    .optional()
    .transform((v) => v === true || v === "true" || v === "1"),
  dateFrom: optionalDate,
  dateTo: optionalDate,
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorUserId: z.number(),
  actorUsername: z.string(),
  actorRole: roleSchema,
  onBehalfOfUserId: z.number().nullable(),
  onBehalfOfUsername: z.string().nullable(),
  ...userCustomerFields,
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.array(auditEntrySchema);
export const auditActionsSchema = z.array(z.string());
