// The benchmark's report: bench/results/<date>-<database>-<size>[-quick].json for each run, and
// the generated part of BENCHMARKS.md (every stored run, newest first, so earlier runs stay there
// for comparison). The completeness check that `npm run bench -- --quick` runs in CI is report-check.ts.
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { LoadResult } from "./types";
import type { BrowserResults } from "./browser";
import { describeOfflineTimeline } from "./offline-cold-start";
import { counterLines } from "./counter-report";
import type { OpenLoopFigures } from "./open-loop";
import type { HeavyWorkFigures } from "./heavy-work";
import { heavySection } from "./heavy-report";
import { CPU_RATIO_TARGETS, FLOOR_STEADY_SPREAD, OPEN_LOOP_P99_TARGET, THROUGHPUT_SHARE_TARGETS, appendHistory, floorRatios, floorReference, openLoopRatios, writeTrend } from "./floor-ratios";
import { describeMachineCosts, type MachineCosts } from "./machine-costs";
import { describeHugePages, type HugePages } from "./cache-refill";
import { describePause, type PauseFigures } from "./pause";

export interface EndpointFigures extends LoadResult {
  eventLoop: { samples: number; meanMs: number; p50Ms: number; p99Ms: number; maxMs: number };
  probe: { result: LoadResult } | null;
  /** PostgreSQL: database transactions per response of the phase (a statement outside a transaction is one). */
  dbTransactionsPerRequest?: number | null;
  /**
   * CPU time per response: the server process and the
   * PostgreSQL backends of the bench database. Unlike throughput on a shared machine, it does not
   * move much with what else runs, so it shows what a change saves.
   */
  cpu?: { serverMsPerRequest: number | null; dbMsPerRequest: number | null };
}

export interface BenchReport {
  version: 1;
  at: string;
  quick: boolean;
  commit: string | null;
  machine: {
    cpu: string;
    cores: number;
    memoryGiB: number;
    node: string;
    os: string;
    loadAvgStart: number[];
    loadAvgEnd: number[];
    /** What the machine charges for a system call, a page fault and a process round trip (absent before session 14). */
    costs?: MachineCosts;
  };
  database: {
    kind: "postgres" | "embedded" | "pglite";
    label: string;
    products: number;
    reused: boolean;
    loadSeconds: number | null;
    counts: Record<string, number>;
  };
  settings: { connections: number; durationSec: number; warmupSec: number; logLevel: string; sessions: number; dbPoolSize?: number };
  typicalSearch: { value: string; rows: number; bytes: number };
  searchMix: Record<string, number>;
  endpoints: Record<string, EndpointFigures>;
  browser: BrowserResults | null;
  /**
   * Start time of the production server on the embedded PostgreSQL (embedded runs only): until
   * /healthz answers, on an empty DATA_DIR (initdb, migrations, demo data of DEMO_PRODUCTS) and on
   * an existing one: the bench server's own start on its data (existingProducts; in reports before
   * 2026-11-27, without it, the demo's DATA_DIR started a second time).
   */
  startup?: { demoProducts: number; emptyMs: number; existingMs: number; existingProducts?: number } | null;
  /**
   * How long each server start waited for the embedded PostgreSQL's cache refill before timing
   * (null: external; absent before session 51), and whether the bench server's shared memory was
   * in huge pages (since session 52).
   */
  cacheRefill?: { serverMs: number | null; jobsMs: number | null; hugePages?: HugePages | null };
  /** The counter's mix at half the floor's saturated rate (issue 22 item 2). */
  openLoop?: OpenLoopFigures | null;
  /** The same mix at half its own saturated throughput, when the first rate was over it (null: it was not). */
  openLoopAtMix?: OpenLoopFigures | null;
  /** The back-office heavy work (bench/heavy-work.ts); absent from runs before it existed. */
  heavyWork?: HeavyWorkFigures | null;
  /** Searches after the server stood idle (bench/pause.ts; full runs since session 48). */
  pause?: PauseFigures | null;
}

export const ENDPOINTS = ["ceiling", "floor", "search", "addToCart", "myCart", "checkout", "lastOrders", "floorAgain"] as const;

