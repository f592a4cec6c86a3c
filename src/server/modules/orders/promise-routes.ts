// The delivery promises of an order's lines (issue 23): the order confirmation shows them right
// after the send; the PDF carries the same (docs/decisions/0033-delivery-promise.md).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { orderLinePromisesSchema } from "../../../shared/contract/delivery-promise";
import { orderIdentSchema } from "../../../shared/contract/orders";
import { access } from "../../lib/access-rule";
import { ok, okSchema } from "../../lib/envelope";
import type { OrdersService } from "./service";

export function orderPromiseRoutes(server: FastifyInstance, service: OrdersService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/v100/orders/deliveryPromises/:tipoDoc/:numeroDoc/:anno",
    { config: { access: access.customer }, schema: { tags: ["orders"], params: orderIdentSchema, response: { 200: okSchema(orderLinePromisesSchema) } } },
    async (request) => ok(await service.deliveryPromises(request.auth!, request.params)),
  );
}
