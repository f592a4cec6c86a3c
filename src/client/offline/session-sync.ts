// The sync engine of the logged-in identity, as the screens reach it: app/offline starts one engine
// per identity at login and stops it at logout (offline/sync.ts); the only thing kept here is which
// engine that is. An edit for an identity whose engine is not running is stored and waits (it goes
// out when that identity logs in again); nothing here outlives a logout.
import { useSyncExternalStore } from "react";
import { enqueueEdit, rewriteQueuedEdit, type EditInput, type ReplayResult } from "./outbox";
import { withLock } from "./send";
import { createSyncEngine, IDLE_SYNC_STATE, type SubmitOutcome, type SyncEngine, type SyncHooks, type SyncState } from "./sync";

const slot: { engine: SyncEngine | null; listeners: Set<() => void> } = { engine: null, listeners: new Set() };

function changed(): void {
  slot.listeners.forEach((l) => l());
}

/** Login: the engine of this identity (the previous one, if any, is disposed first). */
export function startSync(identity: string, hooks: SyncHooks): SyncEngine {
  stopSync();
  const engine = createSyncEngine(identity, hooks);
  engine.subscribe(changed);
  slot.engine = engine;
  changed();
  void engine.flush();
  return engine;
}

/** Logout: the engine is disposed; its identity's queue stays in IndexedDB unless discarded. */
export function stopSync(): void {
  const engine = slot.engine;
  if (!engine) return;
  slot.engine = null;
  engine.dispose();
  changed();
}

/** The running engine (null: nobody logged in, or the offline layer not loaded yet). */
export function currentSync(): SyncEngine | null {
  return slot.engine;
}

export function getSyncState(): SyncState {
  return slot.engine?.getState() ?? IDLE_SYNC_STATE;
}

function subscribe(l: () => void): () => void {
  slot.listeners.add(l);
  return () => slot.listeners.delete(l);
}

export function useSyncState(): SyncState {
  return useSyncExternalStore(subscribe, getSyncState, getSyncState);
}

/** Replays the logged identity's queue now; null when no engine runs. */
export function flushOutbox(): Promise<ReplayResult | null> {
  return slot.engine?.flush() ?? Promise.resolve(null);
}

/** Through the identity's engine; stored and queued when that identity's engine is not running. */
export async function submitEdit(identity: string, edit: EditInput): Promise<SubmitOutcome> {
  const engine = slot.engine;
  if (engine?.identity === identity) return engine.submit(edit);
  await enqueueEdit(identity, edit);
  return { status: "queued" };
}

/** Changes or removes an edit still queued (false when it already left the queue). */
export function editQueued(identity: string, mutationId: string, next: Omit<EditInput, "kind"> | null): Promise<boolean> {
  const engine = slot.engine;
  if (engine?.identity === identity) return engine.editQueued(mutationId, next);
  return withLock(identity, () => rewriteQueuedEdit(identity, mutationId, next));
}

/** Wakes the running engine on the events that mean "the network may be back". Returns the cleanup. */
export function installSyncTriggers(): () => void {
  const wake = () => slot.engine?.wake();
  const onVisible = () => {
    if (document.visibilityState === "visible") wake();
  };
  const onOffline = () => slot.engine?.releaseWaiters();
  window.addEventListener("online", wake);
  window.addEventListener("offline", onOffline);
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    window.removeEventListener("online", wake);
    window.removeEventListener("offline", onOffline);
    document.removeEventListener("visibilitychange", onVisible);
  };
}
