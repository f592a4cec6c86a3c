import { useCallback } from "react";
import { authMessages } from "../../../../shared/messages/auth";
import { notify } from "../../../lib/notify";
import { resetClientData } from "../../../lib/client-reset";
import { setSession } from "../../../lib/session";
import { logout } from "../api/logout";
import { ApiError } from "../../../lib/api-client";

/** Ends the session on the server and clears every piece of client state for this user. */
export function useLogoutAction(): () => Promise<void> {
  return useCallback(async () => {
    try {
      await logout();
    } catch (err) {
      // Offline, the local data is cleared anyway; the server session expires on its own.
      if (!(err instanceof ApiError && err.isNetwork)) notify.error(authMessages.logoutError);
    }
    await resetClientData("logout");
    setSession({ status: "anonymous", user: null });
  }, []);
}
