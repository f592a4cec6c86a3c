// `npm run bench [-- --quick] [-- --no-browser]`: measures Banco against its ceiling.
// `npm run bench -- --heavy-only[=priceList] [--size=1000000]`: only the heavy-work phase (or only
// its price-list part) on the catalogue of that size: no startup, load phases nor browser (the
// report is then incomplete, kept aside, and the figures are in the log).
// `npm run bench -- --paired=search[,addToCart…] [--size=N] [--against=<build folder>]`: only the
// paired ratios to the floor, or to that build (bench/paired-run.ts; BENCH_PAIRED_ROUNDS rounds,
// default 6, of BENCH_DURATION seconds per slice), written to bench/results/tmp/paired-*.json;
// no report of the other phases. Every option: bench/options.ts.
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
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem, release } from "node:os";
import pg from "pg";
import { fileURLToPath } from "node:url";
import { dirname, join, resolve } from "node:path";
import { BROWSER_USER, COUNTER_USER, benchTarget, embeddedDataMissing } from "./data";
import { BENCH_PASSWORD, BENCH_USERS, benchUsername } from "./data-customers";
import { prepareBenchRun, prepareSecondDatabase } from "./bench-state";
import { addToCartClients, ceilingClients, checkoutClients, floorClients, CHECKOUT_MEASURED_INDEX, lastOrdersClients, myCartClients, searchClients, searchMix, searchPath, usableCartProducts } from "./inputs";
import { buildIsCurrent, login, startServer, type RunningServer } from "./server";
import { DEMO_PASSWORD } from "../src/server/db/seed/identity";
import { embeddedConnectionString } from "../src/server/db/embedded-postgres";
import { afterCacheRefill } from "./cache-refill";
import { runBrowserChecks, type BrowserResults } from "./browser";
import { writeReport, type BenchReport, type EndpointFigures } from "./report";
import { checkReport } from "./report-check";
import { RATIO_ENDPOINTS, floorReference } from "./floor-ratios";
import type { LoadResult, LoadSpec } from "./types";
import { mixOwnHalfRate, openLoopClients, openLoopFigures, type OpenLoopFigures, type OpenLoopInputs } from "./open-loop";
import { cartCsv, runHeavyWork, type HeavyDeps, type HeavyWorkFigures } from "./heavy-work";
import type { PairedFigures } from "./paired";
import { runPaired, startPairedServers } from "./paired-run";
import { searchesAfterPauses, type PauseFigures } from "./pause";
import { describeMachineCosts, machineCosts } from "./machine-costs";
import { loadPool } from "./load-pool";
import { benchOptions, wantsPhase } from "./options";
import { phaseRunner, type Phase } from "./phase";
import { STARTUP_DEMO_PRODUCTS, benchOrders, gitCommit, measureEmptyStart, typicalSearchAnswer, type TypicalSearch } from "./run-steps";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const o = benchOptions(process.argv.slice(2), process.env, root);
const { quick, products, dist, dataRoot, port, logLevel } = o;
const CONNECTIONS = o.connections;
const wanted = (name: string) => wantsPhase(o, name);

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

/** Database statistics (transactions, backends' CPU), on the embedded database too through its socket. */
let dbStats: pg.Client | null = null;
/** With --against-database: the server on the other database, and its statistics connection. */
let onOther: { server: RunningServer; stats: pg.Client | null } | null = null;
const phase: Phase = phaseRunner({ db: (s) => (s === onOther?.server ? onOther.stats : dbStats), runLoad, log, headers: COMMON_HEADERS, warmupSec: o.warmupSec, durationSec: o.durationSec });

/**
 * The open loop at half the floor's rate; when that is more than the mix can serve (the phase
 * measured the queue), the same mix again at half of what it achieved (its own saturated throughput).
 */
