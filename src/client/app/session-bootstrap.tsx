// Reads the session once at start, and the API version and company name once a user is logged in
// (the spec's "Init" screen has no output; only the portal's footer shows them, and a visitor on
// /login does not need them). Offline, the last user of this device is trusted locally so the app
// opens from its cache; the server still checks every request when the network returns.
import { useEffect, useRef, type ReactNode } from "react";
import { checkSession } from "../features/auth/api/check-session";
import { fetchApiVersion } from "../features/auth/api/api-version";
import { fetchAppInfo } from "../features/auth/api/app-info";
import { preloadAuthSchemas } from "../features/auth/api/auth-schemas";
import { ApiError } from "../lib/api-client";
import { logout } from "../features/auth/api/logout";
import { clearPendingLogout, hasPendingLogout } from "../offline/pending-logout";
import { initStore, lastKnownUser, sessionAtom, setApiVersion, setCompanyName, setCounterPhone, setSession, useSession } from "../lib/session";
import { StartupSpinner } from "../ui/spinner";

export function SessionBootstrap({ children }: { children: ReactNode }) {
  const session = useSession();
  useEffect(() => {
    if (hasPendingLogout()) {
      // A logout made offline: end that session on the server before anything else.
      void logout()
        .then(clearPendingLogout, (err: unknown) => {
          if (!(err instanceof ApiError && err.isNetwork)) clearPendingLogout();
        })
        .finally(() => setSession({ status: "anonymous", user: null }));
    } else {
      // A stored identity: the answer will be a user to check, load its schema meanwhile.
      if (lastKnownUser()) preloadAuthSchemas();
      // The answer is about the session as it was at start: a visitor shown the login form at once
      // (lib/session.ts assumeVisitor) may have logged in on it before a slow check answered.
      const asked = initStore.get(sessionAtom);
      const stillAsked = () => initStore.get(sessionAtom) === asked;
      checkSession()
        .then((user) => {
          if (stillAsked()) setSession({ status: "authenticated", user });
        })
        .catch((err: unknown) => {
          if (!stillAsked()) return;
          const cached = lastKnownUser();
          if (err instanceof ApiError && err.isNetwork && cached) setSession({ status: "authenticated", user: cached, offline: true });
          else setSession({ status: "anonymous", user: null });
        });
    }
  }, []);
  const loggedIn = session.status === "authenticated";
  const infoRead = useRef(false);
  useEffect(() => {
    if (!loggedIn || infoRead.current) return;
    infoRead.current = true;
    fetchApiVersion()
      .then(setApiVersion)
      .catch(() => undefined);
    fetchAppInfo()
      .then((info) => {
        setCompanyName(info.companyName);
        setCounterPhone(info.counterPhone);
      })
      .catch(() => undefined);
  }, [loggedIn]);
  if (session.status === "unknown") {
    return <StartupSpinner />;
  }
  return <>{children}</>;
}
