// The upkeep of the logged identity's offline copy once its screens are on the page (started by
// app/offline/offline-layer.tsx after their first paint): the persisted query cache follows every
// change, the identity's sync engine runs its outbox, and the shared answers (the cart) go to and
// come from the other tabs through IndexedDB. docs/decisions/0013-offline-design.md.
import type { QueryClient } from "@tanstack/react-query";
import { persistQueryCache } from "../../offline/query-persistence";
import type { SessionSync } from "../../offline/session-sync";
import { setActiveIdentity } from "../../offline/wipe";
import { touchIdentity } from "../../offline/retention";
import { watchSnapshots, writeSnapshot } from "../../offline/snapshots";
import { createSyncEngine, type SyncHooks } from "../../offline/sync";

/** Starts the upkeep of `identity`'s copy; the returned function stops it (not the sync engine's queue). */
export function keepIdentityCopy(qc: QueryClient, identity: string, sync: SessionSync, hooks: SyncHooks, sharedKeyStrings: Set<string>): () => void {
  void setActiveIdentity(identity).catch(() => undefined);
  // The clock of the documented retention restarts (offline/retention.ts).
  void touchIdentity(identity).catch(() => undefined);
  const stopPersisting = persistQueryCache(qc, identity);
  // One sync engine per logged identity: created here, disposed at logout or when another
  // identity takes the tab (its queue, waiters and timers die with it).
  const running = sync.running();
  const engine = running?.identity === identity ? running : sync.attach(createSyncEngine(identity, hooks));

  // Shared answers (the cart) go to IndexedDB for the other tabs; theirs come back here.
  let applying = false;
  const stopWriting = qc.getQueryCache().subscribe((event) => {
    if (applying || event.type !== "updated" || event.action.type !== "success") return;
    if (!sharedKeyStrings.has(JSON.stringify(event.query.queryKey))) return;
    void writeSnapshot(identity, JSON.stringify(event.query.queryKey), event.query.state.data, event.query.state.dataUpdatedAt).catch(() => undefined);
  });
  const stopWatching = watchSnapshots(identity, (snapshots) => {
    for (const s of snapshots) {
      if (!sharedKeyStrings.has(s.key)) continue;
      const key = JSON.parse(s.key) as unknown[];
      const mine = qc.getQueryState(key);
      if (mine && mine.dataUpdatedAt >= s.updatedAt) continue;
      applying = true;
      try {
        qc.setQueryData(key, s.data, { updatedAt: s.updatedAt });
      } finally {
        applying = false;
      }
    }
  });

  return () => {
    stopPersisting();
    stopWriting();
    stopWatching();
    if (sync.running() === engine) sync.stop();
  };
}
