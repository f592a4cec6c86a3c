import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { sessionUserSchema, type SessionUser } from "../../../../shared/contract/auth";

/** POST /auth/behalf/{id}: act as that customer user; the server gives a new session cookie. */
export function startBehalf(userId: number): Promise<SessionUser> {
  return api(`/auth/behalf/${userId}`, { method: "POST" }, sessionUserSchema);
}

export function useStartBehalf() {
  return useMutation({ mutationFn: startBehalf });
}
