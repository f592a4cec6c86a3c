// The counter's own interactions, timed in Chromium (issue 22 item 5, "the app"): a code typed into
// the search box, Enter, the results painted; the row's add button, its "Aggiunto al carrello" and
// the header's total painted. Lighthouse measures how a page opens; this measures what a mechanic
// does all day once it is open. The CPU is slowed 4× (DevTools' throttling, Lighthouse's mobile
// factor) on the phone (390×844, cards) and the counter tablet (1024×768, the table).
//
// Two figures per interaction:
//   - the time from the key or the press to the frame that shows its outcome, and the part of it
//     after the server's answer had arrived (the app's own work: the server's share is in the
//     load tables);
//   - the interaction's latency as the browser reports it (Event Timing: input delay, the handlers,
//     the next frame), whose worst is the page's INP for fewer than 50 interactions.
import { writeFileSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";
import { searchMessages } from "../src/shared/messages/search";
import { interactionLatencies, longFrames, spread, type LongFrame, type LongFrames, type Spread } from "./counter-figures";

/** DevTools' CPU throttling, as Lighthouse's mobile preset simulates it. */
export const CPU_SLOWDOWN = 4;
/** How long one outcome may take before the viewport's run stops and says so. */
const WAIT_MS = 15_000;
/** Pause between keys: a fast typist at the counter (about 8 keys a second). */
const KEY_DELAY_MS = 120;

export const COUNTER_VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "tablet", width: 1024, height: 768 },
] as const;
export type CounterViewportName = (typeof COUNTER_VIEWPORTS)[number]["name"];

export interface CounterViewport {
  name: string;
  width: number;
  height: number;
  /**
   * Enter → the results painted; of which after the answer arrived. Since session 41 the codes'
   * searches only (a product and its equivalents); the broad answers are apart, below. Before, one
   * population: with six broad answers against six codes (session 37 on) its median was their boundary.
   */
  searchPainted: Spread;
  searchAfterAnswer: Spread;
  /** The same for the prefixes that answer many rows (since session 41). */
  broadPainted?: Spread;
  broadAfterAnswer?: Spread;
  /** The add button → "Aggiunto al carrello" painted, and → the header's new total painted. */
  addedPainted: Spread;
  totalPainted: Spread;
  /** Where the add's time goes: the press → its request sent (the outbox's enqueue), its answer → the mark painted. */
  addRequestAfterPress?: Spread;
  addedAfterAnswer?: Spread;
  /** Event Timing: the worst latency of each kind of interaction (keys typed, Enter, the add's press). */
  latency: { typing: Spread; enter: Spread; add: Spread };
  /** The worst interaction of the viewport's run (its INP). */
  inpMs: number | null;
  /** Long animation frames from the page's opening to the end of the run (since session 43). */
  longFrames?: LongFrames;
  reason: string | null;
}

export interface CounterInteractions {
  cpuSlowdown: number;
  viewports: CounterViewport[];
}

export interface CounterInput {
  base: string;
  username: string;
  password: string;
  /** Codes of plain, orderable products in stock: each is searched and its row added. */
  codes: { precodice: string; codice: string }[];
  /** Searches that answer many rows (prefixes): searched, not added. */
  broad: string[];
  /** The viewports run, in order, each with its share of `codes` (every `broad` on each). */
  viewports: readonly CounterViewportName[];
}

/**
 * The page's side, as a string (tsx would wrap inner functions in a helper the page lacks): the
 * Event Timing entries, the stamps of Enter and of each press, and a wait for a condition that
 * answers the time of the first frame after it held.
 */
