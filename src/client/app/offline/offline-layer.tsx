// The offline layer proper (src/client/offline wired to this app), loaded only when an identity is
// stored or logged in (app/offline/offline-root.tsx imports it on demand): a visitor on /login with
// nothing stored never downloads Dexie and the outbox. For the logged identity it restores the
// persisted query cache and the previous searches before the first paint (a cold start offline
// shows the last data at once), keeps persisting them, tells the service worker whose PDFs it may
// serve, runs the outbox through one sync engine per logged identity (offline/sync.ts; the features'
// edit kinds from ./feature-edit-kinds.ts), and follows the answers other tabs share (the kinds'
// sharedQueryKeys). Logout and impersonation wipe the identity's offline copy. docs/decisions/0013-offline-design.md.
import { useEffect, useMemo } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { initStore, sessionAtom, setSession, subscribeLiveSession } from "../../lib/session";
import { onClientReset } from "../../lib/client-reset";
import { notify } from "../../lib/notify";
import { offlineMessages } from "../../../shared/messages/offline";
import { identityOf } from "../../offline/identity";
import { restoreQueryCache, persistQueryCache } from "../../offline/query-persistence";
import type { SessionSync } from "../../offline/session-sync";
import { setActiveIdentity, wipeIdentity } from "../../offline/wipe";
import { clearDrafts } from "../../offline/drafts";
import { touchIdentity } from "../../offline/retention";
import { watchSnapshots, writeSnapshot } from "../../offline/snapshots";
import { consumeLogoutChoice } from "../../offline/logout-choice";
import { clearPendingLogout } from "../../offline/pending-logout";
import { checkSession } from "../../features/auth/api/check-session";
import { createSyncEngine, type SyncHooks } from "../../offline/sync";
import { featureEditKinds } from "./feature-edit-kinds";
import { searchKeys } from "../../features/search/api/search-keys";
import { searchStateAtom } from "../../features/search/hooks/search-session";
import { loadPersistedSearches, mergeRestoredSearches, usePersistedSearches } from "./persisted-searches";
import { startLoggedInPage } from "../logged-in-start";

startLoggedInPage();

/** One restore per identity and page life (StrictMode runs effects twice; both wait for the same). */
const restores = new Map<string, Promise<Awaited<ReturnType<typeof loadPersistedSearches>>>>();

export interface OfflineLayerProps {
  /** The logged identity (null: nobody). */
  identity: string | null;
  /** The identity whose copy is restored and on screen (null until the restore is done). */
  active: string | null;
  /** Called once the identity's copy is restored: the screens may render. */
  onRestored: (identity: string) => void;
  /** This page's sync of the logged identity (app/offline/offline-root.tsx). */
  sync: SessionSync;
}

/** Renders nothing: the effects of the offline layer for the logged identity. */
export function OfflineLayer({ identity, active, onRestored, sync }: OfflineLayerProps) {
  const qc = useQueryClient();
  const setSearchState = useSetAtom(searchStateAtom);

  // The features' edit kinds and what the engine of each logged identity is told (app composes them).
  const kinds = useMemo(() => featureEditKinds(qc), [qc]);
  const sharedKeyStrings = useMemo(() => new Set(kinds.flatMap((k) => k.sharedQueryKeys ?? []).map((key) => JSON.stringify(key))), [kinds]);
  const hooks: SyncHooks = useMemo(
    () => ({
      kinds,
      verifySession: async (id) => {
        // A session this tab confirmed online as this identity: no round trip before the edits,
        // each of which carries its identity for the server to check (offline/send.ts).
        const known = initStore.get(sessionAtom);
        if (known.status === "authenticated" && !known.offline && identityOf(known.user) === id) return true;
        const user = await checkSession();
        if (identityOf(user) !== id) return false;
        // The server confirmed the session: a start trusted offline is a real one again.
        const s = initStore.get(sessionAtom);
        if (s.status === "authenticated" && s.offline) setSession({ status: "authenticated", user });
        return true;
      },
      onBackgroundRefusal: (refused, text) => notify.error(text ?? offlineMessages.refusedNotice(refused.label, refused.message)),
      onDrained: () => notify.success(offlineMessages.allSent),
    }),
    [kinds],
  );

  // Once per page: the wake-up events (they wake whichever engine runs).
  useEffect(() => {
    // The search's per-product lookups are not kept offline: they keep the short default life
    // instead of the long one the persisted views need (app/providers.tsx).
    qc.setQueryDefaults(searchKeys.all, { gcTime: 5 * 60_000 });
    return sync.installTriggers();
  }, [qc, sync]);

  // A fresh login (not the offline trust of a cold start) resumes a queue paused by an expired session.
  useEffect(
    () =>
      subscribeLiveSession((changed) => {
        if (changed || sync.getState().pausedForLogin) {
          clearPendingLogout();
          sync.running()?.resumeAfterLogin();
        }
      }),
    [sync],
  );

  // The identity's copy first (before any screen asks for data), then everything else follows it:
  // the query cache and the previous searches, read together, so the first paint shows both.
  useEffect(() => {
    if (!identity) {
      sync.stop();
      return;
    }
    let cancelled = false;
    let restore = restores.get(identity);
    if (!restore) {
      const searches = loadPersistedSearches(identity);
      restore = restoreQueryCache(qc, identity).then(
        () => searches,
        () => searches,
      );
      restores.set(identity, restore);
    }
    void restore.then((searches) => {
      if (cancelled) return;
      if (searches.length) setSearchState((s) => mergeRestoredSearches(s, searches));
      onRestored(identity);
    });
    return () => {
      cancelled = true;
    };
  }, [identity, qc, onRestored, setSearchState, sync]);

  useEffect(() => {
    if (!active) return;
    void setActiveIdentity(active).catch(() => undefined);
    // The clock of the documented retention restarts (offline/retention.ts).
    void touchIdentity(active).catch(() => undefined);
    const stopPersisting = persistQueryCache(qc, active);
    // One sync engine per logged identity: created here, disposed at logout or when another
    // identity takes the tab (its queue, waiters and timers die with it).
    const running = sync.running();
    const engine = running?.identity === active ? running : sync.attach(createSyncEngine(active, hooks));

    // Shared answers (the cart) go to IndexedDB for the other tabs; theirs come back here.
    let applying = false;
    const stopWriting = qc.getQueryCache().subscribe((event) => {
      if (applying || event.type !== "updated" || event.action.type !== "success") return;
      if (!sharedKeyStrings.has(JSON.stringify(event.query.queryKey))) return;
      void writeSnapshot(active, JSON.stringify(event.query.queryKey), event.query.state.data, event.query.state.dataUpdatedAt).catch(() => undefined);
    });
    const stopWatching = watchSnapshots(active, (snapshots) => {
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

    const stopReset = onClientReset(async () => {
      stopPersisting();
      stopWriting();
      stopWatching();
      sync.stop();
      restores.delete(active);
      const choice = consumeLogoutChoice();
      clearDrafts(active);
      await wipeIdentity(active, { keepOutbox: choice !== "discard" }).catch(() => undefined);
    });
    return () => {
      stopPersisting();
      stopWriting();
      stopWatching();
      stopReset();
      if (sync.running() === engine) sync.stop();
    };
  }, [active, qc, hooks, sharedKeyStrings, sync]);

  usePersistedSearches(active);
  return null;
}
