// Whose data a row of the offline database is. A user acting for themself is their username; an
// agent or admin acting for a customer is "agent>customer": the cart edited while impersonating is
// the customer's, but the edits belong to that pairing, not to the customer logging in later.
import type { SessionUser } from "../../shared/contract/auth";
import { currentUser } from "../lib/session";

export function identityOf(user: Pick<SessionUser, "uUsername" | "isBehelf" | "originalUser">): string {
  return user.isBehelf && user.originalUser ? `${user.originalUser.uUsername}>${user.uUsername}` : user.uUsername;
}

/** The identity of the session on screen, or null when nobody is logged in. */
export function currentIdentity(): string | null {
  const user = currentUser();
  return user ? identityOf(user) : null;
}
