// Scale data for the benchmark: the demo data (customers, users, the demo catalogue generator at
// any size, order history, promos) plus what a busy distributor has on top of it
// (bench/data-customers.ts): 1,000 customers, the bench users and their order history; from a
// million products on, a distributor's whole history, so what reads across customers (the stock
// report, the admin's lists) and the planner meet a history of about a million lines.
//
// Generated once per (size, version, schema) and reused: a marker row in app_meta says what a database
// holds. PostgreSQL: the database "banco_bench" on the server of DATABASE_URL (dropped and
// recreated when the marker does not match). Embedded: a DATA_DIR of the embedded PostgreSQL under
// bench/.data.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { connectDatabase, type Database } from "../src/server/db/connection";
import { runMigrations } from "../src/server/db/migrate";
import { seedDemo } from "../src/server/db/seed/demo";
import { seedBenchExtras } from "./data-customers";

/** Bump when the shape of the generated data changes: older data sets are regenerated. */
export const BENCH_DATA_VERSION = 3;
const MARKER = "bench_data";

/** The demo user the browser part logs in as (password DEMO_PASSWORD): no load connection uses it. */
export const BROWSER_USER = "officina.esposito";

/** The demo user of the counter's interactions in the browser (bench/counter-interactions.ts): its own cart. */
export const COUNTER_USER = "officina.rossi";

export interface BenchTarget {
  kind: "postgres" | "embedded";
  /** What the server gets: DATABASE_URL or DATA_DIR. */
  env: { DATABASE_URL?: string; DATA_DIR?: string };
  /** How the report names it (no password). */
  label: string;
}

export interface BenchDataInfo {
  reused: boolean;
  loadSeconds: number | null;
  counts: { products: number; crossRefs: number; stock: number; customers: number; users: number; orders: number; orderLines: number };
}

interface Marker {
  version: number;
  /** The schema the data was made with (the migrations' hash): a changed schema regenerates. */
  schema?: string;
  products: number;
  loadSeconds: number;
  at: string;
}

/**
 * A hash of the migrations: the baseline is regenerated until the first deployment
 * (docs/decisions/0002), so a data set made with an older schema is not reused.
 */
export function schemaHash(): string {
  const dir = fileURLToPath(new URL("../src/server/db/migrations/", import.meta.url));
  const h = createHash("sha1");
  for (const f of readdirSync(dir).filter((n) => n.endsWith(".sql")).sort()) h.update(f).update(readFileSync(`${dir}${f}`));
  return h.digest("hex").slice(0, 12);
}

export function benchTarget(products: number, databaseUrl: string | undefined, dataRoot: string): BenchTarget {
  if (databaseUrl) {
    const u = new URL(databaseUrl);
    u.pathname = "/banco_bench";
    const shown = new URL(u);
    shown.password = "";
    return { kind: "postgres", env: { DATABASE_URL: u.toString() }, label: `PostgreSQL ${shown.host}${shown.pathname}` };
  }
  const dir = `${dataRoot}/embedded-${products}`;
  return { kind: "embedded", env: { DATA_DIR: dir }, label: `PostgreSQL integrato ${dir}` };
}

async function readMarker(database: Database): Promise<Marker | null> {
  try {
    const res = await database.pool.query<{ value: string }>("select value from app_meta where key = $1", [MARKER]);
    return res.rows[0] ? (JSON.parse(res.rows[0].value) as Marker) : null;
  } catch {
    return null; // no schema yet
  }
}

export async function openBenchDatabase(target: BenchTarget): Promise<Database> {
  return connectDatabase({ databaseUrl: target.env.DATABASE_URL, dataDir: target.env.DATA_DIR, poolSize: 4 });
}

/** Recreates the bench database (PostgreSQL) or DATA_DIR (embedded), empty. */
async function recreate(target: BenchTarget): Promise<void> {
  if (target.kind === "embedded") {
    rmSync(target.env.DATA_DIR!, { recursive: true, force: true });
    mkdirSync(target.env.DATA_DIR!, { recursive: true });
    return;
  }
  await withServer(target, async (admin, name) => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  });
}

