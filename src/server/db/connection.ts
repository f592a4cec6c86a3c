// One driver for every deployment: node-postgres, talking to PostgreSQL (DATABASE_URL) or to
// the embedded PGlite behind its wire-protocol socket (DATA_DIR).
import { Worker } from "node:worker_threads";
import { fileURLToPath } from "node:url";
import { existsSync } from "node:fs";
import pg from "pg";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { startEmbeddedPglite } from "./embedded-pglite";

export type Db = NodePgDatabase<Record<string, never>>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  kind: "postgres" | "pglite";
  /**
   * PostgreSQL only: a few connections that plan the catalogue search once (generic plans) for
   * its named prepared statement. Kept apart from `pool` because plan_cache_mode is a per-session
   * setting and the other statements (the lists' ILIKE filters) want plans for their values
   * (docs/decisions/0011-search-design.md, BENCHMARKS.md).
   */
  searchPool: pg.Pool | null;
  close(): Promise<void>;
}

// Dates and numerics come back as strings; we keep dates as ISO strings and parse bigint counts.
pg.types.setTypeParser(20, (v) => Number(v));

/** Connections of the search pool: searches are short, a few connections keep both cores busy. */
const SEARCH_POOL_SIZE = 6;

export interface ConnectOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** "thread" keeps PGlite off the caller's event loop (the server); "inline" is for tests and tools. */
  pgliteMode?: "thread" | "inline";
  poolSize?: number;
}

/**
 * Ends a pool and waits until its connections are really closed: pool.end() resolves as soon as
 * it has asked them to close, and a connection still closing when the database goes away (a test
 * dropping its database, a server stopping) reports an error nobody listens to any more.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) return resolve();
    pool.on("remove", () => {
      if (--open <= 0) resolve();
    });
    // Never hang a shutdown on a connection that does not answer.
    setTimeout(resolve, 5_000).unref();
  });
  await pool.end();
  await closed;
}

export async function connectDatabase(opts: ConnectOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20 });
    const searchPool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: SEARCH_POOL_SIZE,
      options: "-c plan_cache_mode=force_generic_plan",
    });
    await Promise.all([pool.query("select 1"), searchPool.query("select 1")]);
    return {
      db: drizzle(pool),
      pool,
      kind: "postgres",
      searchPool,
      close: async () => {
        await Promise.all([endPool(pool), endPool(searchPool)]);
      },
    };
  }
  const dataDir = opts.dataDir ?? "./data";
  const maxConnections = opts.poolSize ?? 8;
  let port: number;
  let stop: () => Promise<void>;
  if ((opts.pgliteMode ?? "thread") === "inline") {
    const embedded = await startEmbeddedPglite(dataDir, maxConnections);
    port = embedded.port;
    stop = embedded.close;
  } else {
    const started = await startPgliteWorker(dataDir, maxConnections);
    port = started.port;
    stop = started.stop;
  }
  const pool = new pg.Pool({ host: "127.0.0.1", port, user: "postgres", database: "postgres", max: maxConnections });
  await pool.query("select 1");
  return {
    db: drizzle(pool),
    pool,
    kind: "pglite",
    searchPool: null,
    async close() {
      await endPool(pool);
      await stop();
    },
  };
}

function createWorker(workerData: unknown): Worker {
  const js = new URL("./embedded-worker.js", import.meta.url);
  if (existsSync(fileURLToPath(js))) return new Worker(js, { workerData });
  // Running from source: the worker registers the same TypeScript loader (tsx) before importing.
  const ts = new URL("./embedded-worker.ts", import.meta.url).href;
  const boot = `import("tsx/esm/api").then((m) => { m.register(); return import(${JSON.stringify(ts)}); });`;
  return new Worker(boot, { eval: true, workerData });
}

function startPgliteWorker(dataDir: string, maxConnections: number): Promise<{ port: number; stop: () => Promise<void> }> {
  const worker = createWorker({ dataDir, maxConnections });
  return new Promise((resolve, reject) => {
    worker.once("error", reject);
    worker.once("message", (msg: { type: string; port?: number; message?: string }) => {
      if (msg.type !== "ready" || !msg.port) {
        reject(new Error(`PGlite non avviato: ${msg.message ?? "errore sconosciuto"}`));
        return;
      }
      resolve({
        port: msg.port,
        stop: () =>
          new Promise<void>((done) => {
            const timer = setTimeout(() => void worker.terminate().then(() => done()), 5000);
            worker.once("message", () => {
              clearTimeout(timer);
              void worker.terminate().then(() => done());
            });
            worker.postMessage({ type: "close" });
          }),
      });
    });
  });
}
