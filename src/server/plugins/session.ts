// Resolves the session cookie to request.auth before any handler runs.
import type { FastifyInstance } from "fastify";
import type { AuthContext } from "../lib/auth-context";
import { readSessionToken } from "../lib/session-cookie";
import type { AuthService } from "../modules/auth/service";

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function registerSession(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/v100/")) return;
    const token = readSessionToken(request);
    request.auth = token ? await auth.resolve(token) : null;
  });
}
