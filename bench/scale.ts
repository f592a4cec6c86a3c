// `npm run bench:scale [-- --sizes=20000,1000000,5000000]`: does search stay as fast when the
// catalogue grows (issue 22 item 3)? For each catalogue size (generated once, reused after, like
// the main benchmark's data), the production server is started on it and ONE connection times each
// search kind (exact code, cross-reference, EAN, prefix, miss) and a myCart of 12 lines, one request
// after the other, the sizes interleaved (all their servers run at once). Target: every kind's p50
// at the largest size within 1.2× of the smallest size's. The prefix requests are also reported
// split by answer size: those answering a full page of 50 rows compare the same work at every size.
// On the embedded PostgreSQL each size is timed once its cache is refilled (bench/cache-refill.ts).
// Results: bench/results/scale-<date>.json and the "Scale" part of BENCHMARKS.md.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadavg } from "node:os";
import { benchTarget, type BenchDataInfo } from "./data";
import { prepareBenchRun } from "./bench-state";
import { searchMix, searchPath, usableCartProducts, type SearchInput } from "./inputs";
import { startServer } from "./server";
import { afterCacheRefill, describeHugePages, type HugePages } from "./cache-refill";
import { SEARCH_RESULT_LIMIT } from "../src/shared/contract/search";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const dataRoot = join(root, "bench/.data");
const dist = resolve(root, process.env.BANCO_DIST ?? "dist");
const sizes = (process.argv.find((a) => a.startsWith("--sizes="))?.slice(8) ?? "20000,1000000,5000000").split(",").map(Number);
/** First size's port; the others follow (BENCH_PORT, as bench/run.ts). */
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 8420);
const PER_KIND = Number(process.env.BENCH_SCALE_REQUESTS ?? 200);
const KINDS: SearchInput["kind"][] = ["code", "crossRef", "ean", "prefix", "miss"];
const SCALE_TARGET = 1.2;
/** The row of a prefix kind's answers of a full page (SEARCH_RESULT_LIMIT rows). */
const fullPageOf = (kind: string) => `${kind}FullPage`;
const FULL_PAGE = fullPageOf("prefix");
/**
 * The prefixes timed a second time, same inputs and order: a new PostgreSQL backend pays a page fault
 * the first time it touches each page of shared_buffers (about 75 a full-page prefix at 5M, session
 * 51), which the long-lived connections of a running server have paid long before.
 */
const AGAIN = "prefixAgain";
const AGAIN_FULL_PAGE = fullPageOf(AGAIN);
const t0 = performance.now();
const log = (m: string) => process.stdout.write(`[scale ${((performance.now() - t0) / 1000).toFixed(0).padStart(5)} s] ${m}\n`);

interface Timing {
  requests: number;
  p50: number;
  p99: number;
  /** Rows per answer (searches), mean. */
  rows?: number;
}
interface SizeResult {
  products: number;
  generatedSeconds: number | null;
  reused: boolean;
  timings: Record<string, Timing>;
  /** Whether the size's embedded PostgreSQL had its shared memory in huge pages (null: external; since session 52). */
  hugePages: HugePages | null;
}

function summary(ms: number[]): Timing {
  if (ms.length === 0) return { requests: 0, p50: Number.NaN, p99: Number.NaN };
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! * 100) / 100;
  return { requests: s.length, p50: at(50), p99: at(99) };
}

/** Milliseconds of one request, and the rows of its answer when it is a list (read after the clock stops). */
async function timed(base: string, cookie: string, path: string, init: RequestInit = {}): Promise<{ ms: number; rows: number | null }> {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { ...init, headers: { cookie, accept: "application/json", ...(init.headers ?? {}) } });
  const body = await res.arrayBuffer();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  const data = (JSON.parse(new TextDecoder().decode(body)) as { data?: unknown }).data;
  return { ms, rows: Array.isArray(data) ? data.length : null };
}

interface SizeUnderTest {
  products: number;
  data: BenchDataInfo;
  base: string;
  cookie: string;
  mix: ReturnType<typeof searchMix>;
  cart: ReturnType<typeof usableCartProducts>;
  stop: () => Promise<void>;
  hugePages: HugePages | null;
}

