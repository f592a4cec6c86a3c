// Developer tool: what the /loadFile screen costs a phone once a large CSV is in (decision 0051).
// Opens the screen as a user whose last upload is done, in Chromium at 390×844 with the CPU slowed
// 4×, and reports when the summary is visible, the rows in the DOM, then over a stay on the screen
// the status polls (answers and bytes), main-thread time and JS heap, and the persisted cache size.
//   npx node scripts/upload-summary-cost.mjs [--base http://127.0.0.1:8690] [--user bench.01]
//     [--password Banco-Bench-2026!] [--stay-ms 31000]
// On the bench's 1,000,000-product data: start the server on bench/.data/embedded-1000000 (no bench
// running), after a heavy-work run (`npm run bench -- --heavy-only`) has uploaded 10,000 rows as bench.01.
import { chromium } from "@playwright/test";
import { findChromium } from "./find-chromium.mjs";

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? def : args[i + 1];
};
const base = opt("base", "http://127.0.0.1:8690");
const user = opt("user", "bench.01");
const password = opt("password", "Banco-Bench-2026!");
const stayMs = Number(opt("stay-ms", "31000"));

const browser = await chromium.launch({ executablePath: findChromium(), args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: "it-IT", timezoneId: "Europe/Rome" });
await page.goto(`${base}/login`);
await page.getByLabel("Nome utente").fill(user);
await page.getByLabel("Password").fill(password);
await page.getByRole("button", { name: "Accedi" }).click();
await page.waitForURL((u) => !u.pathname.startsWith("/login"));

const cdp = await page.context().newCDPSession(page);
await cdp.send("Performance.enable");
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
const polls = [];
page.on("response", async (r) => {
  if (!r.url().includes("/v100/cart/addFromCSVStatus/")) return;
  const bytes = r.status() === 304 ? 0 : (await r.body().catch(() => Buffer.alloc(0))).length;
  polls.push({ status: r.status(), bytes });
});
const metrics = async () => Object.fromEntries((await cdp.send("Performance.getMetrics")).metrics.map((m) => [m.name, m.value]));

const opened = Date.now();
await page.goto(`${base}/loadFile`);
await page.getByTestId("upload-summary").first().waitFor({ timeout: 120_000 });
const visibleMs = Date.now() - opened;
const rowsInDom = await page.locator("[data-testid=upload-summary] tbody tr").count();
await page.waitForTimeout(3000);
const before = await metrics();
const firstPoll = polls.length;
await page.waitForTimeout(stayMs);
const after = await metrics();
const persisted = await page.evaluate(
  () =>
    new Promise((resolve) => {
      const open = indexedDB.open("banco");
      open.onsuccess = () => {
        const all = open.result.transaction("queryCache").objectStore("queryCache").getAll();
        all.onsuccess = () => resolve(all.result.reduce((n, row) => n + row.value.length, 0));
      };
      open.onerror = () => resolve(null);
    }),
);
const stay = polls.slice(firstPoll);
const ms = (k) => Math.round((after[k] - before[k]) * 1000);
console.log(`summary visible after ${visibleMs} ms, ${rowsInDom} rows in the DOM`);
console.log(
  `${stayMs / 1000} s on the screen: ${stay.length} polls (${stay.map((p) => p.status).join(", ")}), ${stay.reduce((n, p) => n + p.bytes, 0)} bytes; ` +
    `main thread ${ms("TaskDuration")} ms (script ${ms("ScriptDuration")} ms); JS heap ${(after.JSHeapUsedSize / 1e6).toFixed(1)} MB; persisted cache ${persisted} characters`,
);
await browser.close();
