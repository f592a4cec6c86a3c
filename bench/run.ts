// `npm run bench [-- --quick] [-- --no-browser]`: measures Banco against its ceiling.
// `npm run bench -- --heavy-only[=priceList] [--size=1000000]`: only the heavy-work phase (or only
// its price-list part) on the catalogue of that size: no startup, load phases nor browser (the
// report is then incomplete, kept aside, and the figures are in the log).
// `npm run bench -- --paired=search[,addToCart…] [--size=N]`: only the paired ratios to the floor
// (bench/paired.ts; BENCH_PAIRED_ROUNDS rounds, default 6, of BENCH_DURATION seconds per slice).
//
// 1. Scale data (bench/data.ts): generated once per size, reused after (BENCH_PRODUCTS, default
//    1,000,000; --quick 20,000). PostgreSQL when DATABASE_URL is set (database banco_bench on that
//    server), the embedded PostgreSQL otherwise (a DATA_DIR under bench/.data).
// 2. The production build started as a child process (BACKGROUND_JOBS=0 for steady figures,
//    BENCH_CEILING=1 for the ceiling route and the event-loop monitor), driven from separate
//    processes (bench/load-worker.ts, autocannon), 32 connections, one session per connection.
// 3. Lighthouse (mobile) and the offline cold start in Chromium (bench/browser.ts).
// 4. bench/results/<date>….json and the table in BENCHMARKS.md; then the completeness check (every
//    endpoint has figures, no request errors, no unexpected non-2xx): a failed check exits 1.
// Times are reported, never asserted.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem, release } from "node:os";
import pg from "pg";
import { fileURLToPath } from "node:url";
import { dirname, join, resolve } from "node:path";
import { BENCH_PASSWORD, BENCH_USERS, BROWSER_USER, COUNTER_USER, benchTarget, benchUsername, embeddedDataMissing } from "./data";
import { prepareBenchRun } from "./bench-state";
import { addToCartClients, ceilingClients, checkoutClients, floorClients, CHECKOUT_MEASURED_INDEX, lastOrdersClients, myCartClients, searchClients, searchMix, searchPath, usableCartProducts } from "./inputs";
import { buildIsCurrent, login, startServer, type RunningServer } from "./server";
import { DEMO_PASSWORD } from "../src/server/db/seed/identity";
import { embeddedConnectionString } from "../src/server/db/embedded-postgres";
import { runBrowserChecks, type BrowserResults } from "./browser";
import { writeReport, type BenchReport, type EndpointFigures } from "./report";
import { checkReport } from "./report-check";
import { RATIO_ENDPOINTS, floorReference } from "./floor-ratios";
import type { LoadClient, LoadResult, LoadSpec } from "./types";
import { mixOwnHalfRate, openLoopClients, openLoopFigures, type OpenLoopFigures, type OrderRef } from "./open-loop";
import { cartCsv, runHeavyWork, type HeavyDeps, type HeavyWorkFigures } from "./heavy-work";
import type { PairedFigures } from "./paired";
import { runPaired, startClientServer } from "./paired-run";
import { searchesAfterPauses, type PauseFigures } from "./pause";
import { describeMachineCosts, machineCosts } from "./machine-costs";
import { loadPool } from "./load-pool";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const args = process.argv.slice(2);
const quick = args.includes("--quick");
const heavyOnlyArg = args.find((a) => a === "--heavy-only" || a.startsWith("--heavy-only="));
const heavyOnly = heavyOnlyArg !== undefined;
const pairedArg = args.find((a) => a.startsWith("--paired="))?.slice("--paired=".length).split(",") ?? null;
// With --paired: the reference is the same endpoint on another build (its folder, as BANCO_DIST), not the floor.
const againstArg = args.find((a) => a.startsWith("--against="))?.slice("--against=".length) ?? null;
const priceListOnly = heavyOnlyArg === "--heavy-only=priceList";
const sizeArg = args.find((a) => a.startsWith("--size="))?.slice("--size=".length);
const noBrowser = args.includes("--no-browser") || heavyOnly || pairedArg !== null;
// For working on the browser part: no load phases (the report is then incomplete and says so).
// `--browser-only` is the same, with three Lighthouse runs per page even with --quick (the median
// is what the targets are read on); `--pages=/home,/cart` measures only those pages.
const browserOnly = args.includes("--browser-only");
const noLoad = args.includes("--no-load") || browserOnly;
const pagesArg = args.find((a) => a.startsWith("--pages="))?.slice("--pages=".length).split(",");
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? (quick && !browserOnly ? 1 : 3));
// For profiling one endpoint: --only=search,ceiling (the report is then incomplete and says so).
const only = heavyOnly ? ["heavy"] : pairedArg ? ["paired"] : (args.find((a) => a.startsWith("--only="))?.slice("--only=".length).split(",") ?? null);
const wanted = (name: string) => !noLoad && (only === null || only.includes(name));
const products = Number(sizeArg ?? process.env.BENCH_PRODUCTS ?? (quick ? 20_000 : 1_000_000));
// A quick run (CI) keeps under 3 minutes in all (issue 22): 3 s per endpoint and per open-loop
// phase after half a second of warm-up. It checks that the report is complete; its figures are
// thin (a few thousand requests a phase) and no target is read on them.
const durationSec = Number(process.env.BENCH_DURATION ?? (quick ? 3 : 20));
const phaseSec = durationSec;
// The open-loop phases: 60 s each (issue 22), 3 s in a quick run.
const openLoopSec = Number(process.env.BENCH_OPEN_LOOP_DURATION ?? (quick ? 3 : 60));
const warmupSec = quick ? 0.5 : 3;
const CONNECTIONS = 32;
const port = Number(process.env.BENCH_PORT ?? 8409);
const dist = resolve(root, process.env.BANCO_DIST ?? "dist");
const dataRoot = join(root, "bench/.data");
const logLevel = process.env.BENCH_LOG_LEVEL ?? "warn";

