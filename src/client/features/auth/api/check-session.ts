import { api } from "../../../lib/api-client";
import type { SessionUser } from "../../../../shared/contract/auth";
import { sessionUserSchemaSource } from "./auth-schemas";

/** GET /auth/check; the poll adds a random key so no cache answers for the server. */
export function checkSession(withKey = false): Promise<SessionUser> {
  return api("/auth/check", { query: withKey ? { key: Math.random().toString(36).slice(2) } : {} }, sessionUserSchemaSource);
}
