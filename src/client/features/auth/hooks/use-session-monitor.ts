// Spec §4: every 20 s the session is checked; a 401 shows the expiry message and goes to /login
// after 3 s. A 401 on any other request (an edit sent to the outbox, a screen's data) means the
// same and is shown at once (issue 16 item 15); queued edits stay on the device for that user. A
// network failure is not an expiry (the app keeps working offline).
import { useEffect } from "react";
import { EXPIRED_REDIRECT_MS, SESSION_POLL_MS } from "../../../../shared/rules/limits";
import { authMessages } from "../../../../shared/messages/auth";
import { ApiError, onUnauthorized } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { resetClientData } from "../../../lib/client-reset";
import { currentUser, setSession, useSession } from "../../../lib/session";
import { loginPathFor } from "../redirect-target";
import { checkSession } from "../api/check-session";
import { sessionExpiry } from "../session-expiry";
import { logoutUnderWay } from "./use-logout";

/**
 * Runs from the moment a user is logged in, above the router and the offline layer (main.tsx):
 * not from when the portal's code on demand has arrived. `navigate` must be stable.
 */
export function useSessionMonitor(navigate: (to: string) => void): void {
  const session = useSession();
  const loggedIn = session.status === "authenticated";

  useEffect(() => {
    if (!loggedIn) return;
    // This logged-in period's expiry: stopped when the period ends (logout, expiry), so a 401 of
    // this session never ends the next user's (session-expiry.ts).
    const expiry = sessionExpiry({
      warn: () => notify.warning(authMessages.sessionExpired),
      // A 401 answered to this tab's own logout, or after it (the session store already says nobody).
      notAnExpiry: () => logoutUnderWay() || currentUser() === null,
      delayMs: EXPIRED_REDIRECT_MS,
      endSession: () => {
        const from = window.location.pathname + window.location.search;
        void resetClientData("logout").then(() => {
          setSession({ status: "anonymous", user: null, message: authMessages.sessionExpired });
          navigate(loginPathFor(from));
        });
      },
    });
    const stopListening = onUnauthorized(expiry.expire);
    const timer = setInterval(async () => {
      if (expiry.raised() || !navigator.onLine) return;
      try {
        const user = await checkSession(true);
        setSession({ status: "authenticated", user });
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) expiry.expire();
      }
    }, SESSION_POLL_MS);
    return () => {
      expiry.stop();
      clearInterval(timer);
      stopListening();
    };
  }, [loggedIn, navigate]);
}
