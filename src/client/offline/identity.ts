// Whose data a row of the offline database is (the rule lives with the session: lib/session.ts).
import { currentUser, identityOf } from "../lib/session";

export { identityOf };

/** The identity of the session on screen, or null when nobody is logged in. */
export function currentIdentity(): string | null {
  const user = currentUser();
  return user ? identityOf(user) : null;
}
