// The offline layer proper (src/client/offline wired to this app), loaded only when an identity is
// stored or logged in (app/offline/offline-root.tsx imports it on demand): a visitor on /login with
// nothing stored never downloads Dexie and the outbox. For the logged identity it restores the
// persisted query cache and the previous searches before the first paint (a cold start offline
// shows the last data at once), keeps persisting them, tells the service worker whose PDFs it may
// serve, runs the outbox (each feature's edit kinds through the registry, offline/edit-kinds.ts), and
// follows the cart written by another tab. Logout and impersonation wipe the identity's offline
// copy. docs/decisions/0013-offline-design.md.
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { initStore, sessionAtom, setSession, subscribeLiveSession } from "../../lib/session";
import { onClientReset } from "../../lib/client-reset";
import { notify } from "../../lib/notify";
import { offlineMessages } from "../../../shared/messages/offline";
import { identityOf } from "../../offline/identity";
import { restoreQueryCache, persistQueryCache } from "../../offline/query-persistence";
import { configureSync, getSyncState, installSyncTriggers, resumeAfterLogin, setSyncIdentity } from "../../offline/sync";
import { setActiveIdentity, wipeIdentity } from "../../offline/wipe";
import { clearDrafts } from "../../offline/drafts";
import { touchIdentity } from "../../offline/retention";
import { watchSnapshots, writeSnapshot } from "../../offline/snapshots";
import { consumeLogoutChoice } from "../../offline/logout-choice";
import { clearPendingLogout } from "../../offline/pending-logout";
import { checkSession } from "../../features/auth/api/check-session";
import { fetchMyCart, storeCart } from "../../features/cart/api/my-cart";
import { CART_EDIT_PREFIX, cartFromAnswer, cartEditPrecheck } from "../../features/cart/api/cart-edits";
import { visitsEditKind } from "../../features/visits/api/visit-edits";
import { editKindHooks, registerEditKind } from "../../offline/edit-kinds";
import { cartKeys } from "../../features/cart/api/cart-keys";
import { searchKeys } from "../../features/search/api/search-keys";
import { searchStateAtom } from "../../features/search/hooks/search-session";
import { loadPersistedSearches, mergeRestoredSearches, usePersistedSearches } from "./persisted-searches";

/** Query keys whose latest answer every tab of the identity shares at once. */
const SHARED_KEYS = [cartKeys.mine()];
const sharedKeyStrings = new Set(SHARED_KEYS.map((k) => JSON.stringify(k)));

/** One restore per identity and page life (StrictMode runs effects twice; both wait for the same). */
const restores = new Map<string, Promise<Awaited<ReturnType<typeof loadPersistedSearches>>>>();

export interface OfflineLayerProps {
  /** The logged identity (null: nobody). */
  identity: string | null;
  /** The identity whose copy is restored and on screen (null until the restore is done). */
  active: string | null;
  /** Called once the identity's copy is restored: the screens may render. */
  onRestored: (identity: string) => void;
}

/** Renders nothing: the effects of the offline layer for the logged identity. */
export function OfflineLayer({ identity, active, onRestored }: OfflineLayerProps) {
  const qc = useQueryClient();
  const setSearchState = useSetAtom(searchStateAtom);

  // Once per page: the runner's hooks and wake-up events.
  useEffect(() => {
    // The search's per-product lookups are not kept offline: they keep the short default life
    // instead of the long one the persisted views need (app/providers.tsx).
    qc.setQueryDefaults(searchKeys.all, { gcTime: 5 * 60_000 });
    configureSync({
      verifySession: async (id) => {
        const user = await checkSession();
        if (identityOf(user) !== id) return false;
        // The server confirmed the session: a start trusted offline is a real one again.
        const s = initStore.get(sessionAtom);
        if (s.status === "authenticated" && s.offline) setSession({ status: "authenticated", user });
        return true;
      },
      precheck: editKindHooks.precheck,
      onApplied: editKindHooks.onApplied,
      onBackgroundRefusal: (refused) => notify.error(editKindHooks.refusalText(refused) ?? offlineMessages.refusedNotice(refused.label, refused.message)),
      onDrained: () => notify.success(offlineMessages.allSent),
    });
    // The features' edit kinds: the cart's (precheck of the cart id, the answer stored as the
    // cart) and the visit reports' (the day views refreshed).
    const stopCart = registerEditKind({
      prefix: CART_EDIT_PREFIX,
      precheck: (entry, memo) => cartEditPrecheck(entry, memo, async () => (await fetchMyCart()).cId),
      onApplied: (entry, data, memo) => {
        const cart = cartFromAnswer(entry, data, memo);
        if (cart) storeCart(qc, cart);
      },
    });
    const stopVisits = registerEditKind(visitsEditKind(qc));
    const stopTriggers = installSyncTriggers();
    return () => {
      stopTriggers();
      stopCart();
      stopVisits();
    };
  }, [qc]);

  // A fresh login (not the offline trust of a cold start) resumes a queue paused by an expired session.
  useEffect(
    () =>
      subscribeLiveSession((changed) => {
        if (changed || getSyncState().pausedForLogin) {
          clearPendingLogout();
          resumeAfterLogin();
        }
      }),
    [],
  );

  // The identity's copy first (before any screen asks for data), then everything else follows it:
  // the query cache and the previous searches, read together, so the first paint shows both.
  useEffect(() => {
    if (!identity) {
      setSyncIdentity(null);
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
  }, [identity, qc, onRestored, setSearchState]);

  useEffect(() => {
    if (!active) return;
    void setActiveIdentity(active).catch(() => undefined);
    // The clock of the documented retention restarts (offline/retention.ts).
    void touchIdentity(active).catch(() => undefined);
    const stopPersisting = persistQueryCache(qc, active);
    setSyncIdentity(active);

    // Cart answers go to IndexedDB for the other tabs; theirs come back here.
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
      setSyncIdentity(null);
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
    };
  }, [active, qc]);

  usePersistedSearches(active);
  return null;
}
