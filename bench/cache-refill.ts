// The embedded PostgreSQL refills its cache after a start (pg_prewarm's autoprewarm, decision 0036):
// a background worker reads back the pages that were cached at the last stop, up to shared_buffers
// (4 GB at 5,000,000 products), with PostgreSQL's I/O workers: 12-14 s at 5M, 6-7 s at 1M on two
// cores (session 50). Timings taken meanwhile measure the refill as much as Banco.
import pg from "pg";
import { embeddedConnectionString } from "../src/server/db/embedded-postgres";
import type { BenchTarget } from "./data";

/** Waits until no autoprewarm worker is left on the server (the leader stays: it saves the list every 5 minutes). */
export async function cacheRefilled(connectionString: string, maxSec = 600): Promise<{ waitedMs: number; done: boolean }> {
  const t0 = performance.now();
  const db = new pg.Client({ connectionString });
  await db.connect();
  try {
    for (;;) {
      const res = await db.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where backend_type = 'autoprewarm worker'");
      const waitedMs = Math.round(performance.now() - t0);
      if (res.rows[0]!.n === 0) return { waitedMs, done: true };
      if (waitedMs > maxSec * 1000) return { waitedMs, done: false };
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    await db.end();
  }
}

/**
 * After a server start on the embedded database: waits for its refill and says how long it took
 * (null on external PostgreSQL, whose cache does not restart with Banco's server).
 */
export async function afterCacheRefill(target: BenchTarget, what: string, log: (m: string) => void): Promise<number | null> {
  if (target.kind !== "embedded") return null;
  const refill = await cacheRefilled(embeddedConnectionString(target.env.DATA_DIR!));
  log(`${what}: cache ${refill.done ? "ricaricata" : "non ancora ricaricata"} dopo ${refill.waitedMs} ms`);
  return refill.waitedMs;
}
