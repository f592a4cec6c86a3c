// The server's pools keep a few connections open through a pause (src/server/db/connection.ts,
// KEPT_CONNECTIONS): node-postgres closes an idle connection after 10 s, and a search after a pause
// then paid a new backend, the password exchange and its plans again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type pg from "pg";
import { connectDatabase, KEPT_CONNECTIONS, type Database } from "../../src/server/db/connection";
import { cloneDatabase } from "./helpers/test-app";

/** node-postgres's idle timeout (pg-pool's default), plus a margin for its timers. */
const PAST_IDLE_TIMEOUT_MS = 10_000 + 1_500;

let clone: Awaited<ReturnType<typeof cloneDatabase>>;
let database: Database;

beforeAll(async () => {
  clone = await cloneDatabase(false);
  database = await connectDatabase({ databaseUrl: clone.url, poolSize: 10 });
});

afterAll(async () => {
  await database?.close();
  await clone?.drop();
});

/** Opens `n` connections at once (each holds its connection until all have one) and returns their backends' pids. */
async function openConnections(pool: pg.Pool, n: number): Promise<number[]> {
  const clients = await Promise.all(Array.from({ length: n }, () => pool.connect()));
  const pids = await Promise.all(clients.map(async (c) => (await c.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid));
  for (const c of clients) c.release();
  return pids;
}

describe("connections kept through a pause", () => {
  it(
    "keeps the kept connections of each pool, the same backends, after the idle timeout; closes those a burst opened beyond them",
    async () => {
      const mainBurst = KEPT_CONNECTIONS.pool + 3;
      const before = {
        pool: await openConnections(database.pool, mainBurst),
        searchPool: await openConnections(database.searchPool, KEPT_CONNECTIONS.searchPool),
      };
      expect(database.pool.totalCount).toBe(mainBurst);
      expect(database.searchPool.totalCount).toBe(KEPT_CONNECTIONS.searchPool);

      await new Promise((r) => setTimeout(r, PAST_IDLE_TIMEOUT_MS));

      expect(database.pool.totalCount).toBe(KEPT_CONNECTIONS.pool);
      expect(database.searchPool.totalCount).toBe(KEPT_CONNECTIONS.searchPool);
      // The connections are the ones opened before the pause, not new ones.
      const after = { pool: await openConnections(database.pool, KEPT_CONNECTIONS.pool), searchPool: await openConnections(database.searchPool, KEPT_CONNECTIONS.searchPool) };
      for (const pid of after.pool) expect(before.pool).toContain(pid);
      expect(after.searchPool.sort()).toEqual([...before.searchPool].sort());
      const alive = await database.pool.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = current_database() and pid = any($1)", [before.searchPool]);
      expect(alive.rows[0]!.n).toBe(KEPT_CONNECTIONS.searchPool);
    },
    PAST_IDLE_TIMEOUT_MS + 20_000,
  );
});
