// What a bench run was asked for: its command line and environment, read once (bench/run.ts).
// `npm run bench [-- --quick] [-- --no-browser]`: everything; the other options measure a part, and
// the report is then incomplete (kept aside) and says so.
import { join, resolve } from "node:path";
import type { CounterViewportName } from "./counter-interactions";

export interface BenchOptions {
  quick: boolean;
  /** --heavy-only[=priceList]: only the heavy-work phase (or only its price-list part). */
  heavyOnly: boolean;
  priceListOnly: boolean;
  /** --paired=search,addToCart: only the paired ratios (bench/paired.ts). */
  paired: string[] | null;
  /** --against=<build folder>: with --paired, the reference is the same endpoint on that build, not the floor. */
  against: string | null;
  /**
   * --against-database=<PostgreSQL URL>: with --paired, the reference is the same endpoint on the
   * same build served from that PostgreSQL (its database banco_bench, the same generated data).
   */
  againstDatabase: string | null;
  noBrowser: boolean;
  /** --no-load, --browser-only: no load phases. */
  noLoad: boolean;
  browserOnly: boolean;
  /** --pages=/home,/cart: only those pages in Lighthouse. */
  pages: string[] | undefined;
  lighthouseRuns: number;
  /** The counter's interactions: on the phone and the tablet; on the counter's tablet only in a quick run. */
  counterViewports: CounterViewportName[];
  /** Codes searched and added per viewport (6; 2 in a quick run). */
  counterCodesPerViewport: number;
  /** --only=search,ceiling: only those phases (for profiling one endpoint). */
  only: string[] | null;
  products: number;
  /** Seconds per load phase (and per paired slice). */
  durationSec: number;
  openLoopSec: number;
  warmupSec: number;
  pairedRounds: number;
  connections: number;
  port: number;
  dist: string;
  dataRoot: string;
  logLevel: string;
}

export function benchOptions(args: string[], env: NodeJS.ProcessEnv, root: string): BenchOptions {
  const value = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const quick = args.includes("--quick");
  const heavyOnlyArg = args.find((a) => a === "--heavy-only" || a.startsWith("--heavy-only="));
  const heavyOnly = heavyOnlyArg !== undefined;
  const paired = value("paired")?.split(",") ?? null;
  // For working on the browser part: no load phases. `--browser-only` is the same, with three
  // Lighthouse runs per page even with --quick (the median is what the targets are read on).
  const browserOnly = args.includes("--browser-only");
  return {
    quick,
    heavyOnly,
    priceListOnly: heavyOnlyArg === "--heavy-only=priceList",
    paired,
    against: value("against") ?? null,
    againstDatabase: value("against-database") ?? null,
    noBrowser: args.includes("--no-browser") || heavyOnly || paired !== null,
    noLoad: args.includes("--no-load") || browserOnly,
    browserOnly,
    pages: value("pages")?.split(","),
    lighthouseRuns: Number(env.BENCH_LIGHTHOUSE_RUNS ?? (quick && !browserOnly ? 1 : 3)),
    // A quick run's browser part is its longest (Lighthouse's five pages, then the counter): one
    // viewport of two codes keeps the run under its 3 minutes and still checks that part's report.
    counterViewports: quick && !browserOnly ? ["tablet"] : ["phone", "tablet"],
    counterCodesPerViewport: quick ? 2 : 6,
    only: heavyOnly ? ["heavy"] : paired ? ["paired"] : (value("only")?.split(",") ?? null),
    products: Number(value("size") ?? env.BENCH_PRODUCTS ?? (quick ? 20_000 : 1_000_000)),
    // A quick run (CI) keeps under 3 minutes in all (issue 22): 3 s per endpoint and per open-loop
    // phase after half a second of warm-up. It checks that the report is complete; its figures are
    // thin (a few thousand requests a phase) and no target is read on them.
    durationSec: Number(env.BENCH_DURATION ?? (quick ? 3 : 20)),
    // The open-loop phases: 60 s each (issue 22), 3 s in a quick run.
    openLoopSec: Number(env.BENCH_OPEN_LOOP_DURATION ?? (quick ? 3 : 60)),
    warmupSec: quick ? 0.5 : 3,
    pairedRounds: Number(env.BENCH_PAIRED_ROUNDS ?? 6),
    connections: 32,
    port: Number(env.BENCH_PORT ?? 8409),
    dist: resolve(root, env.BANCO_DIST ?? "dist"),
    dataRoot: join(root, "bench/.data"),
    logLevel: env.BENCH_LOG_LEVEL ?? "warn",
  };
}

/** Whether a load phase runs: not with --no-load, and only the named ones with --only. */
export const wantsPhase = (o: BenchOptions, name: string): boolean => !o.noLoad && (o.only === null || o.only.includes(name));
