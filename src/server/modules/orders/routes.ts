import type { FastifyInstance } from "fastify";
import { orderFilterSchema, orderIdentSchema, startFromSchema } from "../../../shared/contract/orders";
import { access } from "../../lib/access-rule";
import { ok, paged } from "../../lib/envelope";
import { validate } from "../../lib/validate";
import { sendPdf } from "../../lib/pdf-reply";
import type { OrdersService } from "./service";

export function ordersRoutes(app: FastifyInstance, service: OrdersService): void {
  app.get("/v100/orders/lastOrders", { config: { access: access.customer } }, async (request) => {
    const { startFrom } = validate(startFromSchema, request.query);
    const page = await service.list(request.auth!, startFrom);
    return paged(page.orders, page.last);
  });

  app.post("/v100/orders/lastOrdersPost", { config: { access: access.customer } }, async (request) => {
    const { startFrom } = validate(startFromSchema, request.query);
    const filter = validate(orderFilterSchema, request.body ?? {});
    const page = await service.list(request.auth!, startFrom, filter);
    return paged(page.orders, page.last);
  });

  app.post("/v100/orders/orderDetails", { config: { access: access.customer } }, async (request) => {
    const ident = validate(orderIdentSchema, request.body);
    return ok(await service.details(request.auth!, ident));
  });

  app.get("/v100/orders/orderDetails/pdf/:tipoDoc/:numeroDoc/:anno", { config: { access: access.customer } }, async (request, reply) => {
    const ident = validate(orderIdentSchema, request.params);
    return sendPdf(reply, await service.pdf(request.auth!, ident));
  });
}
