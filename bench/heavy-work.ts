// The heavy back-office work (issue 22 item 6, issues 18 and 21 "Benchmark"), each timed with a
// light fixed-rate search probe alongside (50 req/s on one connection, one bench session), beside
// the same probe with nothing else running:
// - the price-list loader (POST /v100/admin/loadCSV as the demo admin) with a file of the
//   catalogue's real products (every list price + 1 cent), then rolled back and its saved values
//   dropped, so the data stays the same between runs; load time, rows/s and the server's peak RSS (/proc/<pid>/status);
// - the stock report and the search report (a full run first adds 1,000,000 rows to search_log
//   directly with SQL, in a fixed past window, once: the report reads that window);
// - 10,000 rows of CSV into a cart: upload to summary. The bench server runs with
//   BACKGROUND_JOBS=0, so this one runs on a second short server with BACKGROUND_JOBS=1 and
//   BACKGROUND_JOBS_ONLY=cart-upload: only that job's worker (polling every 2 s, as in production).
// Reported, never asserted (docs/decisions/0012-benchmark.md).
import { once } from "node:events";
import { createWriteStream, mkdirSync, openAsBlob } from "node:fs";
import type pg from "pg";
import { dropOldUndoOn } from "../src/server/modules/back-office/price-list-undo";
import { databaseTreeCpuMs, processCpuMs, rssSampler } from "./proc-stats";
import type { LoadResult, LoadSpec } from "./types";

export interface ProbeFigures {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}
export interface DuringFigures {
  /** Runs of the work during the probe's window (read-only or undone work is repeated to fill it). */
  runs: number;
  /** Time of the first run. */
  ms: number;
  probe: ProbeFigures;
}
export interface PriceListFigures {
  rows: number;
  ms: number;
  rowsPerSec: number;
  changed: number;
  notParsed: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
  rollbackMs: number;
  /** CPU seconds of the load alone: the server process, and the database's processes (the postmaster's whole tree: backends, WAL writer, checkpointer); null off Linux. */
  serverCpuSec?: number | null;
  dbCpuSec?: number | null;
}
export interface HeavyWorkFigures {
  probeRate: number;
  baseline: ProbeFigures;
  priceList: PriceListFigures[];
  priceListDuring: DuringFigures;
  stockReport: DuringFigures & { bytes: number };
  searchReport: DuringFigures & { bytes: number; logRows: number; window: string };
  cartCsv: (DuringFigures & { rows: number; added: number; refused: number }) | null;
}

export interface HeavyDeps {
  base: string;
  serverPid: number;
  db: pg.Client;
  adminCookie: string;
  probeCookie: string;
  searchPaths: string[];
  runLoad: (spec: LoadSpec) => Promise<LoadResult>;
  headers: Record<string, string>;
  tmpDir: string;
  quick: boolean;
  log: (m: string) => void;
}

/** What the probe, the calls and the cart CSV need (the second server has no database client here). */
export type ProbeDeps = Pick<HeavyDeps, "base" | "headers" | "probeCookie" | "searchPaths" | "runLoad" | "quick" | "log">;

/**
 * 50 searches a second: about 4 % of what the search serves saturated, and 1,000 answers in a full
 * run's 20-s window, so a p99 is the 10th slowest. At 20 req/s (until session 22) it was the 4th of
 * 400, and the p99 alone varied from 8 to 15 ms between runs of the same build on a quiet machine:
 * the ratio to it (the price list's ≤ 2× target) moved from 1.3× to 2.5× with it.
 */
const PROBE_RATE = 50;
const MiB = 2 ** 20;
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

function probeSpec(d: ProbeDeps, name: string, sec: number): LoadSpec {
  return { name: `${name}-probe`, base: d.base, durationSec: sec, headers: d.headers, rate: PROBE_RATE, clients: [{ label: "search", headers: { cookie: d.probeCookie }, requests: d.searchPaths.map((path) => ({ method: "GET", path })) }] };
}

const probeFigures = (r: LoadResult): ProbeFigures => ({ requests: r.requests, p50: r.p50, p99: r.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx });

export const windowSec = (quick: boolean) => (quick ? 4 : 20);

