// Arrival notices of missing items (issue 23): the effective customer's unseen notices, and
// marking them seen. Customer-scoped (docs/decisions/0033-delivery-promise.md).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { arrivalNoticesSchema, arrivalSeenBodySchema, arrivalSeenResultSchema } from "../../../shared/contract/arrival-notices";
import { access } from "../../lib/access-rule";
import { ok, okSchema } from "../../lib/envelope";
import type { ArrivalsService } from "./arrivals";

export function arrivalNoticeRoutes(server: FastifyInstance, service: ArrivalsService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const config = { access: access.customer };
  app.get(
    "/v100/missing/arrivalNotices",
    { config, schema: { tags: ["missing"], response: { 200: okSchema(arrivalNoticesSchema) } } },
    async (request) => ok(await service.unseen(request.auth!)),
  );

  app.post(
    "/v100/missing/arrivalNotices/seen",
    { config, schema: { tags: ["missing"], body: arrivalSeenBodySchema, response: { 200: okSchema(arrivalSeenResultSchema) } } },
    async (request) => ok(await service.seen(request.auth!, request.body.ids)),
  );
}
