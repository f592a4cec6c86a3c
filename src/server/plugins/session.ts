// Resolves the session cookie to request.auth before any handler runs.
import type { FastifyInstance } from "fastify";
import type { AuthContext } from "../lib/auth-context";
import { readSessionToken } from "../lib/session-cookie";

/** What the plugin needs of the auth module (injected by app.ts). */
export interface SessionResolver {
  resolve(token: string): Promise<AuthContext | null>;
}

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function registerSession(app: FastifyInstance, auth: SessionResolver): void {
  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/v100/")) return;
    const token = readSessionToken(request);
    request.auth = token ? await auth.resolve(token) : null;
  });
}
