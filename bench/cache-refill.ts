// The embedded PostgreSQL refills its cache after a start (pg_prewarm's autoprewarm, decision 0036):
// a background worker reads back the pages that were cached at the last stop, up to shared_buffers
// (4 GB at 5,000,000 products), with PostgreSQL's I/O workers: 12-16 s at 5M, 6-7 s at 1M on two
// cores (sessions 50-51). Timings taken meanwhile measure the refill as much as Banco.
// Read on the same connection: whether its shared memory is in huge pages, which decides what a
// new backend pays to touch it the first time (session 52: the 5M prefix's first pass).
import pg from "pg";
import { embeddedConnectionString } from "../src/server/db/embedded-postgres";
import type { BenchTarget } from "./data";

const POLL_MS = 100;
/** How long a start may go without a worker before the refill counts as over (nothing, or too little to be seen, to read back). */
const NO_WORKER_GRACE_MS = 1000;

/**
 * Whether the refill is over, from the autoprewarm workers counted at each poll so far (oldest
 * first). The leader starts its worker a moment after the server accepts connections (about
 * 100 ms at 5M, session 51: a first poll at 50 ms saw none and let the timings run during a 15-s
 * refill): over once a worker was seen and two polls in a row found none, or when none was seen in
 * the grace time.
 */
export function refillOver(workers: number[], pollMs = POLL_MS, graceMs = NO_WORKER_GRACE_MS): boolean {
  if (!workers.some((n) => n > 0)) return workers.length * pollMs >= graceMs;
  return workers.length >= 2 && workers.at(-1) === 0 && workers.at(-2) === 0;
}

/**
 * PostgreSQL's `huge_pages_status` (17 and later): "on" when its shared memory is in huge pages
 * (`huge_pages=try`, the default, takes them when the host has reserved a pool: `vm.nr_hugepages`),
 * "off" when it is in 4-KB pages, "unknown" where the server cannot say.
 */
export type HugePages = "on" | "off" | "unknown";

export interface CacheRefill {
  waitedMs: number;
  done: boolean;
  hugePages: HugePages;
}

async function hugePagesStatus(db: pg.Client): Promise<HugePages> {
  const res = await db.query<{ huge_pages_status: string }>("show huge_pages_status").catch(() => null);
  const v = res?.rows[0]?.huge_pages_status;
  return v === "on" || v === "off" ? v : "unknown";
}

/** Waits until the server's refill is over (the leader stays: it saves the list every 5 minutes). */
export async function cacheRefilled(connectionString: string, maxSec = 600): Promise<CacheRefill> {
  const t0 = performance.now();
  const db = new pg.Client({ connectionString });
  await db.connect();
  const workers: number[] = [];
  try {
    for (;;) {
      const res = await db.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where backend_type = 'autoprewarm worker'");
      workers.push(res.rows[0]!.n);
      const waitedMs = Math.round(performance.now() - t0);
      if (refillOver(workers)) return { waitedMs, done: true, hugePages: await hugePagesStatus(db) };
      if (waitedMs > maxSec * 1000) return { waitedMs, done: false, hugePages: await hugePagesStatus(db) };
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  } finally {
    await db.end();
  }
}

/**
 * After a server start on the embedded database: waits for its refill and says how long it took
 * and whether the shared memory is in huge pages (null on external PostgreSQL, whose cache does
 * not restart with Banco's server).
 */
export async function afterCacheRefill(target: BenchTarget, what: string, log: (m: string) => void): Promise<CacheRefill | null> {
  if (target.kind !== "embedded") return null;
  const refill = await cacheRefilled(embeddedConnectionString(target.env.DATA_DIR!));
  log(`${what}: cache ${refill.done ? "ricaricata" : "non ancora ricaricata"} dopo ${refill.waitedMs} ms; huge pages ${refill.hugePages}`);
  return refill;
}

/** For the reports: "in huge pages", "in 4-KB pages (the host reserves no huge pages: …)" or "in pages of an unknown size". */
export function describeHugePages(h: HugePages): string {
  return h === "on" ? "in huge pages" : h === "off" ? "in 4-KB pages (the host reserves no huge pages: `vm.nr_hugepages` 0 or too few)" : "in pages of an unknown size";
}
