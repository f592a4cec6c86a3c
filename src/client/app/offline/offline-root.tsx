// Wires the offline layer (src/client/offline) to this app. This part is in the first view: it
// registers the service worker, shows the update prompt, sends a logout made offline, and holds the
// screens back until the logged identity's copy is restored. The rest — Dexie, the outbox, the
// persisted query cache and searches (app/offline/offline-layer.tsx) — is imported only when an
// identity is stored on this device or logs in: a visitor on /login with nothing stored never
// downloads it. docs/decisions/0013-offline-design.md.
import { startTransition, useCallback, useEffect, useState, type ReactNode } from "react";
import { onlineManager } from "@tanstack/react-query";
import { initStore, sessionAtom, subscribeLiveSession, useSession } from "../../lib/session";
import { Spinner } from "../../ui/spinner";
import { identityOf } from "../../offline/identity";
import { clearPendingLogout, hasPendingLogout } from "../../offline/pending-logout";
import { logout } from "../../features/auth/api/logout";
import { ApiError } from "../../lib/api-client";
import { registerServiceWorker } from "../../offline/sw-updates";
import { createSessionSync, SessionSyncContext } from "../../offline/session-sync";
import { useOfflineLayer } from "./load-offline-layer";
import { preloadLoggedInApp } from "../preload";
import { UpdatePrompt } from "./update-prompt";
import { useUserSwitch } from "./user-switch";

// TanStack Query learns about connectivity from online/offline events only; a page opened without
// network gets no event, so it would retry, fail and show errors over the data restored. Start from
// what the browser knows (its own listeners follow the changes).
if (typeof navigator !== "undefined") onlineManager.setOnline(navigator.onLine);

export function OfflineRoot({ children }: { children: ReactNode }) {
  const session = useSession();
  const identity = session.user ? identityOf(session.user) : null;
  const [ready, setReady] = useState<string | null>(null);
  // This page's sync of the logged identity's edits, handed to the offline layer and the screens.
  const [sync] = useState(createSessionSync);
  const layer = useOfflineLayer();
  const switching = useUserSwitch(identity);

  // Once per page: the service worker.
  useEffect(() => {
    registerServiceWorker();
  }, []);

  // A logged identity needs its offline copy before the screens render (and the shell right after).
  useEffect(() => {
    if (identity) preloadLoggedInApp();
  }, [identity]);

  // A logout made offline reaches the server as soon as the network is back (offline/pending-logout).
  useEffect(() => {
    const sendLogout = () => {
      if (!hasPendingLogout() || initStore.get(sessionAtom).status === "authenticated") return;
      logout().then(clearPendingLogout, (err: unknown) => {
        if (!(err instanceof ApiError && err.isNetwork)) clearPendingLogout();
      });
    };
    window.addEventListener("online", sendLogout);
    return () => window.removeEventListener("online", sendLogout);
  }, []);

  // A fresh login (not the offline trust of a cold start) forgets a logout still to send: it was
  // for the session this login replaces. (The offline layer, once loaded, also resumes the outbox.)
  useEffect(
    () =>
      subscribeLiveSession((changed) => {
        if (changed) clearPendingLogout();
      }),
    [],
  );

  // The screens (shell, the screen asked for, the restored searches: thousands of elements) render
  // as a transition: React renders them in slices and the page stays responsive meanwhile (no long
  // task); the spinner stays until they are ready.
  const onRestored = useCallback((id: string) => startTransition(() => setReady(id)), []);
  const active = identity !== null && ready === identity ? identity : null;
  const Layer = layer?.OfflineLayer;

  if (switching) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner />
      </div>
    );
  }
  return (
    <SessionSyncContext.Provider value={sync}>
      {Layer ? <Layer identity={identity} active={active} onRestored={onRestored} sync={sync} /> : null}
      {identity && !active ? (
        <div className="flex min-h-dvh items-center justify-center">
          <Spinner />
        </div>
      ) : (
        <>
          {children}
          <UpdatePrompt />
        </>
      )}
    </SessionSyncContext.Provider>
  );
}
