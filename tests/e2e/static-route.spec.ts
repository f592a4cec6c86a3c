// The service worker's static route (decision 0055), in Chromium on the production build: once the
// worker is installed, a returning user's hashed scripts are answered by the browser from the
// precache without the worker's fetch handler, online and with the network cut, and the app opens
// offline from them; the page itself (a navigation) still comes from the worker's shell route.
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { loginAs } from "./helpers";
import { waitForServiceWorker } from "./offline-helpers";

/** The source each /assets/ script of the page came from (Resource Timing's workerFinalSourceType). */
function scriptSources(page: Page): Promise<{ path: string; source: string }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => ({ path: new URL(e.name).pathname, source: (e as PerformanceResourceTiming & { workerFinalSourceType?: string }).workerFinalSourceType ?? "" }))
      .filter((e) => e.path.startsWith("/assets/") && e.path.endsWith(".js")),
  );
}

test("a returning user's scripts come from the precache by the static route, and the app opens offline", async ({ page, context, users }) => {
  const rossi = await users.copy("officina.rossi");
  await loginAs(page, rossi);
  await waitForServiceWorker(page);

  // Online, a new page of the same browser: every script by the static route.
  const online = await context.newPage();
  await online.goto("/home");
  await expect(online.getByTestId("header-username")).toHaveText(rossi);
  const onlineSources = await scriptSources(online);
  expect(onlineSources.length).toBeGreaterThan(5);
  expect(onlineSources.filter((s) => s.source !== "cache")).toEqual([]);
  // The page was the worker's: its navigation went through the fetch handler (the shell route).
  const navigationSource = await online.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { workerFinalSourceType?: string }).workerFinalSourceType ?? "");
  expect(navigationSource).toBe("");
  expect(await online.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).workerStart > 0)).toBe(true);
  await online.close();

  // Offline, a new page again: the same scripts from the precache, and the user's app on screen.
  await context.setOffline(true);
  const offline = await context.newPage();
  await offline.goto("/home");
  await expect(offline.getByTestId("header-username")).toHaveText(rossi);
  // The network is really cut: the app says so ("unreachable" where Debian's Chromium still reports
  // navigator.onLine in a new document, see reloadOffline in offline-helpers.ts).
  await expect(offline.getByTestId("connection-status")).toHaveAttribute("data-state", /^(offline|unreachable)$/);
  const offlineSources = await scriptSources(offline);
  expect(offlineSources.length).toBeGreaterThan(5);
  expect(offlineSources.filter((s) => s.source !== "cache")).toEqual([]);
  await context.setOffline(false);
});
