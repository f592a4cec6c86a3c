// User registration (spec document 2 §7 Registration and profile), ADMIN only; plus the public
// page's call that spends a welcome mail's one-time link (decision 0028).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { getUserDataQuerySchema, registerUserSchema, setPasswordSchema, updateUserSchema } from "../../../shared/contract/back-office";
import { registrationMessages as m } from "../../../shared/messages/backoffice";
import { access } from "../../lib/access-rule";
import { ok } from "../../lib/envelope";
import { validate } from "../../lib/validate";
import type { RegistrationService } from "./service";

/** Where the welcome mail's link points: PUBLIC_URL, or the address the admin used. */
function linkBase(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, "");
  return `${request.protocol}://${request.host}`;
}

export function registrationRoutes(app: FastifyInstance, service: RegistrationService, publicUrl: string | undefined): void {
  const admin = { config: { access: access.admin } };

  app.get("/v100/registration/getUsersPrecodes", admin, async () => ok(await service.precodes()));

  app.post("/v100/registration", admin, async (request) => {
    const input = validate(registerUserSchema, request.body);
    return ok(await service.register(request.auth!, input, linkBase(request, publicUrl)));
  });

  app.get("/v100/registration/getUserData", admin, async (request, reply) => {
    const q = validate(getUserDataQuerySchema, request.query);
    reply.header("Cache-Control", "no-store");
    return ok(await service.get(q.uUsername, q.uIsObsoleteSupplier));
  });

  app.post("/v100/registration/updateUserData", admin, async (request) => {
    const input = validate(updateUserSchema, request.body);
    return ok(await service.update(request.auth!, input));
  });

  // The welcome mail's link: no session; the 256-bit one-time token is the credential.
  app.post("/v100/registration/setPassword", { config: { access: access.public } }, async (request) => {
    const input = validate(setPasswordSchema, request.body);
    await service.setPassword(input.token, input.password);
    return ok(m.passwordSet);
  });
}
