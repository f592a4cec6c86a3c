// Reorder in one tap (issue 23 part 2, docs/decisions/0032): the paths are ours (the spec does
// not name them). All are customer-scoped: an effective customer is required (a customer user,
// or staff acting for one); the POST goes through the origin check like every state change.
import type { FastifyInstance } from "fastify";
import { recentPurchasesQuerySchema, reorderParamsSchema } from "../../../shared/contract/reorder";
import { reorderMessages as m } from "../../../shared/messages/reorder";
import { access } from "../../lib/access-rule";
import { AppError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import { validate } from "../../lib/validate";
import type { ReorderService } from "./service";

export function reorderRoutes(app: FastifyInstance, service: ReorderService): void {
  const rule = { config: { access: access.customer } };

  // The parts this customer ordered, newest first, with the last date and quantity.
  app.get("/v100/cart/recentPurchases", rule, async (request) => {
    const { limit } = validate(recentPurchasesQuerySchema, request.query);
    return ok(await service.recentPurchases(request.auth!, limit));
  });

  // Every line of a sent order still orderable into the open cart; the others with reason and substitutes.
  app.post("/v100/orders/:tipoDoc/:numeroDoc/:anno/reorder", rule, async (request) => {
    const parsed = reorderParamsSchema.safeParse(request.params);
    if (!parsed.success) throw new AppError("validation", m.badOrder);
    return ok(await service.reorder(request.auth!, parsed.data));
  });

  // The open missing lines and whether each can be ordered again now (the client adds through /cart/addToCart).
  app.get("/v100/outofstock/availability", rule, async (request) => ok(await service.missingAvailability(request.auth!)));
}