const LABELS: Record<string, string> = {
  ceiling: "ceiling: GET /v100/bench/ceiling",
  floor: "floor: GET /v100/bench/floor (session + `select 1`)",
  search: "GET /v100/search",
  addToCart: "POST /v100/cart/addToCart",
  myCart: "GET /v100/cart/myCart",
  checkout: "POST /v100/cart/cartCheckout",
  lastOrders: "GET /v100/orders/lastOrders",
  floorAgain: "floor again, after the endpoints above",
};

/**
 * The browser targets (reported against, never asserted). The server's targets are ratios to the
 * floor of the same run (bench/floor-ratios.ts): p99 figures at saturation measure the queue of a
 * shared two-core machine, not Banco (issue 22).
 */
export const TARGETS = {
  lighthouseScore: 95,
  cls: 0.05,
  firstViewJsKB: 150,
  offlineMs: 1000,
};

// ---------------------------------------------------------------------------------------------
// Markdown

const fmt = (n: number | null | undefined, digits = 1) => (n === null || n === undefined || !Number.isFinite(n) ? "—" : n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: 0 }));
const mark = (ok: boolean | null) => (ok === null ? "" : ok ? " ✅" : " ❌");

function floorSection(r: BenchReport): string[] {
  const ratios = floorRatios(r);
  if (!r.endpoints.floor || ratios.every((x) => x.cpuRatio === null)) return [];
  const lines = ["", "Against the floor of this run (targets of issue 22; CPU = server + database per request; checkout = the add-add-add-send cycle per request):", ""];
  const floor = floorReference(r.endpoints);
  if (floor && floor.phases.length > 1) {
    const [before, after] = floor.phases;
    lines.push(
      `The floor, measured before and after the endpoints: ${fmt(before!.cpuMs, 2)} and ${fmt(after!.cpuMs, 2)} ms/req (${fmt(before!.rps, 0)} and ${fmt(after!.rps, 0)} req/s); the ratios divide by their mean, ${fmt(floor.cpuMs, 2)} ms/req and ${fmt(floor.rps, 0)} req/s.` +
        (floor.steady ? "" : ` ⚠ The two floors differ by ${fmt(((floor.spread ?? 1) - 1) * 100, 0)} % (more than ${fmt((FLOOR_STEADY_SPREAD - 1) * 100, 0)} %): the floor moved during the run (the machine, or a slow first phase), and these ratios are not a reading of the targets.`),
      "",
    );
  }
  lines.push("| endpoint | CPU ms/req | above the floor, ms/req | × floor (target) | throughput share of the floor (target) |");
  lines.push("|---|---:|---:|---:|---:|");
  for (const x of ratios) {
    const cpuOk = x.cpuRatio !== null && x.cpuTarget !== null ? x.cpuRatio <= x.cpuTarget : null;
    const shareOk = x.throughputShare !== null && x.throughputTarget !== null ? x.throughputShare >= x.throughputTarget : null;
    lines.push(
      `| ${x.endpoint} | ${fmt(x.cpuMs, 2)} | ${fmt(x.aboveFloorMs, 2)} | ${fmt(x.cpuRatio, 2)}× (≤ ${CPU_RATIO_TARGETS[x.endpoint] ?? "—"}×)${mark(cpuOk)} | ${fmt((x.throughputShare ?? Number.NaN) * 100, 1)} %${x.throughputTarget !== null ? ` (≥ ${THROUGHPUT_SHARE_TARGETS[x.endpoint]! * 100} %)${mark(shareOk)}` : ""} |`,
    );
  }
  return lines;
}

function openLoopSections(r: BenchReport): string[] {
  const lines = openLoopSection(r, r.openLoop, r.endpoints.floorAgain ? "half the floor's saturated rate, the mean of its two phases" : "half the floor's saturated rate");
  if (r.openLoop && r.openLoopAtMix === null) lines.push("", "The mix served that rate: no second phase at half its own saturated throughput was needed.");
  return [...lines, ...openLoopSection(r, r.openLoopAtMix, "half the mix's own saturated throughput, i.e. half of what it achieved in the phase above")];
}

