// Arrival notices of missing items (issue 23): the effective customer's unseen notices, and
// marking them seen. Customer-scoped (docs/decisions/0033-delivery-promise.md).
import type { FastifyInstance } from "fastify";
import { arrivalSeenBodySchema } from "../../../shared/contract/arrival-notices";
import { access } from "../../lib/access-rule";
import { ok } from "../../lib/envelope";
import { validate } from "../../lib/validate";
import type { ArrivalsService } from "./arrivals";

export function arrivalNoticeRoutes(app: FastifyInstance, service: ArrivalsService): void {
  app.get("/v100/missing/arrivalNotices", { config: { access: access.customer } }, async (request) => ok(await service.unseen(request.auth!)));

  app.post("/v100/missing/arrivalNotices/seen", { config: { access: access.customer } }, async (request) => {
    const { ids } = validate(arrivalSeenBodySchema, request.body);
    return ok(await service.seen(request.auth!, ids));
  });
}
