import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { SessionUser } from "../../../../shared/contract/auth";
import { sessionUserSchemaSource } from "./auth-schemas";
import { rememberLogin } from "../../../lib/session";

export interface LoginInput {
  username: string;
  password: string;
  remember: boolean;
  fp: string;
}

export async function login(input: LoginInput): Promise<SessionUser> {
  const user = await api(
    "/auth",
    { method: "POST", form: { username: input.username, password: input.password, fp: input.fp, remember: String(input.remember) } },
    sessionUserSchemaSource,
  );
  // How long this browser may treat the session as alive when it cannot ask (lib/session.ts).
  rememberLogin(input.remember);
  return user;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/** A coarse browser fingerprint (the spec's fp field): helps the audit trail, never authenticates. */
export function browserFingerprint(): string {
  const parts = [navigator.userAgent, navigator.language, screen.width, screen.height, Intl.DateTimeFormat().resolvedOptions().timeZone];
  let h = 0;
  for (const ch of parts.join("|")) h = (Math.imul(31, h) + ch.charCodeAt(0)) | 0;
  return (h >>> 0).toString(16);
}
