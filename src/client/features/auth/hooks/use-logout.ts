import { useCallback } from "react";
import { authMessages } from "../../../../shared/messages/auth";
import { notify } from "../../../lib/notify";
import { resetClientData } from "../../../lib/client-reset";
import { setSession } from "../../../lib/session";
import { logout } from "../api/logout";
import { ApiError } from "../../../lib/api-client";
import { markPendingLogout } from "../../../offline/pending-logout";

async function endSession(): Promise<void> {
  try {
    await logout();
  } catch (err) {
    // Offline, the local data is cleared anyway, and the logout is sent when the network is back.
    if (err instanceof ApiError && err.isNetwork) markPendingLogout();
    else notify.error(authMessages.logoutError);
  }
  await resetClientData("logout");
  setSession({ status: "anonymous", user: null });
}

let running: Promise<void> | null = null;

/**
 * Ends the session on the server and clears every piece of client state for this user. One at a
 * time: the reset remounts every screen, /logout's too, whose effect asks again while the first
 * logout is under way; that ask shares it. A second reset would remount the tree once more, after
 * the login screen was shown: it wiped the username being typed there (a CI run caught it).
 */
export function logoutOnce(): Promise<void> {
  running ??= endSession().finally(() => {
    running = null;
  });
  return running;
}

/** True while this tab is logging out (its requests answered 401 are that logout's, not an expiry). */
export function logoutUnderWay(): boolean {
  return running !== null;
}

export function useLogoutAction(): () => Promise<void> {
  return useCallback(() => logoutOnce(), []);
}
