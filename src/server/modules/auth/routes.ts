import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { loginRequestSchema } from "../../../shared/contract/auth";
import { access } from "../../lib/access-rule";
import { ok } from "../../lib/envelope";
import { validate } from "../../lib/validate";
import { clearSessionCookie, setSessionCookie } from "../../lib/session-cookie";
import { AppError } from "../../lib/app-error";
import { common } from "../../../shared/messages/common";
import type { AuthService } from "./service";

const checkQuery = z.object({ token: z.string().max(500).optional(), key: z.string().max(100).optional() }).passthrough();

export function authRoutes(app: FastifyInstance, auth: AuthService): void {
  app.post("/v100/auth", { config: { access: access.public } }, async (request, reply) => {
    const input = validate(loginRequestSchema, request.body);
    const { session, user } = await auth.login({ ...input, ip: request.ip });
    setSessionCookie(request, reply, session);
    return ok(user);
  });

  app.get("/v100/auth/check", { config: { access: access.public } }, async (request, reply) => {
    validate(checkQuery, request.query);
    reply.header("Cache-Control", "no-store");
    if (!request.auth) throw new AppError("unauthenticated", common.sessionExpired);
    const a = request.auth;
    return ok(await auth.describe(a.user, a.isBehalf ? a.realUser : null));
  });

  app.get("/v100/auth/logout", { config: { access: access.public, stateChanging: true } }, async (request, reply) => {
    if (request.auth) await auth.logout(request.auth);
    clearSessionCookie(request, reply);
    return ok(true);
  });
}