async function openLoopPhases(server: RunningServer, endpoints: Record<string, EndpointFigures>, inputs: OpenLoopInputs): Promise<{ atFloor: OpenLoopFigures; atMix: OpenLoopFigures | null }> {
  const run = async (name: string, at: OpenLoopInputs, why: string) => {
    const clients = openLoopClients(at);
    log(`ritmo fisso: ${at.rate} req/s (${why}) su ${clients.length} connessioni per ${o.openLoopSec} s`);
    endpoints[name] = await phase(server, name, clients, { durationSec: o.openLoopSec });
    const figures = openLoopFigures(at, clients, endpoints[name]);
    for (const [n, e] of Object.entries(figures.endpoints)) log(`  ${n.padEnd(12)} ${e.targetRate} → ${e.achievedRate} req/s  p50 ${e.p50} ms  p99 ${e.p99} ms  p99.9 ${e.p999} ms`);
    return figures;
  };
  const atFloor = await run("openLoop", inputs, "metà del pavimento");
  const mixRate = mixOwnHalfRate(inputs.rate, endpoints.openLoop!.rps);
  const atMix = mixRate === null ? null : await run("openLoopAtMix", { ...inputs, rate: mixRate }, `metà di quanto il mix ha servito, ${Math.round(endpoints.openLoop!.rps)} req/s`);
  return { atFloor, atMix };
}

