// `npm run bench:counter-trace -- --base=http://127.0.0.1:8731`: where the counter's main thread
// goes at 4× CPU, by the browser's own account (BENCHMARKS.md, session 44). The counter bench's
// long-animation-frame entries name scripts only; the rest of a frame (style, layout, paint,
// layerize) and the tasks that are not the page's scripts are in Chrome's trace. Against a running
// server (any build: `BANCO_SOURCEMAP=1` to map the scripts' positions), logged in as a demo
// workshop: broad searches to make a history (not traced), then, traced, codes from their rows typed
// at 8 keys a second, Enter and the row's add, as the counter bench does. Prints the main thread's
// busy time by kind, the frames, and the scripts that took longest; keeps the trace (--out) for
// DevTools' Performance panel. Times nothing it asserts.
import { chromium, type Page } from "@playwright/test";
import { findChromium } from "../scripts/find-chromium.mjs";
import { DEMO_PASSWORD } from "../src/server/db/seed/identity";
import { mainThreadSummary, type TraceEvent } from "./trace-summary";

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const base = arg("base", "http://127.0.0.1:8409");
const [width, height] = arg("viewport", "1024x768").split("x").map(Number) as [number, number];
const broad = arg("broad", "OC9,W712,HU711").split(",");
const codes = Number(arg("codes", "4"));
const out = arg("out", "bench/.data/counter.trace.json");
const user = arg("user", "officina.esposito");

const browser = await chromium.launch({ executablePath: findChromium() ?? undefined });
const context = await browser.newContext({ viewport: { width, height } });
const page = await context.newPage();
await page.goto(`${base}/login`);
await page.getByLabel("Nome utente").fill(user);
await page.getByLabel("Password").fill(DEMO_PASSWORD);
await page.getByRole("button", { name: "Accedi" }).click();
await page.waitForURL(/\/home/);
const box = page.locator("#home-search");

async function search(q: string): Promise<void> {
  await box.focus();
  await box.fill("");
  await page.keyboard.type(q, { delay: 120 });
  await page.keyboard.press("Enter");
  await page.locator(`section[data-testid="current-search"][data-query="${q}"] :is([data-testid="product-row"], [data-testid="no-results"])`).first().waitFor({ timeout: 20_000 });
}

for (const q of broad) await search(q);
const keys = await page.locator('[data-testid="previous-search"] [data-product], [data-testid="current-search"] [data-product]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.product!));
const picked = [...new Set(keys)].slice(0, codes).map((k) => k.slice(k.indexOf("/") + 1));
if (picked.length === 0) throw new Error(`nessun codice nei risultati di ${broad.join(", ")}`);

const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await browser.startTracing(page, { path: out, categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink", "toplevel"] });
const started = Date.now();
for (const code of picked) await searchAndAdd(page, code);
const seconds = (Date.now() - started) / 1000;
const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
await browser.close();

async function searchAndAdd(p: Page, code: string): Promise<void> {
  await search(code);
  const add = p.locator('section[data-testid="current-search"] [data-testid="add-to-cart"]').first();
  await p.waitForTimeout(400);
  if (await add.isEnabled()) await add.click();
  await p.waitForTimeout(800); // the "added" notice shows while the next code is typed
}

const s = mainThreadSummary(trace.traceEvents);
const ms = (us: number) => Math.round(us / 1000);
console.log(`${picked.length} codici (${picked.join(", ")}) a ${width}×${height}, CPU 4× più lenta, ${seconds.toFixed(1)} s; traccia in ${out}`);
console.log(`thread principale occupato ${ms(s.busyUs)} ms; frame ${s.frames.count}, mediana ${ms(s.frames.medianUs)} ms, 90° percentile ${ms(s.frames.p90Us)} ms, in tutto ${ms(s.frames.totalUs)} ms`);
for (const [kind, us] of s.byKind) console.log(`  ${kind.padEnd(10)} ${String(ms(us)).padStart(6)} ms`);
console.log("script più lunghi (file:riga:colonna, chiamate, ms in tutto, mediana):");
for (const f of s.scripts.slice(0, 12)) console.log(`  ${f.where}  ${f.calls}×  ${ms(f.totalUs)} ms  mediana ${(f.medianUs / 1000).toFixed(1)} ms`);
