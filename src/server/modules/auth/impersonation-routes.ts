import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { behalfCandidatesSchema, behalfParamsSchema } from "../../../shared/contract/behalf";
import type { AccessRule } from "../../lib/access-rule";
import { ok, okSchema } from "../../lib/envelope";
import type { ImpersonationService } from "./impersonation";
import { answerNewSession, tags, userAnswer } from "./route-parts";

// Staff identity is checked on the REAL user: a salesman acting for a customer is still staff.
const staffReal: AccessRule = { realRoles: ["SALESMAN", "ADMIN"] };

export function impersonationRoutes(server: FastifyInstance, behalf: ImpersonationService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/v100/auth/getAvaibleUsersForBehalf",
    { config: { access: staffReal }, schema: { tags, response: { 200: okSchema(behalfCandidatesSchema) } } },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return ok(await behalf.candidates(request.auth!));
    },
  );

  // Static segment: wins over /behalf/:id in the router.
  app.post("/v100/auth/behalf/exit", { config: { access: { ...staffReal, impersonating: true } }, schema: { tags, response: userAnswer } }, async (request, reply) => {
    return answerNewSession(request, reply, await behalf.exit(request.auth!));
  });

  app.post(
    "/v100/auth/behalf/:id",
    { config: { access: { ...staffReal, notImpersonating: true } }, schema: { tags, params: behalfParamsSchema, response: userAnswer } },
    async (request, reply) => {
      return answerNewSession(request, reply, await behalf.start(request.auth!, request.params.id));
    },
  );
}
