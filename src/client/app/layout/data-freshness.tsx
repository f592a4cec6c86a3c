// 'aggiornato alle 10:42' (issue 6) beside the breadcrumb: when the data of the screen on show was
// last fetched from the server — the oldest of the screen's queries, so the label never claims
// fresher data than is shown. Offline it is the time of the copy kept on the device.
import { useMemo, useSyncExternalStore } from "react";
import { useLocation } from "react-router-dom";
import { useQueryClient, type Query, type QueryCache } from "@tanstack/react-query";
import { History } from "lucide-react";
import { cn } from "../../lib/cn";
import { useConnectivity } from "../../offline/connectivity";
import { formatUpdatedAt } from "../../offline/freshness";
import { offlineMessages } from "../../../shared/messages/offline";
import { useNow } from "../../lib/use-now";

/** The query-key roots whose data each screen shows (the header's cart excluded elsewhere). */
const SCREEN_QUERIES: { path: RegExp; roots: string[][] }[] = [
  { path: /^\/cart$/, roots: [["cart", "mine"]] },
  { path: /^\/orderList$/, roots: [["orders"]] },
  { path: /^\/missing$/, roots: [["missing"]] },
  { path: /^\/documents$/, roots: [["documents"]] },
  { path: /^\/promoList$/, roots: [["promos", "list"]] },
  { path: /^\/promoDetail\//, roots: [["promos", "detail"]] },
  { path: /^\/customerInfo$/, roots: [["customerInfo"]] },
  { path: /^\/(listaResi|richiesteReso|nuovoReso|resi|resi\/new)$/, roots: [["returns", "lines"], ["returns", "requests"]] },
];

function startsWith(key: readonly unknown[], root: string[]): boolean {
  return root.every((part, i) => key[i] === part);
}

/** The oldest fetch time among the active queries with data under these roots, or null. */
export function oldestUpdate(queries: readonly Query[], roots: string[][]): number | null {
  let oldest: number | null = null;
  for (const q of queries) {
    if (!q.getObserversCount() || q.state.dataUpdatedAt === 0) continue;
    if (!roots.some((r) => startsWith(q.queryKey, r))) continue;
    oldest = oldest === null ? q.state.dataUpdatedAt : Math.min(oldest, q.state.dataUpdatedAt);
  }
  return oldest;
}

/**
 * The screen's oldest update, computed again only when one of the screen's own queries changes: the
 * cache announces every change of every query (hundreds at a returning user's start), and going
 * through the whole cache at each one was 17 ms of /cart's start (issue 22).
 */
function screenUpdates(cache: QueryCache, roots: string[][] | null) {
  let listeners = 0;
  let stale = true;
  let at: number | null = null;
  return {
    subscribe(changed: () => void): () => void {
      listeners += 1;
      stale = true;
      const stop = cache.subscribe((event) => {
        if (!roots?.some((r) => startsWith(event.query.queryKey, r))) return;
        stale = true;
        changed();
      });
      return () => {
        listeners -= 1;
        stop();
      };
    },
    get(): number | null {
      if (!roots) return null;
      // Without a listener nothing says when the cache changed: computed at each read.
      if (stale || listeners === 0) {
        at = oldestUpdate(cache.getAll(), roots);
        stale = false;
      }
      return at;
    },
  };
}

export function DataFreshness() {
  const qc = useQueryClient();
  const { pathname } = useLocation();
  const connectivity = useConnectivity();
  const roots = SCREEN_QUERIES.find((s) => s.path.test(pathname))?.roots ?? null;
  const cache = qc.getQueryCache();
  const updates = useMemo(() => screenUpdates(cache, roots), [cache, roots]);
  const at = useSyncExternalStore(updates.subscribe, updates.get);
  // The day changes the wording ('aggiornato il 20/11 alle …'): refresh it now and then.
  const now = useNow(60_000).getTime();
  const offline = connectivity !== "online";
  // The server out of reach while the browser is online: said on every screen, the copy stays shown.
  const banner =
    connectivity === "unreachable" ? (
      <p role="status" className="rounded-md bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950" data-testid="server-unreachable">
        {offlineMessages.serverUnreachableBanner}
      </p>
    ) : null;
  if (!roots) return banner;
  // Until the screen's data is here its place is kept (invisible, the same words): on a phone the
  // line wraps under the breadcrumb, and appearing later it pushed the whole screen 36 px down
  // (a layout shift of 0.03 on /orderList).
  return (
    <>
      {banner}
      <p
        className={cn("flex items-center gap-1 text-xs", offline ? "rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900" : "text-slate-500", !at && "invisible")}
        aria-hidden={at ? undefined : true}
        data-testid={at ? "data-freshness" : "data-freshness-pending"}
      >
        <History className="size-3.5 shrink-0" aria-hidden />
        {formatUpdatedAt(at ?? now, now)}
      </p>
    </>
  );
}