const t0 = performance.now();
const log = (m: string) => process.stdout.write(`[bench ${((performance.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${m}\n`);

// The load workers live for the whole run (bench/load-pool.ts); main() closes them.
const loads = loadPool(here, root);
const runLoad = (spec: LoadSpec): Promise<LoadResult> => loads.run(spec);

const COMMON_HEADERS = {
  accept: "application/json",
  // What Chromium sends: answers are compressed the way the browser gets them.
  "accept-encoding": "gzip, deflate, br, zstd",
  "sec-fetch-site": "same-origin",
  "user-agent": "banco-bench",
};

interface EventLoopFigures {
  samples: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

async function eventLoop(base: string, reset: boolean): Promise<EventLoopFigures> {
  const res = await fetch(`${base}/v100/bench/eventLoop${reset ? "?reset=1" : ""}`);
  return (await res.json()) as EventLoopFigures;
}

/** PostgreSQL only: transactions committed so far in the bench database (statements outside a transaction count one each). */
let dbStats: pg.Client | null = null;
async function dbTransactions(): Promise<number | null> {
  if (!dbStats) return null;
  const res = await dbStats.query<{ n: string }>("select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()");
  return Number(res.rows[0]?.n ?? Number.NaN);
}

/** CPU time (ms) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** CPU time of the PostgreSQL backends serving the bench database (PostgreSQL only). */
async function dbCpuMs(): Promise<Map<number, number> | null> {
  if (!dbStats) return null;
  const res = await dbStats.query<{ pid: number }>("select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
  const out = new Map<number, number>();
  for (const { pid } of res.rows) {
    const ms = cpuMs(pid);
    if (ms !== null) out.set(pid, ms);
  }
  return out;
}

function dbCpuDelta(before: Map<number, number> | null, after: Map<number, number> | null): number | null {
  if (!before || !after) return null;
  let total = 0;
  // A backend that appeared during the phase counts from zero.
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

async function phase(
  server: RunningServer,
  name: string,
  clients: LoadClient[],
  opts: { measureIndex?: number; probe?: boolean; durationSec?: number } = {},
): Promise<EndpointFigures> {
  const spec = (n: string, d: number): LoadSpec => ({ name: n, base: server.base, durationSec: d, headers: COMMON_HEADERS, clients, measureIndex: opts.measureIndex });
  const durationSec = opts.durationSec ?? phaseSec;
  if (warmupSec > 0) await runLoad(spec(`${name}-warmup`, warmupSec));
  await eventLoop(server.base, true);
  // The probe: one request every 20 ms on each of two connections, alongside the load.
  const probe = opts.probe
    ? runLoad({
        name: `${name}-probe`,
        base: server.base,
        durationSec,
        headers: COMMON_HEADERS,
        rate: 50,
        clients: [
          { label: "healthz", requests: [{ method: "GET", path: "/healthz" }] },
          { label: "apiVersion", requests: [{ method: "GET", path: "/v100/apiVersion/" }] },
        ],
      })
    : null;
  const xactsBefore = await dbTransactions();
  const cpuBefore = cpuMs(server.pid);
  const dbCpuBefore = await dbCpuMs();
  const load = await runLoad(spec(name, durationSec));
  const cpuAfter = cpuMs(server.pid);
  const dbCpuAfter = await dbCpuMs();
  const xactsAfter = await dbTransactions();
  const probed = probe ? await probe : null;
  // The probe's few cheap requests are served in the same interval: they count as responses too.
  const served = load.allResponses + (probed?.allResponses ?? 0);
  const perResponse = (ms: number | null) => (ms === null || served === 0 ? null : Math.round((ms / served) * 1000) / 1000);
  const cpu = {
    serverMsPerRequest: perResponse(cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null),
    dbMsPerRequest: perResponse(dbCpuDelta(dbCpuBefore, dbCpuAfter)),
  };
  const loop = await eventLoop(server.base, false);
  // pg_stat_database is updated by each backend at most every second or so: wait for the last ones.
  const dbTransactionsPerRequest =
    xactsBefore !== null && xactsAfter !== null ? Math.round((((await settledTransactions(xactsAfter)) - xactsBefore - 2) / served) * 100) / 100 : null;
  log(
    `${name.padEnd(12)} ${String(load.rps).padStart(8)} req/s  p50 ${load.p50} ms  p99 ${load.p99} ms  errori ${load.errors}  non-2xx ${load.non2xx}  event loop p99 ${loop.p99Ms} ms` +
      (dbTransactionsPerRequest !== null ? `  tx/rich ${dbTransactionsPerRequest}` : "") +
      `  CPU ms/rich server ${cpu.serverMsPerRequest ?? "—"} db ${cpu.dbMsPerRequest ?? "—"}` +
      (probed ? `  | sonda /healthz p99 ${probed.byClient.healthz?.p99} ms, /v100/apiVersion/ p99 ${probed.byClient.apiVersion?.p99} ms` : ""),
  );
  for (const s of load.samples) log(`  ${name}: ${s}`);
  return { ...load, eventLoop: loop, probe: probed ? { result: probed } : null, dbTransactionsPerRequest, cpu };
}

/** Two recent orders of each bench user (the order details and PDFs of the open-loop mix), by session index. */
async function benchOrders(): Promise<OrderRef[]> {
  if (!dbStats) return [];
  const res = await dbStats.query<{ username: string; tipo_doc: string; numero_doc: number; anno: number }>(
    `select u.username, o.tipo_doc, o.numero_doc, o.anno from users u
     join lateral (select tipo_doc, numero_doc, anno from orders o where o.user_id = u.id order by o.id desc limit 2) o on true
     where u.username like 'bench.%' order by u.username`,
  );
  // The sessions were made in username order (resetBenchState): the same index names the cookie.
  const users = [...new Set(res.rows.map((r) => r.username))];
  return res.rows.map((r) => ({ cookie: users.indexOf(r.username), tipoDoc: r.tipo_doc, numeroDoc: r.numero_doc, anno: r.anno }));
}

async function settledTransactions(seen: number): Promise<number> {
  let last = seen;
  for (let i = 0; i < 10; i++) {
    await new Promise((r) => setTimeout(r, 300));
    const now = (await dbTransactions()) ?? last;
    if (now === last) return now;
    last = now;
  }
  return last;
}

/** A typical search answer: the median size among the non-empty answers of the mix. */
async function typicalSearchAnswer(base: string, cookie: string, values: string[]): Promise<{ value: string; body: unknown; bytes: number; rows: number; empty: number }> {
  const answers: { value: string; text: string; rows: number }[] = [];
  let empty = 0;
  for (const value of values) {
    const res = await fetch(`${base}${searchPath(value)}`, { headers: { cookie, accept: "application/json" } });
    if (!res.ok) throw new Error(`ricerca "${value}": ${res.status} ${await res.text()}`);
    const text = await res.text();
    const rows = (JSON.parse(text) as { data: unknown[] }).data.length;
    if (rows === 0) empty++;
    else answers.push({ value, text, rows });
  }
  if (answers.length === 0) throw new Error("nessuna ricerca ha trovato qualcosa: dati di benchmark vuoti?");
  answers.sort((a, b) => a.text.length - b.text.length);
  const mid = answers[Math.floor(answers.length / 2)]!;
  return { value: mid.value, body: JSON.parse(mid.text), bytes: Buffer.byteLength(mid.text), rows: mid.rows, empty };
}

function gitCommit(): string | null {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    // Uncommitted changes in the tree: the figures are not exactly that commit's.
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: root, encoding: "utf8" }).trim() !== "";
    return dirty ? `${head}+changes` : head;
  } catch {
    return null;
  }
}