async function startSize(products: number, port: number): Promise<SizeUnderTest> {
  const target = benchTarget(products, process.env.DATABASE_URL, dataRoot);
  const { data, cookies, samples, cartProducts } = await prepareBenchRun(target, products, log, { samples: 1200, cartProducts: 100 });
  const mix = searchMix(samples, 6000, 17);
  const cart = usableCartProducts(cartProducts).slice(0, 12);
  const server = await startServer({ dist, port, logFile: join(dataRoot, `scale-${products}.log`), env: { ...target.env, LOG_LEVEL: "warn", BACKGROUND_JOBS: "0" } });
  // Timed only once the embedded server's cache is refilled: its workers share the cores for 11-16 s at 5M (sessions 50-51).
  const refill = await afterCacheRefill(target, String(products), log);
  return { products, data, base: server.base, cookie: cookies[0]!, mix, cart, stop: () => server.stop(), hugePages: refill?.hugePages ?? null };
}

/**
 * Every size's server runs at once and the requests are interleaved (request i of a kind on each
 * size in turn), so a change in the machine's load during the run weighs on every size alike: on a
 * shared machine, timing the sizes one after the other measured the load as much as the catalogue.
 * The order alternates each round so that no size always goes first.
 */
async function measureInterleaved(sizes: SizeUnderTest[]): Promise<Record<string, Timing>[]> {
  const timings = sizes.map(() => ({}) as Record<string, Timing>);
  const samples = async (kind: string, path: (s: SizeUnderTest, i: number) => string, warmup: number, init: RequestInit = {}) => {
    for (let i = 0; i < warmup; i++) for (const s of sizes) await timed(s.base, s.cookie, path(s, PER_KIND + i), init);
    const ms = sizes.map(() => [] as number[]);
    const rows = sizes.map(() => [] as (number | null)[]);
    for (let i = 0; i < PER_KIND; i++) {
      // Every other round in reverse order: no size always goes first.
      const order = i % 2 === 0 ? sizes.map((_, k) => k) : sizes.map((_, k) => sizes.length - 1 - k);
      for (const k of order) {
        const t = await timed(sizes[k]!.base, sizes[k]!.cookie, path(sizes[k]!, i), init);
        ms[k]!.push(t.ms);
        rows[k]!.push(t.rows);
      }
    }
    ms.forEach((m, k) => {
      const r = rows[k]!.filter((n): n is number => n !== null);
      timings[k]![kind] = { ...summary(m), ...(r.length ? { rows: Math.round((r.reduce((a, b) => a + b, 0) / r.length) * 10) / 10 } : {}) };
      // A prefix answers up to a page of SEARCH_RESULT_LIMIT rows: a small catalogue answers many
      // prefixes with fewer rows, a large one fills the page. The same requests, split by answer
      // size, compare equal work at every size (the cost of a full page as the catalogue grows).
      if (kind === "prefix" || kind === AGAIN) timings[k]![fullPageOf(kind)] = summary(m.filter((_, i) => rows[k]![i] === SEARCH_RESULT_LIMIT));
    });
    log(`${kind.padEnd(8)} p50 ${sizes.map((s, k) => `${s.products}: ${timings[k]![kind]!.p50} ms`).join(", ")}`);
    if (kind === "prefix" || kind === AGAIN) {
      const full = fullPageOf(kind);
      log(`${kind}, full page: p50 ${sizes.map((s, k) => `${s.products}: ${timings[k]![full]!.p50} ms (${timings[k]![full]!.requests} of ${PER_KIND}; ${timings[k]![kind]!.rows} rows per answer)`).join(", ")}`);
    }
  };
  for (const kind of KINDS) {
    const values = sizes.map((s) => s.mix.filter((m) => m.kind === kind).map((m) => m.value));
    // Warm-up: different values of the same kind, not timed.
    const path = (s: SizeUnderTest, i: number) => searchPath(values[sizes.indexOf(s)]![i % values[sizes.indexOf(s)]!.length]!);
    await samples(kind, path, 20);
    if (kind === "prefix") await samples(AGAIN, path, 0);
  }
  for (const s of sizes) {
    for (const p of s.cart) {
      await timed(s.base, s.cookie, "/v100/cart/addToCart?append=false", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ precodice: p.precodice, codice: p.codice, qntRichiesta: 1 }) });
    }
  }
  await samples("myCart12", () => "/v100/cart/myCart", 20);
  return timings;
}