function openLoopSection(r: BenchReport, o: OpenLoopFigures | null | undefined, rateRule: string): string[] {
  if (!o) return [];
  const ratios = new Map(openLoopRatios(r, o).map((x) => [x.endpoint, x]));
  // Runs before session 29 had no write floor.
  const writeFloor = Boolean(o.endpoints.floorWrite);
  const lines = [
    "",
    `Open loop: the counter's mix at ${fmt(o.targetRate, 0)} req/s (${rateRule}, ${writeFloor ? "floor references" : "floor reference"} included) for ${fmt(o.durationSec, 0)} s (${o.tool}); target: every p99 ≤ ${OPEN_LOOP_P99_TARGET}× the floor's p99 in the same mix.` +
      (writeFloor ? ` The writes' p99 is also shown against the write floor's (the session and a committed write: what the commit's flush to disk adds), not judged.` : ""),
    "",
  ];
  lines.push(`| endpoint | rate asked → achieved req/s | connections | p50 ms | p99 ms | p99.9 ms | p99 × floor's |${writeFloor ? " p99 × write floor's |" : ""}`);
  lines.push(`|---|---:|---:|---:|---:|---:|---:|${writeFloor ? "---:|" : ""}`);
  for (const [name, e] of Object.entries(o.endpoints)) {
    const x = ratios.get(name);
    const floorP99 = o.endpoints.floor?.p99;
    // The write floor against the floor: what a commit's flush adds at the p99, shown, not judged.
    const writeOverFloor = name === "floorWrite" && floorP99 ? `(${fmt(e.p99 / floorP99, 2)}×)` : "";
    const judged = x ? `${fmt(x.ratio, 2)}×${mark(x.ratio == null ? null : x.ratio <= OPEN_LOOP_P99_TARGET)}` : name === "floor" ? "reference" : writeOverFloor;
    const write = x?.writeRatio != null ? `${fmt(x.writeRatio, 2)}×` : name === "floorWrite" ? "reference" : "";
    lines.push(`| ${name} | ${fmt(e.targetRate, 1)} → ${fmt(e.achievedRate, 1)} | ${e.connections} | ${fmt(e.p50, 2)} | ${fmt(e.p99, 2)} | ${fmt(e.p999, 2)} | ${judged} |${writeFloor ? ` ${write} |` : ""}`);
  }
  return lines;
}

