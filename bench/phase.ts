// One load phase of the bench on the running server (bench/run.ts): a warm-up, then the load for
// its duration with, around it, the server's and the database backends' CPU, the transactions the
// database committed and the server's event-loop delay; optionally a light probe alongside.
import type pg from "pg";
import { backendsCpuDelta, backendsCpuMs, processCpuMs } from "./proc-stats";
import type { EndpointFigures } from "./report";
import type { RunningServer } from "./server";
import type { LoadClient, LoadResult, LoadSpec } from "./types";

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

/** Transactions committed so far in the connection's database (statements outside a transaction count one each). */
async function transactions(db: pg.Client): Promise<number> {
  const res = await db.query<{ n: string }>("select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()");
  return Number(res.rows[0]?.n ?? Number.NaN);
}

/** pg_stat_database is updated by each backend at most every second or so: waits for the last ones. */
async function settledTransactions(db: pg.Client, seen: number): Promise<number> {
  let last = seen;
  for (let i = 0; i < 10; i++) {
    await new Promise((r) => setTimeout(r, 300));
    const now = await transactions(db);
    if (now === last) return now;
    last = now;
  }
  return last;
}

export interface PhaseDeps {
  /** The statistics connection to the database `server` uses; null: no database figures. */
  db: (server: RunningServer) => pg.Client | null;
  runLoad: (spec: LoadSpec) => Promise<LoadResult>;
  log: (m: string) => void;
  headers: Record<string, string>;
  warmupSec: number;
  durationSec: number;
}

export type PhaseOptions = { measureIndex?: number; probe?: boolean; durationSec?: number };
export type Phase = (server: RunningServer, name: string, clients: LoadClient[], opts?: PhaseOptions) => Promise<EndpointFigures>;

export function phaseRunner(d: PhaseDeps): Phase {
  return async (server, name, clients, opts = {}) => {
    const spec = (n: string, sec: number): LoadSpec => ({ name: n, base: server.base, durationSec: sec, headers: d.headers, clients, measureIndex: opts.measureIndex });
    const durationSec = opts.durationSec ?? d.durationSec;
    if (d.warmupSec > 0) await d.runLoad(spec(`${name}-warmup`, d.warmupSec));
    await eventLoop(server.base, true);
    // The probe: one request every 20 ms on each of two connections, alongside the load.
    const probe = opts.probe
      ? d.runLoad({
          name: `${name}-probe`,
          base: server.base,
          durationSec,
          headers: d.headers,
          rate: 50,
          clients: [
            { label: "healthz", requests: [{ method: "GET", path: "/healthz" }] },
            { label: "apiVersion", requests: [{ method: "GET", path: "/v100/apiVersion/" }] },
          ],
        })
      : null;
    const db = d.db(server);
    const xactsBefore = db ? await transactions(db) : null;
    const cpuBefore = processCpuMs(server.pid);
    const dbCpuBefore = db ? await backendsCpuMs(db) : null;
    const load = await d.runLoad(spec(name, durationSec));
    const cpuAfter = processCpuMs(server.pid);
    const dbCpuAfter = db ? await backendsCpuMs(db) : null;
    const xactsAfter = db ? await transactions(db) : null;
    const probed = probe ? await probe : null;
    // The probe's few cheap requests are served in the same interval: they count as responses too.
    const served = load.allResponses + (probed?.allResponses ?? 0);
    const perResponse = (ms: number | null) => (ms === null || served === 0 ? null : Math.round((ms / served) * 1000) / 1000);
    const cpu = {
      serverMsPerRequest: perResponse(cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null),
      dbMsPerRequest: perResponse(backendsCpuDelta(dbCpuBefore, dbCpuAfter)),
    };
    const loop = await eventLoop(server.base, false);
    // Less the statistics connection's own two readings of the backends, which fall inside the interval.
    const dbTransactionsPerRequest =
      db && xactsBefore !== null && xactsAfter !== null ? Math.round((((await settledTransactions(db, xactsAfter)) - xactsBefore - 2) / served) * 100) / 100 : null;
    d.log(
      `${name.padEnd(12)} ${String(load.rps).padStart(8)} req/s  p50 ${load.p50} ms  p99 ${load.p99} ms  errori ${load.errors}  non-2xx ${load.non2xx}  event loop p99 ${loop.p99Ms} ms` +
        (dbTransactionsPerRequest !== null ? `  tx/rich ${dbTransactionsPerRequest}` : "") +
        `  CPU ms/rich server ${cpu.serverMsPerRequest ?? "—"} db ${cpu.dbMsPerRequest ?? "—"}` +
        (probed ? `  | sonda /healthz p99 ${probed.byClient.healthz?.p99} ms, /v100/apiVersion/ p99 ${probed.byClient.apiVersion?.p99} ms` : ""),
    );
    for (const s of load.samples) d.log(`  ${name}: ${s}`);
    return { ...load, eventLoop: loop, probe: probed ? { result: probed } : null, dbTransactionsPerRequest, cpu };
  };
}
