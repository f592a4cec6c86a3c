// User registration (spec document 2 §7 Registration and profile), ADMIN only; plus the public
// page's call that spends a welcome mail's one-time link (decision 0028).
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { getUserDataQuerySchema, registerResultSchema, registerUserSchema, registrationUserSchema, setPasswordSchema, updateUserSchema, userPrecodesSchema } from "../../../shared/contract/back-office";
import { registrationMessages as m } from "../../../shared/messages/backoffice";
import { access } from "../../lib/access-rule";
import { ok, okSchema } from "../../lib/envelope";
import type { RegistrationService } from "./service";

/** Where the welcome mail's link points: PUBLIC_URL, or the address the admin used. */
function linkBase(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, "");
  return `${request.protocol}://${request.host}`;
}

const tags = ["registration"];
const userAnswer = { 200: okSchema(registrationUserSchema) };

export function registrationRoutes(server: FastifyInstance, service: RegistrationService, publicUrl: string | undefined): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const config = { access: access.admin };

  app.get("/v100/registration/getUsersPrecodes", { config, schema: { tags, response: { 200: okSchema(userPrecodesSchema) } } }, async () => ok(await service.precodes()));

  app.post("/v100/registration", { config, schema: { tags, body: registerUserSchema, response: { 200: okSchema(registerResultSchema) } } }, async (request) => {
    return ok(await service.register(request.auth!, request.body, linkBase(request, publicUrl)));
  });

  app.get("/v100/registration/getUserData", { config, schema: { tags, querystring: getUserDataQuerySchema, response: userAnswer } }, async (request, reply) => {
    const q = request.query;
    reply.header("Cache-Control", "no-store");
    return ok(await service.get(q.uUsername, q.uIsObsoleteSupplier));
  });

  app.post("/v100/registration/updateUserData", { config, schema: { tags, body: updateUserSchema, response: userAnswer } }, async (request) => {
    return ok(await service.update(request.auth!, request.body));
  });

  // The welcome mail's link: no session; the 256-bit one-time token is the credential.
  app.post("/v100/registration/setPassword", { config: { access: access.public }, schema: { tags, body: setPasswordSchema, response: { 200: okSchema(z.string()) } } }, async (request) => {
    const input = request.body;
    await service.setPassword(input.token, input.password);
    return ok(m.passwordSet);
  });
}
