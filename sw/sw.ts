/// <reference lib="webworker" />
// Service worker: precaches the app shell and every route's code, answers in-app navigations
// with the shell (so the app opens offline), caches images (brand logos, promo images). API
// answers are not cached here: the app keeps its own offline copy in IndexedDB (src/client/offline),
// except the PDFs, which this worker keeps there per user when one is opened, so it opens again
// offline (docs/decisions/0013-offline-design.md).
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { ExpirationPlugin } from "workbox-expiration";
import { cacheNames, clientsClaim } from "workbox-core";
import { bancoDb } from "../src/client/offline/db";
import { LIVE_COOKIE } from "../src/client/offline/live-identity";
import { readPdf, storePdf } from "../src/client/offline/pdf-store";
import { purgeExpiredIdentities } from "../src/client/offline/retention";
import { offlineMessages } from "../src/shared/messages/offline";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// Read once: the build replaces this one occurrence with the list of precached files.
const precached = self.__WB_MANIFEST;
precacheAndRoute(precached);

/** InstallEvent.addRoutes, the Service Worker Static Routing API (Chromium 123+; absent elsewhere). */
type StaticRoutes = { addRoutes?: (rules: { condition: { urlPattern: string; requestMethod: string }; source: { cacheName: string } }[]) => Promise<void> };

// The hashed assets (scripts, styles, the scanner's WebAssembly) are answered by the browser itself
// from the precache, where each is stored under its own URL (scripts/vite-build-plugins.ts): on a
// cold start it neither waits for this worker to start nor queues every file through its fetch
// handler. A file missing there goes to the network, as the precache route does. Other browsers keep
// the fetch handler below (precacheAndRoute) for the same files. A file of assets/ precached under a
// revisioned key (decision 0052: a script Vite rewrote after naming it) would be missed by the route
// and, offline, not found: then no route is added and the fetch handler answers them all, as before.
// Decision 0055, BENCHMARKS.md.
// Looked at during the install only (not at each start of the worker, which is all the route needs).
self.addEventListener("install", (event) => {
  const routes = event as ExtendableEvent & StaticRoutes;
  if (typeof routes.addRoutes !== "function") return;
  if (!precached.every((e) => typeof e === "string" || !e.url.startsWith("assets/") || e.revision === null)) return;
  event.waitUntil(routes.addRoutes([{ condition: { urlPattern: "/assets/*", requestMethod: "GET" }, source: { cacheName: cacheNames.precache } }]).catch(() => undefined));
});
cleanupOutdatedCaches();
// A first install takes the open pages at once (nothing to update there); a new version waits
// until the user accepts the update prompt (SKIP_WAITING below).
clientsClaim();

const shell = createHandlerBoundToURL("/index.html");
registerRoute(
  new NavigationRoute(
    (options) => {
      purgeNow();
      return shell(options);
    },
    { denylist: [/^\/v100\//, /^\/healthz/] },
  ),
);

registerRoute(
  ({ request, url }) => request.destination === "image" && url.origin === self.location.origin && !url.pathname.startsWith("/v100/documents"),
  new CacheFirst({ cacheName: "banco-images", plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })] }),
);

/** The PDFs of orders, delivery notes and invoices. */
function isPdfUrl(url: URL): boolean {
  return url.pathname.startsWith("/v100/orders/orderDetails/pdf/") || url.pathname === "/v100/documents/getPdf";
}

async function activeIdentity(): Promise<string | null> {
  try {
    const row = await bancoDb().meta.get("activeIdentity");
    return typeof row?.value === "string" ? row.value : null;
  } catch {
    return null;
  }
}

interface CookieStoreLike {
  get(name: string): Promise<{ value: string } | null | undefined>;
}

/** Asks the app's open pages whose session is alive (browsers without the Cookie Store API in workers). */
async function askPages(): Promise<string | null> {
  const pages = await self.clients.matchAll({ type: "window" });
  const answers = pages.map(
    (page) =>
      new Promise<string | null>((resolve) => {
        const channel = new MessageChannel();
        const timer = setTimeout(() => resolve(null), 500);
        channel.port1.onmessage = (e: MessageEvent<unknown>) => {
          clearTimeout(timer);
          resolve(typeof e.data === "string" ? e.data : null);
        };
        page.postMessage({ type: "LIVE_IDENTITY" }, [channel.port2]);
      }),
  );
  return (await Promise.all(answers)).find((a) => a !== null) ?? null;
}

/**
 * The identity whose session is alive in this browser (the page's marker cookie, lib/session.ts):
 * a closed browser or a logout ends it, and with it the right to the stored PDFs.
 */
async function liveIdentity(): Promise<string | null> {
  const store = (self as unknown as { cookieStore?: CookieStoreLike }).cookieStore;
  if (!store) return askPages();
  try {
    const cookie = await store.get(LIVE_COOKIE);
    return cookie?.value ? decodeURIComponent(cookie.value) : null;
  } catch {
    return null;
  }
}

/** The stored PDFs and copy may be served to this identity only while its session is alive here. */
async function servedIdentity(): Promise<string | null> {
  const [active, live] = await Promise.all([activeIdentity(), liveIdentity()]);
  return active !== null && active === live ? active : null;
}

// The copy of identities whose session is gone is deleted after the documented time (retention.ts):
// looked at when the app is opened, at most once an hour per worker life.
let lastPurge = 0;
function purgeNow(): void {
  if (Date.now() - lastPurge < 3_600_000) return;
  lastPurge = Date.now();
  void liveIdentity()
    .then((live) => purgeExpiredIdentities(live))
    .catch(() => undefined);
}

function offlinePage(): Response {
  const html = `<!doctype html><html lang="it"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${offlineMessages.pdfOfflineTitle}</title><body style="font-family:system-ui,sans-serif;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center;background:#f8fafc;color:#0f172a"><main style="max-width:28rem;padding:1.5rem;text-align:center"><h1 style="font-size:1.25rem">${offlineMessages.pdfOfflineTitle}</h1><p>${offlineMessages.pdfOfflineText}</p></main></body></html>`;
  return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

// Network first; a PDF received is stored for the logged identity; without network the stored
// copy answers, only to that identity and only while its session is alive in this browser (a logout
// wipes it; a closed browser or an expired session leave it unreadable until the same user logs in).
registerRoute(
  ({ url, request }) => request.method === "GET" && url.origin === self.location.origin && isPdfUrl(url),
  async ({ request, url }) => {
    const key = url.pathname + url.search;
    const identity = await servedIdentity();
    let response: Response;
    try {
      response = await fetch(request);
    } catch {
      if (identity) {
        const stored = await readPdf(identity, key).catch(() => null);
        if (stored) {
          const headers: Record<string, string> = { "Content-Type": stored.contentType, "Cache-Control": "no-store", "X-Banco-Offline-Copy": String(stored.savedAt) };
          if (stored.disposition) headers["Content-Disposition"] = stored.disposition;
          return new Response(stored.blob, { status: 200, headers });
        }
      }
      return offlinePage();
    }
    const type = response.headers.get("Content-Type") ?? "";
    if (identity && response.ok && type.includes("application/pdf")) {
      try {
        const blob = await response.clone().blob();
        await storePdf({ identity, url: key, blob, contentType: type, disposition: response.headers.get("Content-Disposition"), savedAt: Date.now() });
      } catch {
        // Storage full or unavailable: the PDF still opens, it just will not be there offline.
      }
    }
    return response;
  },
);

self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