/** " The embedded PostgreSQL's shared memory was in 4-KB pages …" (every size alike), or per size. */
function sharedMemory(results: SizeResult[]): string {
  const known = results.filter((r): r is SizeResult & { hugePages: HugePages } => r.hugePages !== null);
  if (!known.length) return "";
  const same = known.every((r) => r.hugePages === known[0]!.hugePages);
  if (same) return ` The embedded PostgreSQL's shared memory was ${describeHugePages(known[0]!.hugePages)} at every size.`;
  return ` The embedded PostgreSQL's shared memory: ${known.map((r) => `${r.products.toLocaleString("en-US")} ${describeHugePages(r.hugePages)}`).join(", ")}.`;
}

function markdown(at: string, results: SizeResult[], load: number[]): string {
  const smallest = results[0]!;
  const largest = results[results.length - 1]!;
  const lines = [
    `Measured ${at.slice(0, 16).replace("T", " ")} UTC, load average ${load.map((x) => x.toFixed(1)).join(" / ")}; one connection per size, all sizes' servers running and the requests interleaved, ${PER_KIND} requests per kind (p50 / p99 ms). Data generation (first time only): ${results.map((r) => `${r.products.toLocaleString("en-US")} in ${r.generatedSeconds ?? "?"} s`).join(", ")}.${sharedMemory(results)}`,
    "",
    `| kind | ${results.map((r) => r.products.toLocaleString("en-US")).join(" | ")} | largest ÷ smallest p50 (target ≤ ${SCALE_TARGET}×) |`,
    `|---|${results.map(() => "---:").join("|")}|---:|`,
  ];
  const label = (kind: string) =>
    kind === "myCart12"
      ? "myCart, 12 lines"
      : kind === FULL_PAGE
        ? `prefix, answers of a full page (${SEARCH_RESULT_LIMIT} rows)`
        : kind === AGAIN_FULL_PAGE
          ? `the same full pages again (the backends have touched their pages)`
          : kind;
  const cell = (t: Timing, kind: string) =>
    Number.isNaN(t.p50) ? "–" : `${t.p50} / ${t.p99}${kind === FULL_PAGE || kind === AGAIN_FULL_PAGE ? ` (${t.requests} of ${PER_KIND})` : kind === "prefix" && t.rows !== undefined ? ` (${t.rows} rows)` : ""}`;
  for (const kind of [...KINDS, FULL_PAGE, AGAIN_FULL_PAGE, "myCart12"]) {
    const ratio = largest.timings[kind]!.p50 / smallest.timings[kind]!.p50;
    lines.push(`| ${label(kind)} | ${results.map((r) => cell(r.timings[kind]!, kind)).join(" | ")} | ${Number.isNaN(ratio) ? "–" : `${ratio.toFixed(2)}× ${ratio <= SCALE_TARGET ? "✅" : "❌"}`} |`);
  }
  return lines.join("\n");
}

async function main(): Promise<void> {
  const load = loadavg();
  const running: SizeUnderTest[] = [];
  let results: SizeResult[];
  try {
    for (const [i, size] of sizes.entries()) running.push(await startSize(size, FIRST_PORT + i));
    const timings = await measureInterleaved(running);
    results = running.map((s, k) => ({ products: s.products, generatedSeconds: s.data.loadSeconds, reused: s.data.reused, timings: timings[k]!, hugePages: s.hugePages }));
  } finally {
    for (const s of running) await s.stop();
  }
  const at = new Date().toISOString();
  mkdirSync(join(root, "bench/results"), { recursive: true });
  writeFileSync(join(root, `bench/results/scale-${at.slice(0, 16).replace(/[:T]/g, "-")}.json`), `${JSON.stringify({ at, load, results }, null, 2)}\n`);
  const md = join(root, "BENCHMARKS.md");
  const START = "<!-- bench:scale:start -->";
  const END = "<!-- bench:scale:end -->";
  let text = readFileSync(md, "utf8");
  if (!text.includes(START)) text = text.replace("## Running it", `## Scale: search as the catalogue grows (issue 22)\n\n${START}\n${END}\n\n## Running it`);
  text = `${text.slice(0, text.indexOf(START) + START.length)}\n${markdown(at, results, load)}\n${text.slice(text.indexOf(END))}`;
  writeFileSync(md, text);
  log(`fatto: BENCHMARKS.md, sezione Scale`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
