// The TanStack Query cache of the logged identity, persisted in IndexedDB so a cold start without
// network paints the last data at once (cart, promos, order history and the details opened,
// missing list, documents lists, countdown departures). Busted by app version and identity.
//
// The format is TanStack's PersistedClient ({ buster, timestamp, clientState }). Restore and save
// use react-query's own dehydrate/hydrate: the persist-client packages installed (5.104) carry a
// second, older query-core than react-query 5.108's, and mixing the two QueryClient classes is
// not type-safe (docs/decisions/0013-offline-design.md).
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { CLIENT_VERSION } from "../../shared/rules/limits";
import { isLiveIdentity } from "./live-identity";
import { bancoDb } from "./db";

/** Older persisted data is dropped at restore (a week: a workshop closed for the weekend still opens). */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
const THROTTLE_MS = 1000;

interface PersistedClient {
  buster: string;
  timestamp: number;
  clientState: DehydratedState;
}

export function busterFor(identity: string): string {
  return `${CLIENT_VERSION}:${identity}`;
}

// Only the identity being persisted may write: a throttled save that lands after logout is dropped.
let writable: string | null = null;

/** Restores the identity's cache into the client (nothing when none, expired or busted). */
export async function restoreQueryCache(queryClient: QueryClient, identity: string, now = Date.now()): Promise<boolean> {
  const db = bancoDb();
  try {
    const row = await db.queryCache.get(identity);
    if (!row) return false;
    const persisted = JSON.parse(row.value) as PersistedClient;
    if (persisted.buster !== busterFor(identity) || now - persisted.timestamp > PERSIST_MAX_AGE_MS) {
      await db.queryCache.delete(identity);
      return false;
    }
    hydrate(queryClient, persisted.clientState);
    // Painted at once, but checked again: every restored answer counts as stale, so the screens
    // that show it ask the server as soon as they mount (when there is a network).
    await queryClient.invalidateQueries({ refetchType: "none" });
    return true;
  } catch {
    // A broken copy is discarded; the app fetches as usual.
    await db.queryCache.delete(identity).catch(() => undefined);
    return false;
  }
}

/**
 * Query-key roots not worth a copy on the device: per-product lookups of the search (availability,
 * suggestions: many, small, soon stale; the previous searches keep their rows in offline/
 * searches-store) and the session check.
 */
export const NOT_PERSISTED_ROOTS = new Set(["search", "auth"]);

/** Writes the cache now (successful answers only; edits in flight live in the outbox). */
export async function saveQueryCache(queryClient: QueryClient, identity: string): Promise<void> {
  if (writable !== identity || !isLiveIdentity(identity)) return;
  const clientState = dehydrate(queryClient, {
    shouldDehydrateQuery: (q) => q.state.status === "success" && !NOT_PERSISTED_ROOTS.has(String(q.queryKey[0])),
    shouldDehydrateMutation: () => false,
  });
  const value = JSON.stringify({ buster: busterFor(identity), timestamp: Date.now(), clientState } satisfies PersistedClient);
  if (writable !== identity || !isLiveIdentity(identity)) return;
  await bancoDb().queryCache.put({ identity, value, savedAt: Date.now() });
}

/**
 * Calls `changed` when the cache changes in what a save writes: a query added or removed, new data,
 * an error. Not for a fetch starting or a refetch that brought the same data (structural sharing
 * keeps the object; a 304 keeps it too): a poll of unchanged data does not serialise the whole
 * cache again (a 10,000-row upload summary is 1.4 MB of it).
 */
export function watchPersistedChanges(queryClient: QueryClient, changed: () => void): () => void {
  const written = new WeakMap<object, unknown>();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "added" || event.type === "removed") return changed();
    if (event.type !== "updated") return;
    const { action } = event;
    if (action.type === "fetch" || action.type === "failed" || action.type === "pause" || action.type === "continue") return;
    const data = event.query.state.data;
    if (action.type === "success" && written.has(event.query) && written.get(event.query) === data) return;
    written.set(event.query, data);
    changed();
  });
}

/** Persists every change of the cache for this identity (throttled) until the returned function is called. */
export function persistQueryCache(queryClient: QueryClient, identity: string): () => void {
  writable = identity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const schedule = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      void saveQueryCache(queryClient, identity).catch(() => undefined);
    }, THROTTLE_MS);
  };
  const unsubscribe = watchPersistedChanges(queryClient, schedule);
  const onHide = () => {
    // The tab is going away (or to the background on a phone): write what is pending now.
    if (document.visibilityState === "hidden") void saveQueryCache(queryClient, identity).catch(() => undefined);
  };
  const onPageHide = () => void saveQueryCache(queryClient, identity).catch(() => undefined);
  document.addEventListener("visibilitychange", onHide);
  window.addEventListener("pagehide", onPageHide);
  return () => {
    unsubscribe();
    document.removeEventListener("visibilitychange", onHide);
    window.removeEventListener("pagehide", onPageHide);
    if (timer) clearTimeout(timer);
    if (writable === identity) writable = null;
  };
}
