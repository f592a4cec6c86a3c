import { useCallback } from "react";
import { authMessages } from "../../../../shared/messages/auth";
import { notify } from "../../../lib/notify";
import { resetClientData } from "../../../lib/client-reset";
import { setSession } from "../../../lib/session";
import { logout } from "../api/logout";
import { ApiError } from "../../../lib/api-client";
import { markPendingLogout } from "../../../offline/pending-logout";

/** Ends the session on the server and clears every piece of client state for this user. */
export function useLogoutAction(): () => Promise<void> {
  return useCallback(async () => {
    try {
      await logout();
    } catch (err) {
      // Offline, the local data is cleared anyway, and the logout is sent when the network is back.
      if (err instanceof ApiError && err.isNetwork) markPendingLogout();
      else notify.error(authMessages.logoutError);
    }
    await resetClientData("logout");
    setSession({ status: "anonymous", user: null });
  }, []);
}
