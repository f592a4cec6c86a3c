// Registers the service worker (workbox-window) and watches for new versions: at start, every 30
// minutes and whenever the app comes back to the foreground — a tablet left open all day on the
// counter still learns about an update. A new version waits until the user accepts the shell's
// prompt ('Nuova versione disponibile — Aggiorna'); updating first gives the outbox a chance to
// send queued edits, and never drops them: they are in IndexedDB and the new version replays them.
import { useSyncExternalStore } from "react";
import { Workbox } from "workbox-window";
import { liveIdentity } from "../lib/session";

export const UPDATE_CHECK_MS = 30 * 60_000;
const UPDATE_RETRY_MS = 10_000;
/** The network just came back: let it settle before asking for the worker script. */
const ONLINE_SETTLE_MS = 1000;
/** How long "Aggiorna" waits for queued edits to go out before reloading anyway (they stay queued). */
const FLUSH_BEFORE_UPDATE_MS = 5000;
/** How often "Aggiorna" asks the waiting version again while no version has taken over. */
const SKIP_WAITING_RETRY_MS = 10_000;

export interface UpdateState {
  available: boolean;
  updating: boolean;
}

let state: UpdateState = { available: false, updating: false };
const listeners = new Set<() => void>();
let wb: Workbox | null = null;
let registration: ServiceWorkerRegistration | undefined;

function setState(patch: Partial<UpdateState>): void {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(subscribe, () => state, () => state);
}

let retry: ReturnType<typeof setTimeout> | null = null;

function checkForUpdate(): void {
  if (!registration || !navigator.onLine) return;
  if (retry) clearTimeout(retry);
  retry = null;
  registration.update().catch(() => {
    // A flaky connection (the check often comes right as it returns): look again shortly.
    retry = setTimeout(checkForUpdate, UPDATE_RETRY_MS);
  });
}

/** Registers /sw.js once (production builds only). */
export function registerServiceWorker(): void {
  if (wb || !("serviceWorker" in navigator) || import.meta.env.DEV) return;
  wb = new Workbox("/sw.js", { scope: "/", type: "classic" });
  // A worker without the Cookie Store API asks the open pages whose session is alive (sw/sw.ts).
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === "LIVE_IDENTITY") event.ports[0]?.postMessage(liveIdentity());
  });
  // A new version installed and waiting for the open pages to let go.
  wb.addEventListener("waiting", () => setState({ available: true }));
  // The new version took over (after SKIP_WAITING, from this tab or another): load its shell.
  // Every open tab reloads; what a tab was typing comes back (offline/drafts.ts). Not Workbox's
  // isUpdate, which only says whether a worker controlled the page when it registered: a tab opened
  // before the first worker installed is claimed by it (clientsClaim) and would then ignore every
  // later version, its own "Aggiorna" included. The first claim is no update: nothing to reload.
  let controlled = navigator.serviceWorker.controller !== null;
  wb.addEventListener("controlling", () => {
    const wasControlled = controlled;
    controlled = true;
    if (wasControlled) window.location.reload();
  });
  wb.register()
    .then((reg) => {
      registration = reg;
      if (reg?.waiting && navigator.serviceWorker.controller) setState({ available: true });
      setInterval(checkForUpdate, UPDATE_CHECK_MS);
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") checkForUpdate();
      });
      window.addEventListener("online", () => setTimeout(checkForUpdate, ONLINE_SETTLE_MS));
    })
    .catch(() => undefined);
}

/** 'Aggiorna': send what can be sent, then let the new version take over and reload. */
export async function applyUpdate(flushOutbox: () => Promise<unknown>): Promise<void> {
  if (!wb || state.updating) return;
  setState({ updating: true });
  await Promise.race([flushOutbox().catch(() => null), new Promise((r) => setTimeout(r, FLUSH_BEFORE_UPDATE_MS))]);
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  wb.messageSkipWaiting();
  // Until the new version takes over (the "controlling" reload above): a newer version may have
  // replaced the one asked while it was being asked; the one waiting now is asked again. Chromium
  // itself may hold a worker that called skipWaiting until the old one has no request in flight.
  setInterval(() => {
    const now = registration?.waiting;
    if (now) now.postMessage({ type: "SKIP_WAITING" });
  }, SKIP_WAITING_RETRY_MS);
}
