import type { FastifyInstance } from "fastify";
import { startFromSchema } from "../../../shared/contract/orders";
import { access } from "../../lib/access-rule";
import { paged } from "../../lib/envelope";
import { validate } from "../../lib/validate";
import type { MissingService } from "./service";

export function missingRoutes(app: FastifyInstance, service: MissingService): void {
  // Any logged user: a customer (or staff acting for one) sees theirs; staff not acting for a
  // customer see the customers they look after (ADMIN: everyone).
  app.get("/v100/outofstock", { config: { access: access.anyUser } }, async (request) => {
    const { startFrom } = validate(startFromSchema, request.query);
    const page = await service.list(request.auth!, startFrom);
    return paged(page.items, page.last);
  });
}
