// What the client does after the server switched identity (enter or exit impersonation), spec §4:
// every client state but init is reset, the session becomes the new user, then /home (staff back
// to their own identity: the customer picker, as /home would send them there anyway).
import type { SessionUser } from "../../../../shared/contract/auth";
import { resetClientData } from "../../../lib/client-reset";
import { landingPath, setSession } from "../../../lib/session";

export async function switchIdentity(user: SessionUser, go: (path: string) => void): Promise<void> {
  await resetClientData("impersonation");
  setSession({ status: "authenticated", user });
  go(landingPath(user));
}
