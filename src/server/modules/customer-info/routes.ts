// The customer profile lives under /registration in the spec's API (checkCensimento,
// getCustomerInfo, addCustomerInfo); the staff table uses getCustomersInfo (docs/routes.md).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { censimentoStatusSchema, customerInfoRequestSchema, customerInfoRowsSchema, customerInfoSchema } from "../../../shared/contract/customer-info";
import { access } from "../../lib/access-rule";
import { ok, okSchema } from "../../lib/envelope";
import type { CustomerInfoService } from "./service";

const tags = ["customer-info"];

export function customerInfoRoutes(server: FastifyInstance, service: CustomerInfoService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get("/v100/registration/checkCensimento", { config: { access: access.anyUser }, schema: { tags, response: { 200: okSchema(censimentoStatusSchema) } } }, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    return ok(await service.checkCensimento(request.auth!));
  });

  app.get("/v100/registration/getCustomerInfo", { config: { access: access.customer }, schema: { tags, response: { 200: okSchema(customerInfoSchema) } } }, async (request) => ok(await service.get(request.auth!)));

  app.post("/v100/registration/addCustomerInfo", { config: { access: access.customer }, schema: { tags, body: customerInfoRequestSchema, response: { 200: okSchema(customerInfoSchema) } } }, async (request) => {
    return ok(await service.save(request.auth!, request.body));
  });

  // ADMIN: every customer; SALESMAN: the customers assigned to them. Staff acting for a customer
  // see that customer's form instead (the rule is on the effective user).
  app.get("/v100/registration/getCustomersInfo", { config: { access: access.staff }, schema: { tags, response: { 200: okSchema(customerInfoRowsSchema) } } }, async (request) => ok(await service.list(request.auth!)));
}