/** The demo catalogue's size when the startup is timed (`npm start`'s default). */
const STARTUP_DEMO_PRODUCTS = 20_000;

/**
 * The start of `npm start`'s server on the embedded PostgreSQL with an empty DATA_DIR (the start on
 * an existing one is the bench server's own, timed in main()). `handOverTo`: the bench's own
 * DATA_DIR, empty, of the same catalogue size (a quick run on a fresh checkout, as in CI): the timed
 * DATA_DIR becomes it, the demo data it holds being what the bench would seed first (9–10 s).
 */
async function measureEmptyStart(handOverTo: string | null): Promise<number> {
  const dir = join(dataRoot, "startup");
  rmSync(dir, { recursive: true, force: true });
  const started = performance.now();
  const server = await startServer({ dist, port, logFile: join(dataRoot, "startup.log"), env: { DATA_DIR: dir, LOG_LEVEL: logLevel, BACKGROUND_JOBS: "0", DEMO_PRODUCTS: String(STARTUP_DEMO_PRODUCTS) } });
  const ms = Math.round(performance.now() - started);
  await server.stop();
  if (handOverTo) {
    rmSync(handOverTo, { recursive: true, force: true });
    renameSync(dir, handOverTo);
  } else rmSync(dir, { recursive: true, force: true });
  return ms;
}

