// `npm run bench -- --paired=<endpoints> [--against=<build> | --against-database=<url>]`: the paired
// rounds of bench/paired.ts on the bench's servers. Against the floor, on the bench server; against
// another build, on two new servers of the bench's database, one per build (startClientServer), so
// both builds answer the same data, sessions and carts the same way and differ in their code only;
// against another database, on two servers of this build, one on the bench's database and one on
// that PostgreSQL with the same data and sessions, so they differ in their database only.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import pg from "pg";
import { embeddedConnectionString } from "../src/server/db/embedded-postgres";
import type { benchTarget, BenchTarget } from "./data";
import { pairedRatios, type PairedFigures } from "./paired";
import type { EndpointFigures } from "./report";
import { startServer, type RunningServer } from "./server";
import type { LoadClient, LoadResult, LoadSpec } from "./types";

type Load = { clients: LoadClient[]; measureIndex?: number };

export interface PairedRunDeps {
  /** The bench server: the floor's, and where myCart's carts are filled. */
  server: RunningServer;
  loads: Record<string, () => Load>;
  floor: () => Load;
  /** Fills the carts myCart reads (the addToCart load, a full run's phase before myCart). */
  fillCarts: () => Promise<void>;
  phase: (server: RunningServer, name: string, clients: LoadClient[], opts: { measureIndex?: number }) => Promise<EndpointFigures>;
  runLoad: (spec: LoadSpec) => Promise<LoadResult>;
  headers: Record<string, string>;
  rounds: number;
  sliceSec: number;
  log: (m: string) => void;
}

export interface ClientServerOptions {
  root: string;
  dataRoot: string;
  port: number;
  logLevel: string;
  target: ReturnType<typeof benchTarget>;
}

/**
 * A server of the given build on the bench's database, as an external client of it: the embedded
 * cluster the bench server owns reached through its socket (no demo data is loaded there), with a
 * DATA_DIR of its own. The builds compared must have the same migrations (each runs its own at start).
 */
export async function startClientServer(folder: string, portOffset: number, o: ClientServerOptions, log: (m: string) => void, otherDatabaseUrl?: string): Promise<RunningServer> {
  const build = resolve(o.root, folder);
  if (!existsSync(join(build, "server/main.js"))) throw new Error(`--against: nessuna build in ${build} (BANCO_DIST=${folder} npm run build)`);
  const databaseUrl = otherDatabaseUrl ?? (o.target.kind === "postgres" ? o.target.env.DATABASE_URL : embeddedConnectionString(o.target.env.DATA_DIR!));
  const name = `client-${portOffset}`;
  const s = await startServer({ dist: build, port: o.port + portOffset, logFile: join(o.dataRoot, `server-${name}.log`), env: { DATABASE_URL: databaseUrl, DATA_DIR: join(o.dataRoot, name), LOG_LEVEL: o.logLevel, BACKGROUND_JOBS: "0", BENCH_CEILING: "1" } });
  log(`build ${build}: server (pid ${s.pid}) su ${s.base}${otherDatabaseUrl ? ", sull'altro database" : ""}`);
  return s;
}

export interface PairedServers {
  current: RunningServer;
  against: RunningServer;
  /** What the reference is: the other build's folder, or the other database's label. */
  reference: string;
  /** The statistics connection to the other database (--against-database), for its backends' CPU. */
  againstStats: pg.Client | null;
  stop: () => Promise<void>;
}

/**
 * The two servers a comparison alternates: this build against another (`against`, on the bench's
 * database), or this build on the bench's database against the same build on another PostgreSQL
 * (`other`, prepared by prepareSecondDatabase with the same data and sessions).
 */
export async function startPairedServers(dist: string, how: { against: string } | { other: BenchTarget }, o: ClientServerOptions, log: (m: string) => void): Promise<PairedServers> {
  const current = await startClientServer(dist, 1, o, log);
  const otherUrl = "other" in how ? how.other.env.DATABASE_URL! : undefined;
  const against = await startClientServer("against" in how ? how.against : dist, 2, o, log, otherUrl);
  const againstStats = otherUrl ? new pg.Client({ connectionString: otherUrl }) : null;
  await againstStats?.connect();
  const stop = async () => {
    await againstStats?.end().catch(() => undefined);
    await current.stop();
    await against.stop();
  };
  return { current, against, reference: "against" in how ? how.against : how.other.label, againstStats, stop };
}

/** The named endpoints' rounds against the floor, or against `builds.against` (`reference` names it). */
export async function runPaired(names: string[], builds: Pick<PairedServers, "current" | "against" | "reference"> | null, d: PairedRunDeps): Promise<PairedFigures[]> {
  const out: PairedFigures[] = [];
  const reference = builds?.reference ?? "floor";
  for (const name of names) {
    const load = d.loads[name];
    if (!load) throw new Error(`--paired: endpoint sconosciuto ${name} (${Object.keys(d.loads).join(", ")})`);
    d.log(`a coppie con ${builds ? reference : "il pavimento"}: ${name}, ${d.rounds} giri di ${d.sliceSec} s per parte`);
    // myCart reads the 12-line carts the addToCart load leaves: filled first, or a paired myCart
    // measured empty carts (session 30).
    if (name === "myCart") await d.fillCarts();
    // Two new servers: both warmed on the load, in turn and twice, before the first round. With one
    // 5-s warm-up each the first round still read 0.79× and 1.44× in A/A runs (session 48).
    for (const s of builds ? [builds.current, builds.against, builds.current, builds.against] : []) await d.runLoad({ name: `${name}-warm`, base: s.base, durationSec: 5, headers: d.headers, ...load() });
    const p = await pairedRatios(name, d.rounds, d.sliceSec, (which) => {
      const l = which === "reference" && !builds ? d.floor() : load();
      const on = builds ? (which === "reference" ? builds.against : builds.current) : d.server;
      return d.phase(on, which === "endpoint" ? name : builds ? `${name}-against` : "floor", l.clients, { measureIndex: l.measureIndex });
    }, d.log, reference);
    d.log(`${name}: CPU × ${builds ? reference : "pavimento"} mediana ${p.medianRatio}× (da ${p.minRatio} a ${p.maxRatio}), quota di throughput mediana ${(p.medianShare * 100).toFixed(1)} %`);
    out.push(p);
  }
  return out;
}
