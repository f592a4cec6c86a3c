// What a logged user needs before the first screen: the offline layer (Dexie, the outbox, the
// persisted copy), the portal chrome (shell) and, when known, the screen asked for. Started as soon
// as a user is known — at start for an identity stored on this device (main.tsx), at login for a
// visitor (app/offline/offline-root.tsx) — so these downloads overlap the session check or the
// login's own requests instead of following them. A visitor on /login with nothing stored
// downloads none of it.
import { loadOfflineLayer } from "./offline/load-offline-layer";
import { loadShell } from "./router";
import { preloadScreen } from "./routes";
import { warmUpIntl } from "../lib/intl-warmup";

export function preloadLoggedInApp(pathname?: string): void {
  // The shell's first render formats Rome times: ICU's data is loaded off the main thread meanwhile.
  warmUpIntl();
  loadOfflineLayer().catch(() => undefined);
  loadShell().catch(() => undefined);
  if (pathname) preloadScreen(pathname);
}
