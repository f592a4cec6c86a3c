// One driver for every deployment: node-postgres, talking to an external PostgreSQL
// (DATABASE_URL) or to the embedded PostgreSQL of DATA_DIR through its Unix socket.
import { getPriority, setPriority } from "node:os";
import pg from "pg";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { startEmbeddedPostgres, EMBEDDED_DATABASE, type EmbeddedOptions } from "./embedded-postgres";

export type Db = NodePgDatabase<Record<string, never>>;

/** The node-postgres pool under `db`: statements read as plain rows, named, with pg's type parsing. */
export function poolOf(db: Db): pg.Pool {
  return (db as unknown as { $client: pg.Pool }).$client;
}

export interface Database {
  db: Db;
  pool: pg.Pool;
  kind: "postgres" | "embedded";
  /** Where the pools connect: a worker thread opens its own connections there (openThreadDatabase). */
  url: string;
  /**
   * A few connections that plan the catalogue search once (generic plans) for its named prepared
   * statement. Kept apart from `pool` because plan_cache_mode is a per-session setting and the
   * other statements (the lists' ILIKE filters) want plans for their values
   * (docs/decisions/0011-search-design.md, BENCHMARKS.md).
   */
  searchPool: pg.Pool;
  /**
   * Where heavy read-only work runs (report downloads and report jobs: long COPYs and scans; the CSV
   * cart upload's code resolution: thousands of codes a statement). On the
   * embedded PostgreSQL its backends run at a lower CPU priority (nice BACKGROUND_NICE), so on a
   * small machine the counter's searches get the CPU first and a report takes what is left
   * (docs/decisions/0046-background-work-yields-the-cpu.md). On an external PostgreSQL it is `pool`:
   * a backend's process id means nothing on this machine there.
   */
  backgroundPool: pg.Pool;
  /** drizzle over `backgroundPool`. */
  backgroundDb: Db;
  close(): Promise<void>;
}

// Dates and numerics come back as strings; we keep dates as ISO strings and parse bigint counts.
pg.types.setTypeParser(20, (v) => Number(v));

/** Connections of the search pool: searches are short, a few connections keep both cores busy. */
const SEARCH_POOL_SIZE = 6;
/**
 * The search's per-row lookups (stock, cross-references, suggestions, the usual quantity) read a
 * catalogue that stays in memory: at the default cost of a random page (4) a small table's
 * suggestions were read by a sequential scan of the whole table once per result row, and the
 * order lines through a bitmap scan; costed as cached pages they use their indexes
 * (BENCHMARKS.md, "Profile, session 10"). Only the search pool's sessions plan this way.
 */
const SEARCH_RANDOM_PAGE_COST = 1.1;

/**
 * Connections each pool keeps open however long it stays idle. node-postgres closes an idle
 * connection after 10 s, and at a counter most searches follow a pause longer than that: each then
 * paid a new connection (a backend started, the password exchange, the session's catalogue caches
 * and the search's generic plan made again): a search after 12 s of quiet took 57–121 ms, and
 * 10–24 ms with these connections kept (BENCHMARKS.md, session 48). A search request uses one
 * connection of each pool (the session, then the statement); connections opened beyond these by a
 * burst still close after 10 s idle.
 */
export const KEPT_CONNECTIONS = { pool: 4, searchPool: SEARCH_POOL_SIZE } as const;

/** Connections of a worker thread's own pool (its job's writes; heavy reads use its background pool). */
const POOL_OF_A_THREAD = 2;
/** Connections for heavy reads: three at a time, a fourth waits for one. */
const BACKGROUND_POOL_SIZE = 3;
/** How pg_stat_activity names those backends (and how a test finds them). */
export const BACKGROUND_APPLICATION_NAME = "banco-background";
/** How much nicer the background backends are than the cluster's others: CFS weight 110 against 1024. */
export const BACKGROUND_NICE = 10;

/**
 * A pool whose every backend is reniced as it connects (the embedded cluster's backends are this
 * machine's processes, owned by this server or its postgres user). A backend that cannot be reniced
 * (no permission) still works, at normal priority.
 */
function backgroundPoolOf(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: BACKGROUND_POOL_SIZE, application_name: BACKGROUND_APPLICATION_NAME });
  pool.on("connect", (client) => {
    const pid = (client as pg.PoolClient & { processID?: number }).processID;
    if (!pid) return;
    try {
      setPriority(pid, Math.min(19, getPriority(pid) + BACKGROUND_NICE));
    } catch {
      // EPERM (another owner, without root) or ESRCH: the work runs, just without yielding.
    }
  });
  return pool;
}

export interface ConnectOptions {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** The embedded PostgreSQL's log lines (DATA_DIR only). */
  onLog?: EmbeddedOptions["onLog"];
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

async function openPools(url: string, poolSize: number, kind: Database["kind"], stop: () => Promise<void>): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, min: Math.min(poolSize, KEPT_CONNECTIONS.pool) });
  const searchPool = new pg.Pool({ connectionString: url, max: SEARCH_POOL_SIZE, min: KEPT_CONNECTIONS.searchPool, options: `-c plan_cache_mode=force_generic_plan -c random_page_cost=${SEARCH_RANDOM_PAGE_COST}` });
  const backgroundPool = kind === "embedded" ? backgroundPoolOf(url) : pool;
  const pools = [...new Set([pool, searchPool, backgroundPool])];
  try {
    await Promise.all([pool.query("select 1"), searchPool.query("select 1")]);
  } catch (err) {
    await Promise.all(pools.map(endPool));
    await stop();
    throw err;
  }
  const db = drizzle(pool);
  return {
    db,
    pool,
    kind,
    url,
    searchPool,
    backgroundPool,
    backgroundDb: backgroundPool === pool ? db : drizzle(backgroundPool),
    async close() {
      await Promise.all(pools.map(endPool));
      await stop();
    },
  };
}

/** Creates the application's database in the embedded cluster when it is not there yet. */
async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

export async function connectDatabase(opts: ConnectOptions): Promise<Database> {
  if (opts.databaseUrl) return openPools(opts.databaseUrl, opts.poolSize ?? 20, "postgres", async () => {});
  const embedded = await startEmbeddedPostgres(opts.dataDir ?? "./data", { onLog: opts.onLog });
  try {
    await ensureDatabase(embedded.url("postgres"), EMBEDDED_DATABASE);
  } catch (err) {
    await embedded.stop();
    throw err;
  }
  return openPools(embedded.url(), opts.poolSize ?? 20, "embedded", () => embedded.stop());
}

/** What a worker thread needs to reach the running server's database. */
export type DatabaseAddress = Pick<Database, "url" | "kind">;

/**
 * The database of a worker thread (jobs/job-thread.ts): connections of its own to the database the
 * server opened, POOL_OF_A_THREAD for its statements and the background pool, niced on the
 * embedded cluster as the server's is. The search pool is not opened: its `searchPool` is `pool`.
 */
export async function openThreadDatabase(at: DatabaseAddress): Promise<Database> {
  const pool = new pg.Pool({ connectionString: at.url, max: POOL_OF_A_THREAD });
  const backgroundPool = at.kind === "embedded" ? backgroundPoolOf(at.url) : pool;
  const pools = [...new Set([pool, backgroundPool])];
  const db = drizzle(pool);
  return {
    db,
    pool,
    kind: at.kind,
    url: at.url,
    searchPool: pool,
    backgroundPool,
    backgroundDb: backgroundPool === pool ? db : drizzle(backgroundPool),
    close: async () => {
      await Promise.all(pools.map(endPool));
    },
  };
}
