// Salesman visit reports (spec document 2, §7 Salesman): the spec's six calls, plus ADMIN's list of
// agents and the rotation/revocation of an agent's public link (docs/decisions/0025).
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { headerTokenSchema, MUTATION_ID_HEADER } from "../../../shared/contract/cart";
import {
  agentCustomerSchema,
  agentInfoSchema,
  agentLinkSchema,
  agentSummarySchema,
  customerHistorySchema,
  visitSchema,
  agentIdParamsSchema,
  agentParamSchema,
  deleteVisitParamsSchema,
  postVisitSchema,
  updateVisitSchema,
  visitDayParamsSchema,
  visitRangeQuerySchema,
} from "../../../shared/contract/visits";
import { csvFileName, sendCsv } from "../../lib/csv";
import { visitStatus } from "../../../shared/rules/visits";
import { access } from "../../lib/access-rule";
import { fileAnswer, ok, okSchema } from "../../lib/envelope";
import { validate } from "../../lib/validate";
import type { VisitCaller, VisitsService } from "./service";

const tags = ["visits"];
const visitsAnswer = { 200: okSchema(z.array(visitSchema)) };
const CSV_HEADER = ["Data", "Tipo", "Stato", "Codice cliente", "Ragione sociale", "Agente", "Resoconto"];

function mutationId(request: FastifyRequest): string | undefined {
  const raw = request.headers[MUTATION_ID_HEADER];
  if (raw === undefined || raw === "") return undefined;
  return validate(headerTokenSchema, Array.isArray(raw) ? raw[0] : raw);
}

const caller = (request: FastifyRequest): VisitCaller => ({ auth: request.auth, ip: request.ip });

/** "report-visite_20260315_0905.csv" (Rome time): the spec's date-and-time-stamped report name. */
export const reportFileName = (now: Date): string => csvFileName("report-visite", now);

export function visitsRoutes(server: FastifyInstance, visits: VisitsService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const config = { access: access.agentReports };

  app.get("/v100/salesman/agent/:agent", { config, schema: { tags, params: agentParamSchema, response: { 200: okSchema(agentInfoSchema) } } }, async (request) =>
    ok(await visits.agentInfo(request.params.agent, caller(request))),
  );

  app.get(
    "/v100/salesman/getCustomersInfo/:agent",
    { config, schema: { tags, params: agentParamSchema, response: { 200: okSchema(z.array(agentCustomerSchema)) } } },
    async (request) => ok(await visits.customers(request.params.agent, caller(request))),
  );

  app.get("/v100/salesman/visit/:agent/:date", { config, schema: { tags, params: visitDayParamsSchema, response: visitsAnswer } }, async (request) =>
    ok(await visits.day(request.params.agent, request.params.date, caller(request))),
  );

  // Beyond the spec: the week view and the per-customer history (decision 0025).
  app.get("/v100/salesman/visits/:agent", { config, schema: { tags, params: agentParamSchema, querystring: visitRangeQuerySchema, response: visitsAnswer } }, async (request) =>
    ok(await visits.range(request.params.agent, request.query.from, request.query.to, caller(request))),
  );

  app.get(
    "/v100/salesman/customerHistory/:agent",
    { config, schema: { tags, params: agentParamSchema, response: { 200: okSchema(z.array(customerHistorySchema)) } } },
    async (request) => ok(await visits.customerHistory(request.params.agent, caller(request))),
  );

  app.post(
    "/v100/salesman/postVisit/:agent",
    { config, schema: { tags, params: agentParamSchema, body: postVisitSchema, response: { 200: okSchema(visitSchema) } } },
    async (request) => ok(await visits.create(request.params.agent, request.body, caller(request), mutationId(request))),
  );

  app.put(
    "/v100/salesman/updateVisit/:agent",
    { config, schema: { tags, params: agentParamSchema, body: updateVisitSchema, response: { 200: okSchema(visitSchema) } } },
    async (request) => ok(await visits.update(request.params.agent, request.body, caller(request), mutationId(request))),
  );

  app.delete(
    "/v100/salesman/deleteVisit/:agent/:vId",
    { config, schema: { tags, params: deleteVisitParamsSchema, response: { 200: okSchema(z.object({ vId: z.number() })) } } },
    async (request) => ok(await visits.remove(request.params.agent, request.params.vId, caller(request), mutationId(request))),
  );

  // Needs a logged-in user (spec §6): a SALESMAN's own visits, every agent's for ADMIN.
  app.get(
    "/v100/salesman/fullReport/",
    { config: { access: access.salesman }, schema: { tags, response: fileAnswer("text/csv", "Il resoconto delle visite (CSV)") } },
    async (request, reply) => {
      const rows = await visits.fullReport(request.auth!);
      return sendCsv(reply, reportFileName(new Date()), [CSV_HEADER, ...rows.map((v) => [v.vDate, v.vType, visitStatus(v.done), v.uIdCliente, v.ragSoc, v.smName, v.vText])]);
    },
  );

  app.get("/v100/salesman/agents", { config: { access: access.admin }, schema: { tags, response: { 200: okSchema(z.array(agentSummarySchema)) } } }, async () =>
    ok(await visits.agents()),
  );

  app.post(
    "/v100/salesman/agentLink/:agentId",
    { config: { access: access.admin }, schema: { tags, params: agentIdParamsSchema, response: { 200: okSchema(agentLinkSchema) } } },
    async (request) => ok(await visits.rotateLink(request.auth!, request.params.agentId)),
  );

  app.delete(
    "/v100/salesman/agentLink/:agentId",
    { config: { access: access.admin }, schema: { tags, params: agentIdParamsSchema, response: { 200: okSchema(z.object({ agentId: z.number() })) } } },
    async (request) => ok(await visits.revokeLink(request.auth!, request.params.agentId)),
  );
}
