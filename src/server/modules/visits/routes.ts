// Salesman visit reports (spec document 2, §7 Salesman): the spec's six calls, plus ADMIN's list of
// agents and the rotation/revocation of an agent's public link (docs/decisions/0025).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { headerTokenSchema, MUTATION_ID_HEADER } from "../../../shared/contract/cart";
import {
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
import { ok } from "../../lib/envelope";
import { validate } from "../../lib/validate";
import type { VisitCaller, VisitsService } from "./service";

const CSV_HEADER = ["Data", "Tipo", "Stato", "Codice cliente", "Ragione sociale", "Agente", "Resoconto"];

function mutationId(request: FastifyRequest): string | undefined {
  const raw = request.headers[MUTATION_ID_HEADER];
  if (raw === undefined || raw === "") return undefined;
  return validate(headerTokenSchema, Array.isArray(raw) ? raw[0] : raw);
}

const caller = (request: FastifyRequest): VisitCaller => ({ auth: request.auth, ip: request.ip });

/** "report-visite_20260315_0905.csv" (Rome time): the spec's date-and-time-stamped report name. */
export const reportFileName = (now: Date): string => csvFileName("report-visite", now);

export function visitsRoutes(app: FastifyInstance, visits: VisitsService): void {
  const rule = { config: { access: access.agentReports } };

  app.get("/v100/salesman/agent/:agent", rule, async (request) => {
    const { agent } = validate(agentParamSchema, request.params);
    return ok(await visits.agentInfo(agent, caller(request)));
  });

  app.get("/v100/salesman/getCustomersInfo/:agent", rule, async (request) => {
    const { agent } = validate(agentParamSchema, request.params);
    return ok(await visits.customers(agent, caller(request)));
  });

  app.get("/v100/salesman/visit/:agent/:date", rule, async (request) => {
    const { agent, date } = validate(visitDayParamsSchema, request.params);
    return ok(await visits.day(agent, date, caller(request)));
  });

  // Beyond the spec: the week view and the per-customer history (decision 0025).
  app.get("/v100/salesman/visits/:agent", rule, async (request) => {
    const { agent } = validate(agentParamSchema, request.params);
    const { from, to } = validate(visitRangeQuerySchema, request.query);
    return ok(await visits.range(agent, from, to, caller(request)));
  });

  app.get("/v100/salesman/customerHistory/:agent", rule, async (request) => {
    const { agent } = validate(agentParamSchema, request.params);
    return ok(await visits.customerHistory(agent, caller(request)));
  });

  app.post("/v100/salesman/postVisit/:agent", rule, async (request) => {
    const { agent } = validate(agentParamSchema, request.params);
    const input = validate(postVisitSchema, request.body);
    return ok(await visits.create(agent, input, caller(request), mutationId(request)));
  });

  app.put("/v100/salesman/updateVisit/:agent", rule, async (request) => {
    const { agent } = validate(agentParamSchema, request.params);
    const input = validate(updateVisitSchema, request.body);
    return ok(await visits.update(agent, input, caller(request), mutationId(request)));
  });

  app.delete("/v100/salesman/deleteVisit/:agent/:vId", rule, async (request) => {
    const { agent, vId } = validate(deleteVisitParamsSchema, request.params);
    return ok(await visits.remove(agent, vId, caller(request), mutationId(request)));
  });

  // Needs a logged-in user (spec §6): a SALESMAN's own visits, every agent's for ADMIN.
  app.get("/v100/salesman/fullReport/", { config: { access: access.salesman } }, async (request, reply) => {
    const rows = await visits.fullReport(request.auth!);
    return sendCsv(reply, reportFileName(new Date()), [CSV_HEADER, ...rows.map((v) => [v.vDate, v.vType, visitStatus(v.done), v.uIdCliente, v.ragSoc, v.smName, v.vText])]);
  });

  app.get("/v100/salesman/agents", { config: { access: access.admin } }, async () => ok(await visits.agents()));

  app.post("/v100/salesman/agentLink/:agentId", { config: { access: access.admin } }, async (request) => {
    const { agentId } = validate(agentIdParamsSchema, request.params);
    return ok(await visits.rotateLink(request.auth!, agentId));
  });

  app.delete("/v100/salesman/agentLink/:agentId", { config: { access: access.admin } }, async (request) => {
    const { agentId } = validate(agentIdParamsSchema, request.params);
    return ok(await visits.revokeLink(request.auth!, agentId));
  });
}
