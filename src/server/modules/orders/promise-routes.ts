// The delivery promises of an order's lines (issue 23): the order confirmation shows them right
// after the send; the PDF carries the same (docs/decisions/0033-delivery-promise.md).
import type { FastifyInstance } from "fastify";
import { orderIdentSchema } from "../../../shared/contract/orders";
import { access } from "../../lib/access-rule";
import { ok } from "../../lib/envelope";
import { validate } from "../../lib/validate";
import type { OrdersService } from "./service";

export function orderPromiseRoutes(app: FastifyInstance, service: OrdersService): void {
  app.get("/v100/orders/deliveryPromises/:tipoDoc/:numeroDoc/:anno", { config: { access: access.customer } }, async (request) => {
    const ident = validate(orderIdentSchema, request.params);
    return ok(await service.deliveryPromises(request.auth!, ident));
  });
}
