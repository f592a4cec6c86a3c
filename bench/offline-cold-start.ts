// The offline cold start (issue 22 item 5, ≤ 1 s): Chromium started again on the profile of the
// online session, the network off, the app opened at /home; the time from navigation start until
// the previous searches and the cart total are painted. With where that time went, read from the
// page's own timings (session 16 found the files answered by the service worker to be the cost,
// decision 0048 cut their number): how many scripts, when the last one arrived, the first paint.
import { join } from "node:path";
import { chromium } from "@playwright/test";

/**
 * BENCH_OFFLINE_TRACE=1: the cold start's trace, with V8's sampling profile, is kept as
 * bench/.data/offline-cold-start.trace.json (bench/trace-tasks.ts reads it; the profile costs some time).
 */
const traceOffline = process.env.BENCH_OFFLINE_TRACE === "1";
const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing", "loading", "disabled-by-default-v8.cpu_profiler"];

/** How long the offline cold start may take before it is reported as not available. */
const OFFLINE_WAIT_MS = 20_000;

export interface OfflineTimeline {
  /** Scripts the page loaded (all from the service worker's cache, the network being off). */
  scripts: number;
  /**
   * Of those, the ones the browser answered from the precache by the worker's static route, without
   * its fetch handler (Resource Timing's workerFinalSourceType "cache"; decision 0055). Absent in
   * results older than that.
   */
  fromStaticRoute?: number;
  /** When the last script had arrived, ms from navigation start. */
  lastScriptMs: number;
  /** The first contentful paint (the shell or a spinner), ms. */
  firstPaintMs: number | null;
}

export interface OfflineColdStart {
  ms: number | null;
  reason: string | null;
  timeline?: OfflineTimeline;
}

/** Opens `${base}/home` offline in the Chromium listening on `port` and waits for `codes` and `cartTotal`. */
export async function measureOfflineColdStart(port: number, base: string, codes: string[], cartTotal: string, dataRoot: string): Promise<OfflineColdStart> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    await context.setOffline(true);
    // A string, not a function: tsx compiles this file and would wrap inner functions in a
    // helper that does not exist in the page.
    await context.addInitScript(`(() => {
      const codes = ${JSON.stringify(codes)};
      const total = ${JSON.stringify(cartTotal)};
      window.__offlinePaint = null;
      window.__offlineDom = null;
      const done = () => {
        const text = document.querySelector("main")?.textContent ?? "";
        const t = document.querySelector('[data-testid="cart-total"]');
        return codes.some((c) => text.includes(c)) && t?.textContent?.trim() === total;
      };
      const settle = (at) => { if (window.__offlinePaint === null) window.__offlinePaint = at; };
      const observer = new MutationObserver(() => {
        if (window.__offlineDom === null && done()) {
          observer.disconnect();
          window.__offlineDom = performance.now();
          // Painted: the next frame; a page that gets no frames falls back to the DOM time.
          requestAnimationFrame(() => settle(performance.now()));
          setTimeout(() => settle(window.__offlineDom), 200);
        }
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true });
    })();`);
    const page = await context.newPage();
    await page.setViewportSize({ width: 412, height: 823 });
    await page.bringToFront();
    if (traceOffline) await browser.startTracing(page, { path: join(dataRoot, "offline-cold-start.trace.json"), categories: TRACE_CATEGORIES });
    await page.goto(`${base}/home`, { timeout: 15_000 });
    const painted = await page
      .waitForFunction(() => (window as unknown as { __offlinePaint: number | null }).__offlinePaint, undefined, { timeout: OFFLINE_WAIT_MS, polling: 50 })
      .then((h) => h.jsonValue() as Promise<number>)
      .catch(() => null);
    if (traceOffline) await browser.stopTracing().catch(() => undefined);
    await page.screenshot({ path: join(dataRoot, "offline-cold-start.png") }).catch(() => {});
    if (painted !== null) return { ms: Math.round(painted), reason: null, timeline: await timeline(page) };
    const main = await page.locator("main").textContent({ timeout: 1000 }).catch(() => null);
    const total = await page.locator('[data-testid="cart-total"]').first().textContent({ timeout: 1000 }).catch(() => null);
    const missing = [
      codes.some((c) => main?.includes(c)) ? null : `le ricerche precedenti (${codes.slice(0, 3).join(", ")})`,
      total?.trim() === cartTotal ? null : `il carrello (${cartTotal})`,
    ].filter(Boolean);
    return {
      ms: null,
      reason: missing.length ? `l'app si apre offline ma in ${OFFLINE_WAIT_MS / 1000} s non mostra ${missing.join(" né ")}` : `ricerche e carrello mostrati solo dopo ${OFFLINE_WAIT_MS / 1000} s`,
    };
  } catch (err) {
    return { ms: null, reason: `l'app non si apre offline: ${(err instanceof Error ? err.message : String(err)).split("\n")[0]}` };
  } finally {
    await browser.close().catch(() => {});
  }
}

async function timeline(page: import("@playwright/test").Page): Promise<OfflineTimeline | undefined> {
  return page
    .evaluate(() => {
      const scripts = performance.getEntriesByType("resource").filter((e) => (e as PerformanceResourceTiming).initiatorType === "script" || e.name.endsWith(".js"));
      const routed = scripts.filter((e) => (e as PerformanceResourceTiming & { workerFinalSourceType?: string }).workerFinalSourceType === "cache");
      const fcp = performance.getEntriesByType("paint").find((e) => e.name === "first-contentful-paint");
      return {
        scripts: scripts.length,
        fromStaticRoute: routed.length,
        lastScriptMs: Math.round(Math.max(0, ...scripts.map((e) => (e as PerformanceResourceTiming).responseEnd))),
        firstPaintMs: fcp ? Math.round(fcp.startTime) : null,
      };
    })
    .catch(() => undefined);
}

/**
 * For the report: " (27 scripts from the service worker's cache, 27 of them by its static route
 * without the worker's fetch handler, the last at 1,020 ms; first paint at 410 ms)".
 */
export function describeOfflineTimeline(t: OfflineTimeline | undefined): string {
  if (!t) return "";
  const ms = (n: number) => `${n.toLocaleString("en-US")} ms`;
  const routed = t.fromStaticRoute === undefined ? "" : `, ${t.fromStaticRoute} of them by its static route without the worker's fetch handler`;
  return ` (${t.scripts} scripts from the service worker's cache${routed}, the last at ${ms(t.lastScriptMs)}; first paint at ${t.firstPaintMs === null ? "—" : ms(t.firstPaintMs)})`;
}
