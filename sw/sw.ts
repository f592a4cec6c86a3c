/// <reference lib="webworker" />
// Service worker: precaches the app shell and every route's code, answers in-app navigations
// with the shell (so the app opens offline), caches images. API answers are not cached here: the
// app keeps its own offline copy in IndexedDB (src/client/offline).
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { ExpirationPlugin } from "workbox-expiration";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL("/index.html"), { denylist: [/^\/v100\//, /^\/healthz/] }));

registerRoute(
  ({ request, url }) => request.destination === "image" && url.origin === self.location.origin && !url.pathname.startsWith("/v100/documents"),
  new CacheFirst({ cacheName: "banco-images", plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })] }),
);

self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
