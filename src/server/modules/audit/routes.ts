import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditActionsSchema, auditLogPageSchema, auditLogQuerySchema } from "../../../shared/contract/audit";
import { access } from "../../lib/access-rule";
import { ok, okSchema, paged, pagedSchema } from "../../lib/envelope";
import { romeWallTimeToInstant } from "../../../shared/rules/rome-time";
import { addDays } from "../../../shared/rules/business-days";
import type { AuditService } from "./service";

const tags = ["audit"];

export function auditRoutes(server: FastifyInstance, audit: AuditService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  // Paged like the spec's lists: startFrom is the page number (0-based); pagination.last marks the end.
  app.get("/v100/audit/log", { config: { access: access.admin }, schema: { tags, querystring: auditLogQuerySchema, response: { 200: pagedSchema(auditLogPageSchema) } } }, async (request) => {
    const q = request.query;
    const { rows, last } = await audit.list({
      page: q.startFrom,
      size: q.size,
      action: q.action,
      username: q.username,
      customerId: q.customerId,
      onlyBehalf: q.onlyBehalf,
      // Days are Italian calendar days: from Rome midnight of dateFrom to Rome midnight after dateTo.
      from: q.dateFrom ? romeWallTimeToInstant(q.dateFrom, 0, 0) : undefined,
      to: q.dateTo ? romeWallTimeToInstant(addDays(q.dateTo, 1), 0, 0) : undefined,
    });
    return paged(rows, last);
  });

  app.get("/v100/audit/actions", { config: { access: access.admin }, schema: { tags, response: { 200: okSchema(auditActionsSchema) } } }, async () => ok(await audit.actions()));
}
