// The customer profile lives under /registration in the spec's API (checkCensimento,
// getCustomerInfo, addCustomerInfo); the staff table uses getCustomersInfo (docs/routes.md).
import type { FastifyInstance } from "fastify";
import { customerInfoRequestSchema } from "../../../shared/contract/customer-info";
import { access } from "../../lib/access-rule";
import { ok } from "../../lib/envelope";
import { validate } from "../../lib/validate";
import type { CustomerInfoService } from "./service";

export function customerInfoRoutes(app: FastifyInstance, service: CustomerInfoService): void {
  app.get("/v100/registration/checkCensimento", { config: { access: access.anyUser } }, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    return ok(await service.checkCensimento(request.auth!));
  });

  app.get("/v100/registration/getCustomerInfo", { config: { access: access.customer } }, async (request) => ok(await service.get(request.auth!)));

  app.post("/v100/registration/addCustomerInfo", { config: { access: access.customer } }, async (request) => {
    const input = validate(customerInfoRequestSchema, request.body);
    return ok(await service.save(request.auth!, input));
  });

  // ADMIN: every customer; SALESMAN: the customers assigned to them. Staff acting for a customer
  // see that customer's form instead (the rule is on the effective user).
  app.get("/v100/registration/getCustomersInfo", { config: { access: access.staff } }, async (request) => ok(await service.list(request.auth!)));
}
