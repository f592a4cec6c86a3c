import type { FastifyInstance } from "fastify";
import { behalfParamsSchema } from "../../../shared/contract/behalf";
import type { AccessRule } from "../../lib/access-rule";
import { ok } from "../../lib/envelope";
import { validate } from "../../lib/validate";
import { setSessionCookie } from "../../lib/session-cookie";
import type { ImpersonationService } from "./impersonation";

// Staff identity is checked on the REAL user: a salesman acting for a customer is still staff.
const staffReal: AccessRule = { realRoles: ["SALESMAN", "ADMIN"] };

export function impersonationRoutes(app: FastifyInstance, behalf: ImpersonationService): void {
  app.get("/v100/auth/getAvaibleUsersForBehalf", { config: { access: staffReal } }, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    return ok(await behalf.candidates(request.auth!));
  });

  // Static segment: wins over /behalf/:id in the router.
  app.post("/v100/auth/behalf/exit", { config: { access: { ...staffReal, impersonating: true } } }, async (request, reply) => {
    const { session, user } = await behalf.exit(request.auth!);
    setSessionCookie(request, reply, session);
    return ok(user);
  });

  app.post("/v100/auth/behalf/:id", { config: { access: { ...staffReal, notImpersonating: true } } }, async (request, reply) => {
    const { id } = validate(behalfParamsSchema, request.params);
    const { session, user } = await behalf.start(request.auth!, id);
    setSessionCookie(request, reply, session);
    return ok(user);
  });
}