async function main(): Promise<void> {
  const target = benchTarget(products, process.env.DATABASE_URL, dataRoot);
  log(`${quick ? "rapido" : "completo"}: ${products} prodotti, ${target.label}, ${o.durationSec} s per endpoint, ${CONNECTIONS} connessioni`);
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
  const timeStartup = target.kind === "embedded" && !o.noLoad && !o.heavyOnly && o.only === null;
  const emptyStartMs = timeStartup ? await measureEmptyStart(o, handOver) : null;
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
  // Timed from here: before, the embedded PostgreSQL's refill took a core (6-7 s at 1M, session 50).
  const serverRefill = await afterCacheRefill(target, "server", log);
  const cacheRefill = { serverMs: serverRefill?.waitedMs ?? null, jobsMs: null as number | null, hugePages: serverRefill?.hugePages ?? null };
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
  let typical: TypicalSearch;
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
      const inputs = { rate: Math.round(floor.rps / 2), cookies, searches: mix.map((m) => m.value), products: cartRows, orders: await benchOrders(dbStats) };
      ({ atFloor: openLoop, atMix: openLoopAtMix } = await openLoopPhases(server, endpoints, inputs));
    }

    // Full runs: searches after the server stood idle (bench/pause.ts), on the warm server.
    if (!quick && wanted("pause")) {
      pause = await searchesAfterPauses(server.base, cookies[0]!, mix.filter((m) => m.kind === "code").map((m) => searchPath(m.value)), { samples: 5, pauseSec: 12 });
      log(`ricerca dopo una pausa di 12 s: ${pause.afterPauseMs.join(", ")} ms; un secondo dopo: ${pause.afterSecondMs.join(", ")} ms`);
    }

    if (o.paired) {
      const loads = {
        search: () => ({ clients: searchClients(mix, cookies, CONNECTIONS) }),
        addToCart: () => ({ clients: addToCartClients(cartRows, cookies, CONNECTIONS) }),
        myCart: () => ({ clients: myCartClients(cookies, CONNECTIONS) }),
        lastOrders: () => ({ clients: lastOrdersClients(cookies, CONNECTIONS) }),
        checkout: () => ({ clients: checkoutClients(cartRows, cookies, CONNECTIONS), measureIndex: CHECKOUT_MEASURED_INDEX }),
      };
      const c = { root, dataRoot, port, logLevel, target };
      const other = o.againstDatabase ? benchTarget(products, o.againstDatabase, dataRoot) : null;
      if (other) await prepareSecondDatabase(other, products, log, cookies, cartRows);
      const builds = other ? await startPairedServers(dist, { other }, c, log) : o.against ? await startPairedServers(dist, { against: o.against }, c, log) : null;
      onOther = other && builds ? { server: builds.against, stats: builds.againstStats } : null;
      let paired: PairedFigures[];
      try {
        paired = await runPaired(o.paired, builds, {
          server, loads, phase, runLoad, log, headers: COMMON_HEADERS, rounds: o.pairedRounds, sliceSec: o.durationSec,
          floor: () => ({ clients: floorClients(cookies, CONNECTIONS) }),
          // On the other database too (--against-database): its carts are its own.
          fillCarts: async () => {
            for (const s of onOther ? [server, onOther.server] : [server]) await runLoad({ name: "myCart-fill", base: s.base, durationSec: 2, headers: COMMON_HEADERS, clients: addToCartClients(cartRows, cookies, CONNECTIONS) });
          },
        });
      } finally {
        await builds?.stop();
      }
      const file = join(root, "bench/results/tmp", `paired-${new Date().toISOString().slice(0, 16).replace(/[:T]/g, "-")}.json`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), commit: gitCommit(root), dist, against: o.against ? resolve(root, o.against) : null, againstDatabase: other?.label ?? null, products, loadAvgStart, costs, paired }, null, 2)}\n`);
      log(`a coppie: ${file}`);
      // Only the paired ratios were asked for: no report of the other phases, so nothing is incomplete.
      log(`durata totale ${Math.round((performance.now() - t0) / 1000)} s`);
      return;
    }

    if (wanted("heavy")) {
      const deps: HeavyDeps = { base: server.base, serverPid: server.pid, db: dbStats, adminCookie: await login(server.base, "admin", DEMO_PASSWORD), probeCookie: cookies[0]!, searchPaths: mix.map((m) => searchPath(m.value)), runLoad, headers: COMMON_HEADERS, tmpDir: join(dataRoot, "tmp"), quick, log };
      ({ figures: heavy, cartCsvText } = await runHeavyWork(deps, { priceListOnly: o.priceListOnly }));
    }

    if (!o.noBrowser) {
      // A user the load never touched: the session in the browser starts from a clean state.
      browser = await runBrowserChecks({ base: server.base, username: BROWSER_USER, password: DEMO_PASSWORD, searches: ["OC90", ...mix.filter((m) => m.kind === "code").slice(12, 14).map((m) => m.value)], log, dataRoot, lighthouseRuns: o.lighthouseRuns, pages: o.pages, stopServer: () => server.stop(),
        // The counter's interactions: plain products searched by code and added, then six prefixes in a
        // row (many rows each) on top of that history (one with --quick).
        counter: { username: COUNTER_USER, password: DEMO_PASSWORD, codes: cartRows.slice(-o.counterCodesPerViewport * o.counterViewports.length), viewports: o.counterViewports, broad: mix.filter((m) => m.kind === "prefix").slice(0, quick ? 2 : 7).map((m) => m.value) },
      });
    }
  } finally {
    // The statistics connection first: stopping the embedded server would terminate it.
    await dbStats?.end().catch(() => undefined);
    await server.stop();
  }
  if (heavy && !o.priceListOnly) {
    // The cart CSV needs its job: a second short server where only that job's worker runs.
    const jobs = await startServer({ dist, port, logFile: join(dataRoot, "server-jobs.log"), env: { ...target.env, LOG_LEVEL: logLevel, BACKGROUND_JOBS: "1", BACKGROUND_JOBS_ONLY: "cart-upload" } });
    try {
      cacheRefill.jobsMs = (await afterCacheRefill(target, "server dei lavori", log))?.waitedMs ?? null;
      heavy.cartCsv = await cartCsv({ base: jobs.base, probeCookie: cookies[0]!, searchPaths: mix.map((m) => searchPath(m.value)), runLoad, headers: COMMON_HEADERS, quick, log }, cartCsvText);
    } finally {
      await jobs.stop();
    }
  }

  const report: BenchReport = {
    version: 1,
    at: new Date().toISOString(),
    quick,
    commit: gitCommit(root),
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
    settings: { connections: CONNECTIONS, durationSec: o.durationSec, warmupSec: o.warmupSec, logLevel, sessions: BENCH_USERS, dbPoolSize: Number(process.env.DB_POOL_SIZE ?? 20) },
    typicalSearch: { value: typical!.value, rows: typical!.rows, bytes: typical!.bytes },
    searchMix: Object.fromEntries(["code", "crossRef", "ean", "prefix", "miss"].map((k) => [k, mix.filter((m) => m.kind === k).length])),
    endpoints,
    browser,
    startup,
    cacheRefill,
    openLoop: wanted("openLoop") ? openLoop : undefined,
    openLoopAtMix: wanted("openLoop") ? openLoopAtMix : undefined,
    heavyWork: heavy,
    pause,
  };
  const problems = checkReport(report, { browser: !o.noBrowser });
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
