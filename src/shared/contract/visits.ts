// Visit reports (spec document 2, §3 Visit report and §7 Salesman). One schema validates the
// form and the server.
import { z } from "zod";
import { customerNameFields, rowCustomerFields } from "./customer-fields";
import { intInRange } from "./int-field";
import { visitMessages as m } from "../messages/visits";
import { INT4_MAX } from "../rules/safe-input";
import { daysBetween, isVisitDate, VISIT_RANGE_MAX_DAYS, VISIT_TEXT_MAX, VISIT_TYPES } from "../rules/visits";

export const visitTypeSchema = z.enum(VISIT_TYPES, { error: m.typeRequired });

export const visitDateSchema = z.string({ error: m.dateInvalid }).refine(isVisitDate, { error: m.dateInvalid });

const customerIdSchema = intInRange(1, INT4_MAX, m.customerRequired);

const visitFields = {
  vDate: visitDateSchema,
  vType: visitTypeSchema,
  vText: z
    .string({ error: m.textRequired })
    .trim()
    .min(1, { error: m.textRequired })
    .max(VISIT_TEXT_MAX, { error: m.textTooLong }),
  uIdCliente: customerIdSchema,
  /** Planned or done; absent: done when the day is today or earlier (a change keeps it). */
  done: z.boolean({ error: m.doneInvalid }).optional(),
};

export const postVisitSchema = z.object(visitFields);
export type PostVisit = z.input<typeof postVisitSchema>;

export const vIdSchema = intInRange(1, INT4_MAX, m.visitNotFound);

export const updateVisitSchema = z.object({ vId: vIdSchema, ...visitFields });
export type UpdateVisit = z.input<typeof updateVisitSchema>;

export const agentParamSchema = z.object({ agent: z.string().trim().min(1).max(100) });
export const visitDayParamsSchema = z.object({ agent: z.string().trim().min(1).max(100), date: visitDateSchema });
export const deleteVisitParamsSchema = z.object({ agent: z.string().trim().min(1).max(100), vId: vIdSchema });
export const agentIdParamsSchema = z.object({
  agentId: intInRange(1, INT4_MAX, m.agentNotFound),
});

/** A span of days (the week view): from ≤ to, at most VISIT_RANGE_MAX_DAYS days. */
export const visitRangeQuerySchema = z
  .object({ from: visitDateSchema, to: visitDateSchema })
  .refine((q) => q.from <= q.to && daysBetween(q.from, q.to) < VISIT_RANGE_MAX_DAYS, { error: m.rangeInvalid });

export const visitSchema = z.object({
  vId: z.number(),
  vDate: z.string(),
  vType: visitTypeSchema,
  vText: z.string(),
  ...rowCustomerFields,
  smName: z.string(),
  done: z.boolean(),
});
export type Visit = z.infer<typeof visitSchema>;

/** Spec §3 Customer: only the name and the id, the same for the public page. */
export const agentCustomerSchema = z.object(customerNameFields);
export type AgentCustomer = z.infer<typeof agentCustomerSchema>;

/** Who the page is for: the agent's name (public page and console heading). */
export const agentInfoSchema = z.object({ agentId: z.number(), smName: z.string() });
export type AgentInfo = z.infer<typeof agentInfoSchema>;

/** ADMIN's agent selector (and the state of each agent's public link). */
export const agentSummarySchema = agentInfoSchema.extend({ linkActive: z.boolean(), linkCreatedAt: z.string().nullable() });
export type AgentSummary = z.infer<typeof agentSummarySchema>;

/** The new public link, shown once (only its hash is stored). */
export const agentLinkSchema = z.object({ agentId: z.number(), token: z.string(), path: z.string() });
export type AgentLink = z.infer<typeof agentLinkSchema>;

/**
 * Per customer of the agent (the "Clienti" view): the last activity done, the next one planned
 * (from today on) and how many reports in all.
 */
export const customerHistorySchema = agentCustomerSchema.extend({
  lastVisit: z.string().nullable(),
  lastType: visitTypeSchema.nullable(),
  nextVisit: z.string().nullable(),
  nextType: visitTypeSchema.nullable(),
  total: z.number(),
});
export type CustomerHistory = z.infer<typeof customerHistorySchema>;
