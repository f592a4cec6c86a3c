// Reorder in one tap (issue 23 part 2, docs/decisions/0032): the paths are ours (the spec does
// not name them). All are customer-scoped: an effective customer is required (a customer user,
// or staff acting for one); the POST goes through the origin check like every state change.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { missingAvailabilitySchema, recentPurchasesQuerySchema, recentPurchasesSchema, reorderParamsSchema, reorderResultSchema } from "../../../shared/contract/reorder";
import { reorderMessages as m } from "../../../shared/messages/reorder";
import { access } from "../../lib/access-rule";
import { AppError } from "../../lib/app-error";
import { ok, okSchema } from "../../lib/envelope";
import type { ReorderService } from "./service";

export function reorderRoutes(server: FastifyInstance, service: ReorderService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const config = { access: access.customer };

  // The parts this customer ordered, newest first, with the last date and quantity.
  app.get(
    "/v100/cart/recentPurchases",
    { config, schema: { tags: ["reorder"], querystring: recentPurchasesQuerySchema, response: { 200: okSchema(recentPurchasesSchema) } } },
    async (request) => ok(await service.recentPurchases(request.auth!, request.query.limit)),
  );

  // Every line of a sent order still orderable into the open cart; the others with reason and
  // substitutes. A malformed order reference is "Ordine non valido" (attachValidation: the handler says so).
  app.post(
    "/v100/orders/:tipoDoc/:numeroDoc/:anno/reorder",
    { config, attachValidation: true, schema: { tags: ["reorder"], params: reorderParamsSchema, response: { 200: okSchema(reorderResultSchema) } } },
    async (request) => {
      if (request.validationError) throw new AppError("validation", m.badOrder);
      return ok(await service.reorder(request.auth!, request.params));
    },
  );

  // The open missing lines and whether each can be ordered again now (the client adds through /cart/addToCart).
  app.get(
    "/v100/outofstock/availability",
    { config, schema: { tags: ["reorder"], response: { 200: okSchema(missingAvailabilitySchema) } } },
    async (request) => ok(await service.missingAvailability(request.auth!)),
  );
}