const PAGE_PROBE = `(() => {
  const b = (window.__counter = { events: [], enters: [], presses: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) b.events.push({ name: e.name, id: e.interactionId, start: e.startTime, duration: e.duration });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  // Long animation frames (50 ms and over; Chromium 123+): what held the page, touched or not.
  b.frames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) b.frames.push({ start: e.startTime, duration: e.duration, blocking: e.blockingDuration, renderStart: e.renderStart, scripts: e.scripts.map((x) => ({ start: x.startTime, duration: x.duration, invoker: x.invoker, type: x.invokerType, src: x.sourceURL, fn: x.sourceFunctionName, pos: x.sourceCharPosition, forced: x.forcedStyleAndLayoutDuration })) });
  }).observe({ type: "long-animation-frame", buffered: true });
  addEventListener("keydown", (e) => { if (e.key === "Enter") b.enters.push(e.timeStamp); }, true);
  addEventListener("pointerdown", (e) => { if (e.target.closest && e.target.closest('[data-testid="add-to-cart"]')) b.presses.push(e.timeStamp); }, true);
  const norm = (s) => (s || "").trim().toUpperCase();
  const checks = {
    search: (q) => {
      const s = [...document.querySelectorAll('section[data-testid="current-search"]')].find((x) => norm(x.dataset.query) === norm(q));
      return !!s && !!s.querySelector('[data-testid="product-row"], [data-testid="no-results"], [data-testid="no-results-phone"]');
    },
    added: (key) => {
      const row = document.querySelector('section[data-testid="current-search"] [data-product="' + CSS.escape(key) + '"]');
      return !!row && (row.textContent || "").includes(${JSON.stringify(searchMessages.addedToCart)});
    },
    total: (before) => {
      const t = document.querySelector('[data-testid="cart-total"]');
      return !!t && t.textContent.trim() !== before;
    },
  };
  b.wait = (kind, arg) => new Promise((resolve) => {
    const done = () => requestAnimationFrame(() => resolve(performance.now()));
    if (checks[kind](arg)) return done();
    const timer = setTimeout(() => { observer.disconnect(); resolve(null); }, ${WAIT_MS});
    const observer = new MutationObserver(() => {
      if (!checks[kind](arg)) return;
      observer.disconnect();
      clearTimeout(timer);
      done();
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
})();`;

interface PageCounter {
  events: { name: string; id: number; start: number; duration: number }[];
  frames: LongFrame[];
  enters: number[];
  presses: number[];
  wait: (kind: string, arg: string) => Promise<number | null>;
}
type Win = { __counter: PageCounter };

/** Arms a wait in the page (before the action), to be awaited after it. */
async function armWait(page: Page, kind: "search" | "added" | "total", arg: string): Promise<() => Promise<number | null>> {
  const handle = await page.evaluateHandle(([k, a]) => {
    const p = (window as unknown as Win).__counter.wait(k, a);
    return { p };
  }, [kind, arg] as const);
  return async () => {
    const at = await handle.evaluate((h) => h.p);
    await handle.dispose();
    return at;
  };
}

/** When the last request of a path had started and its answer arrived (Resource Timing), ms on the page's clock. */
async function lastRequest(page: Page, path: string): Promise<{ start: number; end: number } | null> {
  return page.evaluate((p) => {
    const all = performance.getEntriesByType("resource").filter((e) => e.name.includes(p)) as PerformanceResourceTiming[];
    const last = all[all.length - 1];
    return last ? { start: last.startTime, end: last.responseEnd } : null;
  }, path);
}

