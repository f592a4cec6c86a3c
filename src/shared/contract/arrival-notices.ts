// Arrival notices of missing items (issue 23): GET /v100/missing/arrivalNotices and
// POST /v100/missing/arrivalNotices/seen (ours; docs/decisions/0033-delivery-promise.md).
import { z } from "zod";
import { namedProductFields } from "./product";
import { INT4_MAX } from "../rules/safe-input";

export const arrivalNoticeSchema = z.object({
  id: z.number(),
  kind: z.enum(["arrived", "shipped"]),
  ...namedProductFields,
  qty: z.number(),
  /** The customer's order the line belongs to, e.g. "OW 275/2026". */
  order: z.string(),
  createdAt: z.string(),
});
export type ArrivalNotice = z.infer<typeof arrivalNoticeSchema>;

export const arrivalNoticesSchema = z.array(arrivalNoticeSchema);

export const arrivalSeenBodySchema = z.object({
  ids: z.array(z.number().int().positive().max(INT4_MAX)).min(1).max(200),
});

export const arrivalSeenResultSchema = z.object({ seen: z.number() });
