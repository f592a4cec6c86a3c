import "./lib/zod-jitless";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { Providers } from "./app/providers";
import { SessionBootstrap } from "./app/session-bootstrap";
import { createAppRouter } from "./app/router";
import { preloadScreen } from "./app/routes";
import { preloadLoggedInApp } from "./app/preload";
import { assumeVisitor, lastKnownUser } from "./lib/session";
import { hasPendingLogout } from "./offline/pending-logout";
import { warmUpClassMerge } from "./lib/cn";
import { OfflineRoot } from "./app/offline/offline-root";
import { useSessionMonitor } from "./features/auth/hooks/use-session-monitor";
import "./app/after-login-steps";
import "./styles.css";

const router = createAppRouter();
const replaceWith = (to: string) => void router.navigate(to, { replace: true });

/** Spec §4's session check every 20 s, for as long as a user is logged in. */
function SessionMonitor() {
  useSessionMonitor(replaceWith);
  return null;
}

// An identity stored on this device (a returning user, maybe offline): the offline copy, the portal
// chrome and the screen asked for are needed before the first paint. Their downloads start now,
// alongside the session check, instead of one after the other. A visitor with nothing stored
// downloads none of them here (the login screen is all the first view needs).
if (lastKnownUser()) {
  preloadLoggedInApp(window.location.pathname);
} else {
  // tailwind-merge builds its class tables on its first call (tens of milliseconds on a phone): in a
  // task of its own, right after the first paint, rather than inside the render of a screen (a
  // logged user's app uses the answers kept from the last visit instead, lib/kept-class-merges.ts).
  setTimeout(warmUpClassMerge, 0);
  // Nobody stored: wherever the visit starts, it lands on the login screen, shown without waiting
  // for the session check (a logout made offline is sent first: the spinner stays for it).
  preloadScreen("/login");
  if (!hasPendingLogout()) assumeVisitor();
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Providers>
      <SessionBootstrap>
        <SessionMonitor />
        <OfflineRoot>
          <RouterProvider router={router} />
        </OfflineRoot>
      </SessionBootstrap>
    </Providers>
  </StrictMode>,
);