/** The embedded target's DATA_DIR holds no database yet (a fresh checkout, as in CI). */
export function embeddedDataMissing(target: BenchTarget): boolean {
  return target.kind === "embedded" && !existsSync(`${target.env.DATA_DIR}/postgres/PG_VERSION`);
}

async function databaseExists(target: BenchTarget): Promise<boolean> {
  if (target.kind === "embedded") return !embeddedDataMissing(target);
  return withServer(target, async (admin, name) => (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1);
}

/** Runs `fn` connected to the server's "postgres" database, with the bench database's name. */
async function withServer<T>(target: BenchTarget, fn: (admin: pg.Client, name: string) => Promise<T>): Promise<T> {
  const u = new URL(target.env.DATABASE_URL!);
  const name = u.pathname.slice(1);
  u.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: u.toString() });
  await admin.connect();
  try {
    return await fn(admin, name);
  } finally {
    await admin.end();
  }
}

export async function counts(database: Database): Promise<BenchDataInfo["counts"]> {
  const q = async (sql: string) => Number((await database.pool.query<{ n: number }>(sql)).rows[0]?.n ?? 0);
  return {
    products: await q("select count(*) as n from products"),
    crossRefs: await q("select count(*) as n from cross_refs"),
    stock: await q("select count(*) as n from stock"),
    customers: await q("select count(*) as n from customers"),
    users: await q("select count(*) as n from users"),
    orders: await q("select count(*) as n from orders"),
    orderLines: await q("select count(*) as n from order_lines"),
  };
}

/**
 * Makes sure the target holds the bench data for this catalogue size, generating it when it does
 * not: what it holds and, when generated now, how long loading took, with the database left open
 * for what the run reads next (bench/bench-state.ts): each opening of the embedded database starts
 * and stops PostgreSQL.
 * `demoSeeded`: the DATA_DIR holds what `npm start`'s first start seeded at this size and nothing
 * else (run.ts hands over the DATA_DIR its startup timing made): only the bench's own data is added.
 */
export async function prepareBenchData(
  target: BenchTarget,
  products: number,
  log: (m: string) => void,
  opts: { demoSeeded?: boolean } = {},
): Promise<{ info: BenchDataInfo; database: Database }> {
  const started = performance.now();
  if (await databaseExists(target)) {
    const database = await openBenchDatabase(target);
    const marker = await readMarker(database);
    if (marker && marker.version === BENCH_DATA_VERSION && marker.schema === schemaHash() && marker.products === products) {
      log(`bench: dati riutilizzati (${products} prodotti, generati ${marker.at} in ${marker.loadSeconds} s)`);
      return { info: { reused: true, loadSeconds: marker.loadSeconds, counts: await counts(database) }, database };
    }
    if (opts.demoSeeded && !marker) {
      log(`bench: dati demo (${products} prodotti) dal primo avvio del server, aggiungo quelli del benchmark`);
      return addBenchData(database, products, log, { withDemo: false, started });
    }
    await database.close();
  }
  log(`bench: genero i dati (${products} prodotti) in ${target.label}`);
  await recreate(target);
  return addBenchData(await openBenchDatabase(target), products, log, { withDemo: true, started: performance.now() });
}

async function addBenchData(
  database: Database,
  products: number,
  log: (m: string) => void,
  opts: { withDemo: boolean; started: number },
): Promise<{ info: BenchDataInfo; database: Database }> {
  try {
    await runMigrations(database.db);
    if (opts.withDemo) await seedDemo(database.db, { products, log });
    await seedBenchExtras(database, products, log);
    const loadSeconds = Math.round((performance.now() - opts.started) / 100) / 10;
    const marker: Marker = { version: BENCH_DATA_VERSION, schema: schemaHash(), products, loadSeconds, at: new Date().toISOString() };
    await database.pool.query("insert into app_meta (key, value) values ($1, $2)", [MARKER, JSON.stringify(marker)]);
    log(`bench: dati generati in ${loadSeconds} s`);
    return { info: { reused: false, loadSeconds, counts: await counts(database) }, database };
  } catch (err) {
    await database.close();
    throw err;
  }
}