async function main(): Promise<void> {
  const target = benchTarget(products, process.env.DATABASE_URL, dataRoot);
  log(`${quick ? "rapido" : "completo"}: ${products} prodotti, ${target.label}, ${durationSec} s per endpoint, ${CONNECTIONS} connessioni`);
  // The default build is made again when missing or older than the last commit; a build named by
  // BANCO_DIST is measured as it is (comparing builds), only when missing made.
  if (process.env.BANCO_DIST ? !existsSync(join(dist, "server/main.js")) || !existsSync(join(dist, "client/index.html")) : !buildIsCurrent(dist, root)) {
    log(`build di produzione in ${dist}`);
    execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, BANCO_DIST: dist } });
  }
  const loadAvgStart = loadavg();
  // Before any server or database of the run starts: what the machine itself charges.
  const costs = await machineCosts({ quick });
  log(describeMachineCosts(costs));
  // Startup is timed in complete runs only (a profiling run with --only skips its minutes).
  const handOver = products === STARTUP_DEMO_PRODUCTS && embeddedDataMissing(target) ? target.env.DATA_DIR! : null;
  const timeStartup = target.kind === "embedded" && !noLoad && !heavyOnly && only === null;
  const emptyStartMs = timeStartup ? await measureEmptyStart(handOver) : null;
  // Read from the database before the server owns it (the embedded DATA_DIR has a single owner).
  const { data, cookies, samples, cartProducts } = await prepareBenchRun(target, products, log, { samples: quick ? 150 : 400, cartProducts: 600, demoSeeded: emptyStartMs !== null && handOver !== null });
  const cartRows = usableCartProducts(cartProducts);
  if (cartRows.length < 40) throw new Error(`troppo pochi prodotti per il carrello (${cartRows.length})`);

  const serverStarted = performance.now();
  const server = await startServer({
    dist,
    port,
    logFile: join(dataRoot, "server.log"),
    env: { ...target.env, LOG_LEVEL: logLevel, BACKGROUND_JOBS: "0", BENCH_CEILING: "1" },
    nodeFlags: process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${join(dataRoot, "prof")}`] : [],
  });
  const existingStartMs = Math.round(performance.now() - serverStarted);
  log(`server avviato (pid ${server.pid}) su ${server.base} in ${existingStartMs} ms`);
  const startup = emptyStartMs === null ? null : { demoProducts: STARTUP_DEMO_PRODUCTS, emptyMs: emptyStartMs, existingMs: existingStartMs, existingProducts: products };
  if (startup) log(`avvio: DATA_DIR vuota ${startup.emptyMs} ms (${STARTUP_DEMO_PRODUCTS} prodotti demo), esistente ${startup.existingMs} ms (${products} prodotti)`);
  // Database statistics (transactions, backends' CPU) on both: the embedded one through its socket.
  dbStats = new pg.Client({ connectionString: target.kind === "postgres" ? target.env.DATABASE_URL : embeddedConnectionString(target.env.DATA_DIR!) });
  // The offline cold start stops the server, and with it the embedded PostgreSQL: the statistics
  // connection is then terminated (57P01), which is expected and must not end the benchmark.
  dbStats.on("error", (err) => log(`statistiche del database non più disponibili: ${err.message}`));
  await dbStats.connect();
  const endpoints: Record<string, EndpointFigures> = {};
  let browser: BrowserResults | null = null;
  let openLoop: OpenLoopFigures | null = null;
  let openLoopAtMix: OpenLoopFigures | null = null;
  let pause: PauseFigures | null = null;
  let heavy: HeavyWorkFigures | null = null;
  let cartCsvText = "";
  let typical: Awaited<ReturnType<typeof typicalSearchAnswer>>;
  const mix = searchMix(samples, quick ? 200 : 400);
  try {
    // The sessions were made in the database (resetBenchState); the login itself works too.
    await login(server.base, benchUsername(0), BENCH_PASSWORD);
    if (cookies.length !== BENCH_USERS) throw new Error(`${cookies.length} sessioni invece di ${BENCH_USERS}`);
    log(`${cookies.length} sessioni aperte`);

    typical = await typicalSearchAnswer(server.base, cookies[0]!, [...new Set(mix.map((m) => m.value))].slice(0, 120));
    await fetch(`${server.base}/v100/bench/ceiling`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(typical.body) });
    log(`risposta tipica: "${typical.value}", ${typical.rows} righe, ${typical.bytes} byte (ricerche senza risultati nel campione: ${typical.empty})`);

    if (wanted("ceiling")) endpoints.ceiling = await phase(server, "ceiling", ceilingClients(CONNECTIONS));
    if (wanted("floor")) endpoints.floor = await phase(server, "floor", floorClients(cookies, CONNECTIONS));
    if (wanted("search")) endpoints.search = await phase(server, "search", searchClients(mix, cookies, CONNECTIONS), { probe: true });
    if (wanted("addToCart")) endpoints.addToCart = await phase(server, "addToCart", addToCartClients(cartRows, cookies, CONNECTIONS));
    if (wanted("myCart")) endpoints.myCart = await phase(server, "myCart", myCartClients(cookies, CONNECTIONS));
    if (wanted("checkout")) endpoints.checkout = await phase(server, "checkout", checkoutClients(cartRows, cookies, CONNECTIONS), { measureIndex: CHECKOUT_MEASURED_INDEX });
    if (wanted("lastOrders")) endpoints.lastOrders = await phase(server, "lastOrders", lastOrdersClients(cookies, CONNECTIONS));
    // The floor once more after the endpoints: the ratios are read against both (floor-ratios.ts),
    // and a floor that moved during the run shows as two different ones.
    if (wanted("floor") && RATIO_ENDPOINTS.some((name) => endpoints[name])) endpoints.floorAgain = await phase(server, "floorAgain", floorClients(cookies, CONNECTIONS));
    const floor = floorReference(endpoints);
    if (wanted("openLoop") && floor) {
      const inputs = { rate: Math.round(floor.rps / 2), cookies, searches: mix.map((m) => m.value), products: cartRows, orders: await benchOrders() };
      const clients = openLoopClients(inputs);
      log(`ritmo fisso: ${inputs.rate} req/s (metà del pavimento) su ${clients.length} connessioni per ${openLoopSec} s`);
      endpoints.openLoop = await phase(server, "openLoop", clients, { durationSec: openLoopSec });
      openLoop = openLoopFigures(inputs, clients, endpoints.openLoop);
      for (const [name, e] of Object.entries(openLoop.endpoints)) log(`  ${name.padEnd(12)} ${e.targetRate} → ${e.achievedRate} req/s  p50 ${e.p50} ms  p99 ${e.p99} ms  p99.9 ${e.p999} ms`);
      // When the floor's half is more than the mix can serve, the phase above measured the queue:
      // the same mix again at half of what it achieved (the mix's own saturated throughput).
      const mixRate = mixOwnHalfRate(inputs.rate, endpoints.openLoop.rps);
      if (mixRate !== null) {
        const mixInputs = { ...inputs, rate: mixRate };
        const mixClients = openLoopClients(mixInputs);
        log(`ritmo fisso: ${mixRate} req/s (metà di quanto il mix ha servito, ${Math.round(endpoints.openLoop.rps)} req/s) su ${mixClients.length} connessioni per ${openLoopSec} s`);
        endpoints.openLoopAtMix = await phase(server, "openLoopAtMix", mixClients, { durationSec: openLoopSec });
        openLoopAtMix = openLoopFigures(mixInputs, mixClients, endpoints.openLoopAtMix);
        for (const [name, e] of Object.entries(openLoopAtMix.endpoints)) log(`  ${name.padEnd(12)} ${e.targetRate} → ${e.achievedRate} req/s  p50 ${e.p50} ms  p99 ${e.p99} ms  p99.9 ${e.p999} ms`);
      }
    }

    // Full runs: searches after the server stood idle (bench/pause.ts), on the warm server.
    if (!quick && wanted("pause")) {
      pause = await searchesAfterPauses(server.base, cookies[0]!, mix.filter((m) => m.kind === "code").map((m) => searchPath(m.value)), { samples: 5, pauseSec: 12 });
      log(`ricerca dopo una pausa di 12 s: ${pause.afterPauseMs.join(", ")} ms; un secondo dopo: ${pause.afterSecondMs.join(", ")} ms`);
    }

    if (pairedArg) {
      const loads = {
        search: () => ({ clients: searchClients(mix, cookies, CONNECTIONS) }),
        addToCart: () => ({ clients: addToCartClients(cartRows, cookies, CONNECTIONS) }),
        myCart: () => ({ clients: myCartClients(cookies, CONNECTIONS) }),
        lastOrders: () => ({ clients: lastOrdersClients(cookies, CONNECTIONS) }),
        checkout: () => ({ clients: checkoutClients(cartRows, cookies, CONNECTIONS), measureIndex: CHECKOUT_MEASURED_INDEX }),
      };
      const o = { root, dataRoot, port, logLevel, target };
      const builds = againstArg ? { current: await startClientServer(dist, 1, o, log), against: await startClientServer(againstArg, 2, o, log), reference: againstArg } : null;
      let paired: PairedFigures[];
      try {
        paired = await runPaired(pairedArg, builds, {
          server, loads, phase, runLoad, log, headers: COMMON_HEADERS, rounds: Number(process.env.BENCH_PAIRED_ROUNDS ?? 6), sliceSec: phaseSec,
          floor: () => ({ clients: floorClients(cookies, CONNECTIONS) }),
          fillCarts: async () => void (await runLoad({ name: "myCart-fill", base: server.base, durationSec: 2, headers: COMMON_HEADERS, clients: addToCartClients(cartRows, cookies, CONNECTIONS) })),
        });
      } finally {
        await builds?.current.stop();
        await builds?.against.stop();
      }
      const file = join(root, "bench/results/tmp", `paired-${new Date().toISOString().slice(0, 16).replace(/[:T]/g, "-")}.json`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), commit: gitCommit(), dist, against: builds ? resolve(root, builds.reference) : null, products, loadAvgStart, costs, paired }, null, 2)}\n`);
      log(`a coppie: ${file}`);
    }

    if (wanted("heavy")) {
      const deps: HeavyDeps = { base: server.base, serverPid: server.pid, db: dbStats, adminCookie: await login(server.base, "admin", DEMO_PASSWORD), probeCookie: cookies[0]!, searchPaths: mix.map((m) => searchPath(m.value)), runLoad, headers: COMMON_HEADERS, tmpDir: join(dataRoot, "tmp"), quick, log };
      ({ figures: heavy, cartCsvText } = await runHeavyWork(deps, { priceListOnly }));
    }

    if (!noBrowser) {
      // A user the load never touched: the session in the browser starts from a clean state.
      browser = await runBrowserChecks({ base: server.base, username: BROWSER_USER, password: DEMO_PASSWORD, searches: ["OC90", ...mix.filter((m) => m.kind === "code").slice(12, 14).map((m) => m.value)], log, dataRoot, lighthouseRuns, pages: pagesArg, stopServer: () => server.stop(),
        // The counter's interactions: plain products searched by code and added, then six prefixes in a
        // row (many rows each) on top of that history (one with --quick).
        counter: { username: COUNTER_USER, password: DEMO_PASSWORD, codes: cartRows.slice(quick ? -4 : -12), broad: mix.filter((m) => m.kind === "prefix").slice(0, quick ? 2 : 7).map((m) => m.value) },
      });
    }
  } finally {
    await server.stop();
    await dbStats?.end().catch(() => undefined);
  }
  if (heavy && !priceListOnly) {
    // The cart CSV needs its job: a second short server where only that job's worker runs.
    const jobs = await startServer({ dist, port, logFile: join(dataRoot, "server-jobs.log"), env: { ...target.env, LOG_LEVEL: logLevel, BACKGROUND_JOBS: "1", BACKGROUND_JOBS_ONLY: "cart-upload" } });
    try {
      heavy.cartCsv = await cartCsv({ base: jobs.base, probeCookie: cookies[0]!, searchPaths: mix.map((m) => searchPath(m.value)), runLoad, headers: COMMON_HEADERS, quick, log }, cartCsvText);
    } finally {
      await jobs.stop();
    }
  }

  const report: BenchReport = {
    version: 1,
    at: new Date().toISOString(),
    quick,
    commit: gitCommit(),
    machine: {
      cpu: cpus()[0]?.model ?? "?",
      cores: cpus().length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      os: release(),
      loadAvgStart: loadAvgStart.map((x) => Math.round(x * 100) / 100),
      loadAvgEnd: loadavg().map((x) => Math.round(x * 100) / 100),
      costs,
    },
    database: { kind: target.kind, label: target.label, products, reused: data.reused, loadSeconds: data.loadSeconds, counts: data.counts },
    settings: { connections: CONNECTIONS, durationSec, warmupSec, logLevel, sessions: BENCH_USERS, dbPoolSize: Number(process.env.DB_POOL_SIZE ?? 20) },
    typicalSearch: { value: typical!.value, rows: typical!.rows, bytes: typical!.bytes },
    searchMix: Object.fromEntries(["code", "crossRef", "ean", "prefix", "miss"].map((k) => [k, mix.filter((m) => m.kind === k).length])),
    endpoints,
    browser,
    startup,
    openLoop: wanted("openLoop") ? openLoop : undefined,
    openLoopAtMix: wanted("openLoop") ? openLoopAtMix : undefined,
    heavyWork: heavy,
    pause,
  };
  const problems = checkReport(report, { browser: !noBrowser });
  // An incomplete run is kept aside (bench/results/tmp, not in BENCHMARKS.md).
  const written = writeReport(report, root, { aside: problems.length > 0 });
  log(`risultati: ${written.json}${problems.length ? "" : "; tabella in BENCHMARKS.md"}`);
  log(`durata totale ${Math.round((performance.now() - t0) / 1000)} s`);
  if (problems.length) {
    for (const p of problems) log(`INCOMPLETO: ${p}`);
    process.exit(1);
  }
  log("report completo");
}

main()
  .finally(() => loads.close())
  .catch((err: unknown) => {
    process.stderr.write(`bench: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  });
