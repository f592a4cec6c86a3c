import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { loginRequestSchema } from "../../../shared/contract/auth";
import { access } from "../../lib/access-rule";
import { ok, okSchema } from "../../lib/envelope";
import { clearSessionCookie } from "../../lib/session-cookie";
import { AppError } from "../../lib/app-error";
import { common } from "../../../shared/messages/common";
import type { AuthService } from "./service";
import { answerNewSession, tags, userAnswer } from "./route-parts";

const checkQuery = z.object({ token: z.string().max(500).optional(), key: z.string().max(100).optional() }).passthrough();

export function authRoutes(server: FastifyInstance, auth: AuthService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/v100/auth",
    { config: { access: access.public }, schema: { tags, summary: "Accesso (JSON o modulo)", body: loginRequestSchema, response: userAnswer } },
    async (request, reply) => {
      return answerNewSession(request, reply, await auth.login({ ...request.body, ip: request.ip }));
    },
  );

  app.get("/v100/auth/check", { config: { access: access.public }, schema: { tags, querystring: checkQuery, response: userAnswer } }, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    if (!request.auth) throw new AppError("unauthenticated", common.sessionExpired);
    const a = request.auth;
    return ok(await auth.describe(a.user, a.isBehalf ? a.realUser : null));
  });

  app.get(
    "/v100/auth/logout",
    { config: { access: access.public, stateChanging: true }, schema: { tags, response: { 200: okSchema(z.literal(true)) } } },
    async (request, reply) => {
      if (request.auth) await auth.logout(request.auth);
      clearSessionCookie(request, reply);
      return ok(true as const);
    },
  );
}
