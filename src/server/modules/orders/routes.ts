import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { orderFilterSchema, orderIdentSchema, orderLineSchema, orderSchema, startFromSchema } from "../../../shared/contract/orders";
import { access } from "../../lib/access-rule";
import { fileAnswer, ok, okSchema, paged, pagedSchema } from "../../lib/envelope";
import { sendPdf } from "../../lib/pdf-reply";
import type { OrdersService } from "./service";

const tags = ["orders"];
const ordersPage = { 200: pagedSchema(z.array(orderSchema)) };

export function ordersRoutes(server: FastifyInstance, service: OrdersService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get("/v100/orders/lastOrders", { config: { access: access.customer }, schema: { tags, querystring: startFromSchema, response: ordersPage } }, async (request) => {
    const page = await service.list(request.auth!, request.query.startFrom);
    return paged(page.orders, page.last);
  });

  app.post(
    "/v100/orders/lastOrdersPost",
    { config: { access: access.customer }, schema: { tags, querystring: startFromSchema, body: orderFilterSchema, response: ordersPage } },
    async (request) => {
      const page = await service.list(request.auth!, request.query.startFrom, request.body);
      return paged(page.orders, page.last);
    },
  );

  app.post(
    "/v100/orders/orderDetails",
    { config: { access: access.customer }, schema: { tags, body: orderIdentSchema, response: { 200: okSchema(z.array(orderLineSchema)) } } },
    async (request) => ok(await service.details(request.auth!, request.body)),
  );

  app.get(
    "/v100/orders/orderDetails/pdf/:tipoDoc/:numeroDoc/:anno",
    { config: { access: access.customer }, schema: { tags, params: orderIdentSchema, response: fileAnswer("application/pdf", "Il PDF dell'ordine") } },
    async (request, reply) => sendPdf(reply, await service.pdf(request.auth!, request.params)),
  );
}
