// What the two route files of the auth module (routes.ts, impersonation-routes.ts) share: their
// OpenAPI tag, the answer "the session's user", and how a route that starts a session answers.
import type { FastifyReply, FastifyRequest } from "fastify";
import { sessionUserSchema, type SessionUser } from "../../../shared/contract/auth";
import { ok, okSchema } from "../../lib/envelope";
import { setSessionCookie, type NewSession } from "../../lib/session-cookie";

export const tags = ["auth"];
export const userAnswer = { 200: okSchema(sessionUserSchema) };

/** Login and entering or leaving impersonation: the new session's cookie, and its user as the answer. */
export function answerNewSession(request: FastifyRequest, reply: FastifyReply, started: { session: NewSession; user: SessionUser }) {
  setSessionCookie(request, reply, started.session);
  return ok(started.user);
}
