import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { sessionUserSchema, type SessionUser } from "../../../../shared/contract/auth";

/** POST /auth/behalf/exit: back to the staff member's own identity (new session cookie). */
export function exitBehalf(): Promise<SessionUser> {
  return api("/auth/behalf/exit", { method: "POST" }, sessionUserSchema);
}

export function useExitBehalf() {
  return useMutation({ mutationFn: exitBehalf });
}
