import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { missingItemSchema } from "../../../shared/contract/missing";
import { startFromSchema } from "../../../shared/contract/orders";
import { access } from "../../lib/access-rule";
import { paged, pagedSchema } from "../../lib/envelope";
import type { MissingService } from "./service";

export function missingRoutes(server: FastifyInstance, service: MissingService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  // Any logged user: a customer (or staff acting for one) sees theirs; staff not acting for a
  // customer see the customers they look after (ADMIN: everyone).
  app.get(
    "/v100/outofstock",
    { config: { access: access.anyUser }, schema: { tags: ["missing"], querystring: startFromSchema, response: { 200: pagedSchema(z.array(missingItemSchema)) } } },
    async (request) => {
      const page = await service.list(request.auth!, request.query.startFrom);
      return paged(page.items, page.last);
    },
  );
}
