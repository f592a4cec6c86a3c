// The sync of this tab's session: which sync engine (offline/sync.ts) runs for the logged identity.
// One such object is created by app/offline for the page and handed to the screens through React
// context (useSessionSync); nothing here is module state, so a test or a second root gets its own.
// app/offline starts one engine per identity at login and stops it at logout. An edit for an
// identity whose engine is not running is stored and waits (it goes out when that identity logs in
// again); nothing outlives a logout.
//
// This file is in the first view: it imports the engine, the outbox and Dexie only on demand (the
// offline layer creates the engines; an edit made before it loads is queued through a dynamic import).
import { createContext, useContext, useSyncExternalStore } from "react";
import type { EditInput, ReplayResult } from "./outbox";
import type { SubmitOutcome, SyncEngine, SyncState } from "./sync";

const NO_ENGINE: SyncState = { identity: null, syncing: false, pausedForLogin: false, lastStop: null, quiet: new Set() };

export type SessionSync = ReturnType<typeof createSessionSync>;

export function createSessionSync() {
  let engine: SyncEngine | null = null;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((l) => l());

  const session = {
    /** Login: the engine made for this identity runs (the previous one, if any, is disposed first). */
    attach(next: SyncEngine): SyncEngine {
      session.stop();
      next.subscribe(changed);
      engine = next;
      changed();
      void next.flush();
      return next;
    },

    /** Logout: the engine is disposed; its identity's queue stays in IndexedDB unless discarded. */
    stop(): void {
      const running = engine;
      if (!running) return;
      engine = null;
      running.dispose();
      changed();
    },

    /** The running engine (null: nobody logged in, or the offline layer not loaded yet). */
    running: (): SyncEngine | null => engine,

    getState: (): SyncState => engine?.getState() ?? NO_ENGINE,

    subscribe(l: () => void): () => void {
      listeners.add(l);
      return () => listeners.delete(l);
    },

    /** Replays the logged identity's queue now; null when no engine runs. */
    flush: (): Promise<ReplayResult | null> => engine?.flush() ?? Promise.resolve(null),

    /** Through the identity's engine; stored and queued when that identity's engine is not running. */
    async submit(identity: string, edit: EditInput): Promise<SubmitOutcome> {
      if (engine?.identity === identity) return engine.submit(edit);
      const { enqueueEdit } = await import("./outbox");
      await enqueueEdit(identity, edit);
      return { status: "queued" };
    },

    /** Changes or removes an edit still queued (false when it already left the queue). */
    async editQueued(identity: string, mutationId: string, next: Omit<EditInput, "kind"> | null): Promise<boolean> {
      if (engine?.identity === identity) return engine.editQueued(mutationId, next);
      const [{ withLock }, { rewriteQueuedEdit }] = await Promise.all([import("./send"), import("./outbox")]);
      return withLock(identity, () => rewriteQueuedEdit(identity, mutationId, next));
    },

    /** Wakes the running engine on the events that mean "the network may be back". Returns the cleanup. */
    installTriggers(): () => void {
      const wake = () => engine?.wake();
      const onVisible = () => {
        if (document.visibilityState === "visible") wake();
      };
      const onOffline = () => engine?.releaseWaiters();
      window.addEventListener("online", wake);
      window.addEventListener("offline", onOffline);
      document.addEventListener("visibilitychange", onVisible);
      return () => {
        window.removeEventListener("online", wake);
        window.removeEventListener("offline", onOffline);
        document.removeEventListener("visibilitychange", onVisible);
      };
    },
  };
  return session;
}

/** The page's session sync, provided by app/offline around the screens. */
export const SessionSyncContext = createContext<SessionSync | null>(null);

export function useSessionSync(): SessionSync {
  const session = useContext(SessionSyncContext);
  if (!session) throw new Error("useSessionSync outside SessionSyncContext (app/offline/offline-root.tsx)");
  return session;
}

export function useSyncState(): SyncState {
  const session = useSessionSync();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