async function runViewport(page: Page, input: CounterInput, vp: (typeof COUNTER_VIEWPORTS)[number]): Promise<CounterViewport> {
  const resultsPainted = { code: [] as number[], broad: [] as number[] };
  const afterAnswer = { code: [] as number[], broad: [] as number[] };
  const addedPainted: number[] = [];
  const totalPainted: number[] = [];
  const addRequestAfterPress: number[] = [];
  const addedAfterAnswer: number[] = [];
  let reason: string | null = null;
  await page.setViewportSize({ width: vp.width, height: vp.height });
  await page.goto(`${input.base}/home`);
  const box = page.getByRole("searchbox").first();
  await box.waitFor({ timeout: 30_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  // BENCH_COUNTER_TRACE=<prefix>: the viewport's long frames and a CPU profile, written to files.
  const trace = process.env.BENCH_COUNTER_TRACE;
  if (trace) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 500 });
    await cdp.send("Profiler.start");
  }
  try {
    const search = async (q: string, counted: "code" | "broad" | false): Promise<boolean> => {
      await box.focus();
      await box.fill("");
      await page.keyboard.type(q, { delay: KEY_DELAY_MS });
      const painted = await armWait(page, "search", q);
      await page.keyboard.press("Enter");
      const at = await painted();
      if (at === null) {
        reason = `la ricerca di ${q} non mostra risultati in ${WAIT_MS / 1000} s`;
        return false;
      }
      const enter = await page.evaluate(() => (window as unknown as Win).__counter.enters.at(-1) ?? null);
      const answered = (await lastRequest(page, "/v100/search?"))?.end ?? null;
      if (!counted) return true;
      if (enter !== null) resultsPainted[counted].push(at - enter);
      if (answered !== null && enter !== null && answered > enter) afterAnswer[counted].push(at - answered);
      return true;
    };
    // A first search, not counted: the app's search code and its first answer warmed up.
    if (!(await search(input.broad[0] ?? input.codes[0]!.codice, false))) throw new Error(reason!);
    for (const code of input.codes) {
      if (!(await search(code.codice, "code"))) break;
      const key = `${code.precodice}/${code.codice}`;
      const button = page.locator(`section[data-testid="current-search"] [data-product="${key}"] [data-testid="add-to-cart"]`).first();
      if (!(await button.isEnabled({ timeout: 2_000 }).catch(() => false))) continue;
      const before = (await page.locator('[data-testid="cart-total"]').first().textContent())?.trim() ?? "";
      const added = await armWait(page, "added", key);
      const total = await armWait(page, "total", before);
      await button.click();
      const [addedAt, totalAt] = [await added(), await total()];
      const press = await page.evaluate(() => (window as unknown as Win).__counter.presses.at(-1) ?? null);
      if (addedAt === null || totalAt === null || press === null) {
        reason = `l'aggiunta di ${key} non si vede in ${WAIT_MS / 1000} s`;
        break;
      }
      addedPainted.push(addedAt - press);
      totalPainted.push(totalAt - press);
      const request = await lastRequest(page, "/v100/cart/addToCart");
      if (request && request.start > press) {
        addRequestAfterPress.push(request.start - press);
        addedAfterAnswer.push(addedAt - request.end);
      }
    }
    for (const q of input.broad.slice(1)) if (!(await search(q, "broad"))) break;
    await page.waitForTimeout(300); // the last interactions' Event Timing entries come after a frame
  } catch (err) {
    reason ??= (err instanceof Error ? err.message : String(err)).split("\n")[0]!;
  } finally {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 }).catch(() => undefined);
  }
  const c = await page.evaluate(() => {
    const x = (window as unknown as Win).__counter;
    return { events: x.events, enters: x.enters, presses: x.presses, frames: x.frames };
  });
  if (trace) {
    writeFileSync(`${trace}-${vp.name}.cpuprofile`, JSON.stringify((await cdp.send("Profiler.stop")).profile));
    writeFileSync(`${trace}-${vp.name}.json`, JSON.stringify(c, null, 1));
  }
  const latency = interactionLatencies(c.events, c.enters, c.presses);
  const all = [...latency.typing, ...latency.enter, ...latency.add];
  return {
    name: vp.name,
    width: vp.width,
    height: vp.height,
    searchPainted: spread(resultsPainted.code),
    searchAfterAnswer: spread(afterAnswer.code),
    broadPainted: spread(resultsPainted.broad),
    broadAfterAnswer: spread(afterAnswer.broad),
    addedPainted: spread(addedPainted),
    totalPainted: spread(totalPainted),
    addRequestAfterPress: spread(addRequestAfterPress),
    addedAfterAnswer: spread(addedAfterAnswer),
    latency: { typing: spread(latency.typing), enter: spread(latency.enter), add: spread(latency.add) },
    inpMs: all.length ? Math.round(Math.max(...all)) : null,
    longFrames: longFrames(c.frames),
    reason,
  };
}

/** Logs `input.username` in on a fresh context of the Chromium on `port` and runs every viewport. */
export async function measureCounterInteractions(port: number, input: CounterInput): Promise<CounterInteractions> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = await browser.newContext();
  const viewports: CounterViewport[] = [];
  try {
    await context.addInitScript(PAGE_PROBE);
    const page = await context.newPage();
    await page.goto(`${input.base}/login`);
    await page.getByLabel("Nome utente").fill(input.username);
    await page.getByLabel("Password").fill(input.password);
    await page.getByRole("button", { name: "Accedi" }).click();
    await page.waitForURL((u) => !u.pathname.startsWith("/login"));
    await page.close();
    const runs = COUNTER_VIEWPORTS.filter((vp) => input.viewports.includes(vp.name));
    const share = Math.ceil(input.codes.length / runs.length);
    for (const [i, vp] of runs.entries()) {
      const p = await context.newPage();
      try {
        viewports.push(await runViewport(p, { ...input, codes: input.codes.slice(i * share, (i + 1) * share) }, vp));
      } finally {
        await p.close();
      }
    }
  } finally {
    await context.close().catch(() => undefined);
    await browser.close().catch(() => undefined);
  }
  return { cpuSlowdown: CPU_SLOWDOWN, viewports };
}