function runSection(r: BenchReport, file: string): string {
  const db = r.database.kind === "postgres" ? "PostgreSQL" : r.database.kind === "embedded" ? "PostgreSQL integrato (embedded)" : "PGlite (embedded)";
  const lines: string[] = [];
  lines.push(`### ${r.at.slice(0, 16).replace("T", " ")} UTC — ${db}, ${r.database.products.toLocaleString("en-US")} products${r.quick ? " (--quick)" : ""}`);
  lines.push("");
  lines.push(
    `Machine: ${r.machine.cpu}, ${r.machine.cores} cores, ${r.machine.memoryGiB} GiB, Node ${r.machine.node}; load average at start ${r.machine.loadAvgStart.join(" / ")}, at end ${r.machine.loadAvgEnd.join(" / ")}. ` +
      `Commit ${r.commit ?? "?"}. ${r.settings.connections} connections, ${r.settings.durationSec} s per endpoint after ${r.settings.warmupSec} s warm-up, LOG_LEVEL=${r.settings.logLevel}, database pool ${r.settings.dbPoolSize ?? "?"}. ` +
      `Data: ${Object.entries(r.database.counts).map(([k, v]) => `${v.toLocaleString("en-US")} ${k}`).join(", ")}` +
      (r.database.loadSeconds !== null ? ` (generated in ${r.database.loadSeconds} s)` : "") +
      `. Typical search answer (ceiling body): "${r.typicalSearch.value}", ${r.typicalSearch.rows} rows, ${r.typicalSearch.bytes.toLocaleString("en-US")} bytes. [raw](bench/results/${file})` +
      (r.machine.costs ? ` ${describeMachineCosts(r.machine.costs)}` : ""),
  );
  if (r.startup) {
    lines.push("");
    lines.push(`Start of the server (\`npm start\`'s server, until /healthz answers): empty DATA_DIR ${fmt(r.startup.emptyMs / 1000)} s (initdb, migrations and ${r.startup.demoProducts.toLocaleString("en-US")} demo products); existing DATA_DIR ${fmt(r.startup.existingMs / 1000)} s${r.startup.existingProducts ? ` (the bench's own, ${r.startup.existingProducts.toLocaleString("en-US")} products)` : ""}.`);
  }
  if (r.cacheRefill?.serverMs != null) {
    lines.push("");
    const pages = r.cacheRefill.hugePages ? ` Its shared memory was ${describeHugePages(r.cacheRefill.hugePages)}.` : "";
    lines.push(`Timed once the embedded PostgreSQL had refilled its cache after each start: ${fmt(r.cacheRefill.serverMs / 1000)} s after the bench server's${r.cacheRefill.jobsMs != null ? `, ${fmt(r.cacheRefill.jobsMs / 1000)} s after the cart CSV's jobs server's` : ""}.${pages}`);
  }
  lines.push("");
  lines.push("| endpoint | req/s | p50 ms | p99 ms | max ms | vs ceiling | errors | non-2xx | event loop p99 ms | DB tx/req | CPU ms/req server + DB |");
  lines.push("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  const ceiling = r.endpoints.ceiling?.rps ?? Number.NaN;
  for (const name of ENDPOINTS) {
    const e = r.endpoints[name];
    // Runs before session 23 measured the floor once.
    if (!e && name === "floorAgain") continue;
    if (!e) {
      lines.push(`| ${LABELS[name]} | — | — | — | — | — | — | — | — | — | — |`);
      continue;
    }
    const ratio = name === "ceiling" ? "100 %" : `${fmt((e.rps / ceiling) * 100, 1)} %`;
    lines.push(
      `| ${LABELS[name]} | ${fmt(e.rps, 0)} | ${fmt(e.p50, 2)} | ${fmt(e.p99, 2)} | ${fmt(e.max, 1)} | ${ratio} | ${e.errors + e.timeouts} | ${e.non2xx} | ${fmt(e.eventLoop?.p99Ms, 2)} | ${fmt(e.dbTransactionsPerRequest, 2)} | ${fmt(e.cpu?.serverMsPerRequest, 2)}${e.cpu?.dbMsPerRequest != null ? ` + ${fmt(e.cpu.dbMsPerRequest, 2)}` : ""} |`,
    );
  }
  lines.push(...floorSection(r), ...openLoopSections(r), ...heavySection(r.heavyWork));
  if (r.pause) lines.push("", describePause(r.pause));
  const probe = r.endpoints.search?.probe?.result.byClient;
  if (probe) {
    lines.push("");
    lines.push(
      `Responsiveness under search load (probe, 50 req/s per path on its own connection): /v100/apiVersion/ (no database) p50 ${fmt(probe.apiVersion?.p50, 2)} ms, p99 ${fmt(probe.apiVersion?.p99, 2)} ms; ` +
        `/healthz (one \`select 1\`) p50 ${fmt(probe.healthz?.p50, 2)} ms, p99 ${fmt(probe.healthz?.p99, 2)} ms; event-loop delay p99 ${fmt(r.endpoints.search?.eventLoop.p99Ms, 2)} ms, max ${fmt(r.endpoints.search?.eventLoop.maxMs, 1)} ms.`,
    );
  }
  if (r.browser) {
    const b = r.browser;
    lines.push("");
    lines.push("| page (Lighthouse 12, mobile) | score (median; all runs) | LCP ms | TBT ms | CLS |");
    lines.push("|---|---:|---:|---:|---:|");
    for (const p of b.lighthouse) {
      if (p.error) lines.push(`| ${p.page} | error: ${p.error} | | | |`);
      else lines.push(`| ${p.page}${mark((p.score ?? 0) >= TARGETS.lighthouseScore && (p.cls ?? 1) <= TARGETS.cls)} | ${fmt(p.score, 0)}${p.runs && p.runs.length > 1 ? ` (${p.runs.map((x) => (x === null || x < 0 ? "failed" : x)).join(", ")})` : ""} | ${fmt(p.lcpMs, 0)} | ${fmt(p.tbtMs, 0)} | ${fmt(p.cls, 3)} |`);
    }
    lines.push("");
    lines.push(`Modes: ${b.lighthouse.map((p) => `${p.page} ${p.mode}`).join(", ")}. Top opportunities: ${b.lighthouse.map((p) => `${p.page}: ${p.opportunities.join("; ") || "none"}`).join(" — ")}.`);
    lines.push("");
    lines.push(
      `First-view JavaScript (${b.firstViewJs.page}): ${fmt(b.firstViewJs.gzipBytes / 1024, 1)} KB gzip in ${b.firstViewJs.files} files${mark(b.firstViewJs.gzipBytes / 1024 <= TARGETS.firstViewJsKB)}. ` +
        (b.warnings?.length ? `Warnings: ${b.warnings.map((w) => w.replace(/\.+$/, "")).join("; ")}. ` : "") +
        `Offline cold start (searches and cart painted): ${b.offline.ms === null ? `not available — ${b.offline.reason}` : `${fmt(b.offline.ms, 0)} ms${mark(b.offline.ms <= TARGETS.offlineMs)}`}${b.offline.ms !== null && b.offline.reason ? ` (${b.offline.reason})` : ""}${describeOfflineTimeline(b.offline.timeline)}.`,
    );
    if (b.counter) lines.push(...counterLines(b.counter));
  }
  lines.push("");
  return lines.join("\n");
}

const START = "<!-- bench:results:start -->";
const END = "<!-- bench:results:end -->";

export function writeReport(r: BenchReport, root: string, opts: { aside: boolean }): { json: string } {
  const rel = opts.aside ? "bench/results/tmp" : "bench/results";
  const dir = join(root, rel);
  mkdirSync(dir, { recursive: true });
  const name = `${r.at.slice(0, 16).replace(/[:T]/g, "-")}-${r.database.kind}-${r.database.products}${r.quick ? "-quick" : ""}.json`;
  writeFileSync(join(dir, name), `${JSON.stringify(r, null, 2)}\n`);
  if (!opts.aside) {
    appendHistory(root, r);
    writeTrend(root);
    renderBenchmarksMd(root);
  }
  return { json: `${rel}/${name}` };
}

/** Regenerates the results part of BENCHMARKS.md from every stored run. */
export function renderBenchmarksMd(root: string): void {
  const dir = join(root, "bench/results");
  const runs = readdirSync(dir)
    // scale-*.json are the catalogue-size runs (bench/scale.ts), with their own section.
    .filter((f) => f.endsWith(".json") && !f.startsWith("scale-"))
    .map((f) => ({ f, r: JSON.parse(readFileSync(join(dir, f), "utf8")) as BenchReport }))
    .sort((a, b) => b.r.at.localeCompare(a.r.at));
  const full = runs.filter((x) => !x.r.quick);
  // Quick runs are a fast look: only the newest of each database is kept in the table.
  const quickLatest = ["postgres", "embedded"].map((k) => runs.find((x) => x.r.quick && x.r.database.kind === k)).filter((x) => x !== undefined);
  const body = [
    "## Results",
    "",
    "Generated by `npm run bench` from `bench/results/*.json` (newest first). ✅/❌ compare with the targets above; they are reported, never asserted.",
    "",
    "Trend of the CPU ratios to the floor, run after run (`bench/history.jsonl`):",
    "",
    "![CPU per request ÷ floor's, per run](bench/trend.svg)",
    "",
    ...full.map((x) => runSection(x.r, x.f)),
    ...(quickLatest.length ? ["## Latest quick runs", "", ...quickLatest.map((x) => runSection(x.r, x.f))] : []),
  ].join("\n");
  const mdPath = join(root, "BENCHMARKS.md");
  let md: string;
  try {
    md = readFileSync(mdPath, "utf8");
  } catch {
    md = `# Benchmarks\n\n${START}\n${END}\n`;
  }
  if (!md.includes(START) || !md.includes(END)) md = `${md.trimEnd()}\n\n${START}\n${END}\n`;
  const before = md.slice(0, md.indexOf(START) + START.length);
  const after = md.slice(md.indexOf(END));
  writeFileSync(mdPath, `${before}\n${body}\n${after}`);
}