/** The work alongside the probe; repeated until the probe's window ends when `repeat`. */
export async function during(d: ProbeDeps, name: string, work: () => Promise<unknown>, repeat: boolean): Promise<DuringFigures> {
  const sec = windowSec(d.quick);
  const started = performance.now();
  const probe = d.runLoad(probeSpec(d, name, sec));
  let runs = 0;
  let ms = 0;
  do {
    const t = performance.now();
    await work();
    if (runs === 0) ms = Math.round(performance.now() - t);
    runs++;
  } while (repeat && performance.now() - started < sec * 1000);
  return { runs, ms, probe: probeFigures(await probe) };
}

export async function baselineProbe(d: ProbeDeps): Promise<ProbeFigures> {
  return probeFigures(await d.runLoad(probeSpec(d, "heavy-baseline", windowSec(d.quick))));
}

/** A request of the heavy work; with `etag`, a conditional GET (a 304 is an answer). */
async function call(d: ProbeDeps, method: string, path: string, cookie: string, body?: BodyInit, type?: string, etag?: string): Promise<Response> {
  const res = await fetch(`${d.base}${path}`, { method, body, headers: { ...d.headers, cookie, ...(type ? { "content-type": type } : {}), ...(etag ? { "if-none-match": etag } : {}) } });
  if (!res.ok && !(etag && res.status === 304)) throw new Error(`${method} ${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return res;
}

/** A price list of `rows` real products (semicolon, no header), every list price + 1 cent. */
async function writePriceList(d: HeavyDeps, rows: number): Promise<{ file: string; rows: number }> {
  const file = `${d.tmpDir}/listino-${rows}.csv`;
  // A fresh checkout has no bench/.data/tmp yet.
  mkdirSync(d.tmpDir, { recursive: true });
  const out = createWriteStream(file);
  let written = 0;
  let after = 0;
  while (written < rows) {
    const res = await d.db.query<{ id: number; precodice: string; codice: string; ean: string | null; list_cents: number }>(
      "select id, precodice, codice, ean, list_cents from products where id > $1 order by id limit $2",
      [after, Math.min(50_000, rows - written)],
    );
    if (res.rows.length === 0) break;
    const text = res.rows.map((p) => `${p.precodice};${p.codice};${p.ean ?? ""};${((p.list_cents + 1) / 100).toFixed(2).replace(".", ",")};`).join("\n") + "\n";
    if (!out.write(text)) await once(out, "drain");
    written += res.rows.length;
    after = res.rows[res.rows.length - 1]!.id;
  }
  out.end();
  await once(out, "finish");
  return { file, rows: written };
}

async function loadPriceList(d: HeavyDeps, file: string): Promise<{ loadId: number; changed: number; notParsed: number; rollback: () => Promise<number> }> {
  const form = new FormData();
  form.append("file", await openAsBlob(file, { type: "text/csv" }), "listino-bench.csv");
  const res = await call(d, "POST", "/v100/admin/loadCSV", d.adminCookie, form);
  const data = ((await res.json()) as { data: { loadId: number; totals: { nuovi: number; modificati: number; notParsed: number } } }).data;
  return {
    loadId: data.loadId,
    changed: data.totals.nuovi + data.totals.modificati,
    notParsed: data.totals.notParsed,
    rollback: async () => {
      const t = performance.now();
      await call(d, "POST", `/v100/admin/priceList/rollback/${data.loadId}`, d.adminCookie);
      return Math.round(performance.now() - t);
    },
  };
}

export async function priceListRuns(d: HeavyDeps): Promise<{ sizes: PriceListFigures[]; during: DuringFigures }> {
  const figures: PriceListFigures[] = [];
  // BENCH_PRICE_LIST_ROWS=100000,1000000: the sizes loaded (the defaults below).
  const sizes = process.env.BENCH_PRICE_LIST_ROWS?.split(",").map(Number) ?? (d.quick ? [20_000] : [100_000, 1_000_000]);
  for (const wanted of sizes) {
    const { file, rows } = await writePriceList(d, wanted);
    const rss = rssSampler(d.serverPid);
    const before = rss.now();
    const cpu0 = { server: processCpuMs(d.serverPid), db: await databaseTreeCpuMs(d.db) };
    const t = performance.now();
    const load = await loadPriceList(d, file);
    const ms = Math.round(performance.now() - t);
    const peak = rss.stop();
    const dbAfter = await databaseTreeCpuMs(d.db);
    const serverAfter = processCpuMs(d.serverPid);
    const serverCpuSec = serverAfter === null || cpu0.server === null ? null : round((serverAfter - cpu0.server) / 1000);
    const dbCpuSec = dbAfter === null || cpu0.db === null ? null : round((dbAfter - cpu0.db) / 1000);
    const rollbackMs = await load.rollback();
    const f = { rows, ms, rowsPerSec: Math.round((rows / ms) * 1000), changed: load.changed, notParsed: load.notParsed, rssBeforeMiB: round(before / MiB), rssPeakMiB: round(peak / MiB), rollbackMs, serverCpuSec, dbCpuSec };
    d.log(`listino ${rows} righe: ${ms} ms (${f.rowsPerSec} righe/s), cambiate ${f.changed}, scartate ${f.notParsed}, RSS ${f.rssBeforeMiB} → picco ${f.rssPeakMiB} MiB, annullamento ${rollbackMs} ms, CPU server ${serverCpuSec} s, PostgreSQL ${dbCpuSec ?? "—"} s`);
    figures.push(f);
  }
  const { file } = await writePriceList(d, d.quick ? 20_000 : 100_000);
  const duringLoad = await during(d, "priceList", async () => (await (await loadPriceList(d, file)).rollback()), true);
  d.log(`listino con la sonda: ${duringLoad.runs} caricamenti+annullamenti, ricerca p99 ${duringLoad.probe.p99} ms`);
  // The undone loads' saved values are dropped as the server's hourly job would (the bench server
  // runs no jobs), and the table vacuumed now rather than by autovacuum during the next phases: the
  // data stays the same from one run to the next.
  const t = performance.now();
  const dropped = await dropOldUndoOn(d.db);
  await d.db.query("vacuum price_list_previous");
  d.log(`listino: valori precedenti degli annullati eliminati (${dropped.deleted} righe, ${Math.round(performance.now() - t)} ms)`);
  return { sizes: figures, during: duringLoad };
}

export async function stockReport(d: HeavyDeps): Promise<HeavyWorkFigures["stockReport"]> {
  let bytes = 0;
  const body = JSON.stringify([{ qntaVendutaGreaterOrEqualTo: 1, dayOfStock: 30 }, { qntaVendutaGreaterOrEqualTo: 10, dayOfStock: 60 }]);
  const f = await during(d, "stockReport", async () => (bytes = (await (await call(d, "POST", "/v100/admin/getStock?daySold=365&dep=01&dayStock=30", d.adminCookie, body, "application/json")).arrayBuffer()).byteLength), true);
  d.log(`report stock: ${f.ms} ms, ${bytes} byte, ricerca p99 ${f.probe.p99} ms`);
  return { ...f, bytes };
}

/** The full run's search log: 1,000,000 rows in January 2020 (Rome), added once, copied from the real rows' shape. */
const FULL_WINDOW = { startDate: "2020-01-01", endDate: "2020-01-31" };
async function ensureSearchLog(d: HeavyDeps): Promise<{ startDate: string; endDate: string; rows: number }> {
  if (d.quick) {
    const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Rome" });
    const n = await d.db.query<{ n: string }>("select count(*) as n from search_log where at >= (current_date - 1)::timestamptz");
    return { startDate: new Date(Date.now() - 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Europe/Rome" }), endDate: today, rows: Number(n.rows[0]!.n) };
  }
  const count = async () => Number((await d.db.query<{ n: string }>("select count(*) as n from search_log where at >= '2020-01-01' and at < '2020-02-01'")).rows[0]!.n);
  let rows = await count();
  if (rows < 1_000_000) {
    d.log(`registro ricerche: aggiungo ${1_000_000 - rows} righe (gennaio 2020)`);
    await d.db.query(
      `insert into search_log (at, user_id, actor_user_id, customer_id, search_string, normalized, result_count, duration_ms)
       select timestamptz '2020-01-01 00:00:00+01' + (g * interval '2.6 second'), s.user_id, s.actor_user_id, s.customer_id, s.search_string, s.normalized, s.result_count, s.duration_ms
       from generate_series(1, $1::int) g
       join lateral (select * from search_log where id = (select min(id) from search_log) + (g % 1000) limit 1) s on true`,
      [1_000_000 - rows],
    );
    rows = await count();
  }
  return { ...FULL_WINDOW, rows };
}

export async function searchReport(d: HeavyDeps): Promise<HeavyWorkFigures["searchReport"]> {
  const w = await ensureSearchLog(d);
  let bytes = 0;
  const f = await during(d, "searchReport", async () => (bytes = (await (await call(d, "GET", `/v100/search/searchReport?startDate=${w.startDate}&endDate=${w.endDate}`, d.adminCookie)).arrayBuffer()).byteLength), true);
  d.log(`report ricerche (${w.rows} righe, ${w.startDate}…${w.endDate}): ${f.ms} ms, ${bytes} byte, ricerca p99 ${f.probe.p99} ms`);
  return { ...f, bytes, logRows: w.rows, window: `${w.startDate}…${w.endDate}` };
}

/** Products for the cart CSV (read while the first server runs). */
export async function cartCsvFile(db: pg.Client): Promise<string> {
  const res = await db.query<{ precodice: string; codice: string }>(
    `select p.precodice, p.codice from products p where p.orderable and not p.requires_vin and p.s_scope is null order by (p.id::bigint * 7919) % 1000003 limit 10000`,
  );
  return res.rows.map((p) => `${p.codice};1;${p.precodice}`).join("\n") + "\n";
}

/** 10,000 rows into the probe session's cart: upload, then the status until the summary. */
export async function cartCsv(d: ProbeDeps, csv: string): Promise<NonNullable<HeavyWorkFigures["cartCsv"]>> {
  let summary = { rows: 0, added: 0, refused: 0 };
  const f = await during(
    d,
    "cartCsv",
    async () => {
      const form = new FormData();
      form.append("file", new Blob([csv], { type: "text/csv" }), "carrello-bench.csv");
      await call(d, "POST", "/v100/cart/addFromCSV?mode=SEMICOLON", d.probeCookie, form);
      // Polled as the screen polls it (features/cart-upload), with the ETag of the answer held: a
      // 304 until the upload's state changes. Without it every poll read and checked the last
      // upload's 10,000-row summary on the server, a load no client makes (BENCHMARKS.md, session 42).
      let etag = "";
      for (;;) {
        await new Promise((r) => setTimeout(r, 100));
        const res = await call(d, "GET", "/v100/cart/addFromCSVStatus/", d.probeCookie, undefined, undefined, etag);
        if (res.status === 304) continue;
        etag = res.headers.get("etag") ?? "";
        const s = ((await res.json()) as { data: { running: boolean; endInst: string | null; rows: number; failed: boolean; resultCarts: { productsList: unknown[] }[]; failedRows: unknown[] } }).data;
        if (!s.running && s.endInst) {
          if (s.failed) throw new Error("caricamento CSV nel carrello non riuscito");
          summary = { rows: s.rows, added: s.resultCarts.reduce((n, c) => n + c.productsList.length, 0), refused: s.failedRows.length };
          return;
        }
      }
    },
    false,
  );
  d.log(`CSV nel carrello: ${summary.rows} righe in ${f.ms} ms (aggiunte ${summary.added}, rifiutate ${summary.refused}), ricerca p99 ${f.probe.p99} ms`);
  return { ...f, ...summary };
}

/** Everything but the cart CSV, on the bench server; the cart CSV's file is read here too. */
export async function runHeavyWork(d: HeavyDeps, opts: { priceListOnly?: boolean } = {}): Promise<{ figures: HeavyWorkFigures; cartCsvText: string }> {
  const baseline = await baselineProbe(d);
  d.log(`sonda di ricerca da sola (${PROBE_RATE} req/s): p50 ${baseline.p50} ms, p99 ${baseline.p99} ms`);
  const priceList = await priceListRuns(d);
  // --heavy-only=priceList: the reports are left out (the report is then incomplete and says so).
  const none = { runs: 0, ms: 0, probe: { requests: 0, p50: Number.NaN, p99: Number.NaN, errors: 0, non2xx: 0 }, bytes: 0 };
  if (opts.priceListOnly) {
    const figures: HeavyWorkFigures = { probeRate: PROBE_RATE, baseline, priceList: priceList.sizes, priceListDuring: priceList.during, stockReport: none, searchReport: { ...none, logRows: 0, window: "" }, cartCsv: null };
    return { figures, cartCsvText: "" };
  }
  const stock = await stockReport(d);
  const search = await searchReport(d);
  const figures: HeavyWorkFigures = { probeRate: PROBE_RATE, baseline, priceList: priceList.sizes, priceListDuring: priceList.during, stockReport: stock, searchReport: search, cartCsv: null };
  return { figures, cartCsvText: await cartCsvFile(d.db) };
}
