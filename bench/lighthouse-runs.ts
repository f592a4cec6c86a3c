// Lighthouse runs for the bench (bench/browser.ts drives the session around them): the mobile preset
// with simulated throttling, `runs` per page and the median kept, the figures the report reads, and
// with BENCH_LIGHTHOUSE_TRACE the median run's trace for bench/trace-tasks.ts.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse from "lighthouse";

export interface LighthousePage {
  page: string;
  mode: "first visit" | "returning user";
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  /** The biggest opportunities Lighthouse names (for the profile step of the issue). */
  opportunities: string[];
  /** Every run's score (null: the run failed); the figures are the median run's. */
  runs?: (number | null)[];
  error?: string;
}

export interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** Runs Lighthouse `runs` times and answers the median run by score (one run swings with the machine's load). */
export async function medianLighthouse(
  port: number,
  url: string,
  keepStorage: boolean,
  runs: number,
): Promise<{ lhr: Record<string, unknown>; trace?: unknown; scores: (number | null)[] } | undefined> {
  const results: { lhr: Record<string, unknown>; trace?: unknown; score: number | null }[] = [];
  // A run that fails on Lighthouse's side (NO_NAVSTART and the like) is tried once more.
  let retries = 1;
  for (let i = 0; i < runs; i++) {
    const r = await runLighthouse(port, url, keepStorage);
    if (!r) continue;
    const score = (r.lhr.categories as { performance?: { score: number | null } }).performance?.score;
    results.push({ lhr: r.lhr, trace: r.artifacts?.Trace, score: typeof score === "number" ? score : null });
    if (typeof score !== "number" && retries > 0) {
      retries--;
      i--;
    }
  }
  if (results.length === 0) return undefined;
  // A run without a score (Lighthouse's own error) is shown but not chosen while others have one.
  const scored = results.filter((r) => r.score !== null).sort((a, b) => a.score! - b.score!);
  const chosen = scored.length ? scored[Math.floor((scored.length - 1) / 2)]! : results[0]!;
  return { lhr: chosen.lhr, trace: chosen.trace, scores: results.map((r) => (r.score === null ? null : Math.round(r.score * 100))) };
}

/**
 * BENCH_LIGHTHOUSE_TRACE=1: the median run's trace is kept too (bench/trace-tasks.ts reads it);
 * =profile adds V8's sampling profile (named functions, at some cost in the figures).
 */
const keepTrace = process.env.BENCH_LIGHTHOUSE_TRACE === "1" || process.env.BENCH_LIGHTHOUSE_TRACE === "profile";
const profileTrace = process.env.BENCH_LIGHTHOUSE_TRACE === "profile";

const SKIPPED_AUDITS = ["bf-cache", "unsized-images", "uses-responsive-images", "uses-responsive-images-snapshot", "offscreen-images", "uses-optimized-images", "modern-image-formats", "lcp-lazy-loaded"];

async function runLighthouse(port: number, url: string, keepStorage: boolean): Promise<{ lhr: Record<string, unknown>; artifacts?: { Trace?: unknown } } | undefined> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    // Weight-0 diagnostics whose gatherers cost 1.6–4 s a run on these machines (the full-page
    // screenshot, a back/forward navigation, every image's decoding) and say nothing this report
    // reads: the app's few images are generated icons, and the score and metrics do not use them.
    disableFullPageScreenshot: true,
    skipAudits: SKIPPED_AUDITS,
    disableStorageReset: keepStorage,
    maxWaitForLoad: 45_000,
    ...(profileTrace ? { additionalTraceCategories: "disabled-by-default-v8.cpu_profiler" } : {}),
  });
  return result as unknown as { lhr: Record<string, unknown>; artifacts?: { Trace?: unknown } } | undefined;
}

/** The median run's full Lighthouse answer, kept for profiling (opportunities, main-thread work, long tasks). */
export function keepLhr(dataRoot: string, page: string, lhr: Record<string, unknown>, trace?: unknown): void {
  const dir = join(dataRoot, "lighthouse");
  mkdirSync(dir, { recursive: true });
  const name = page.replace(/\W+/g, "") || "root";
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(lhr));
  if (keepTrace && trace) writeFileSync(join(dir, `${name}.trace.json`), JSON.stringify(trace));
}

export function figures(page: string, mode: LighthousePage["mode"], lhr: Record<string, unknown>): { page: LighthousePage; network: NetworkItem[] } {
  const audits = lhr.audits as Record<string, { numericValue?: number; details?: { type?: string; items?: unknown[]; overallSavingsMs?: number }; title?: string; score?: number | null }>;
  const categories = lhr.categories as { performance?: { score: number | null } };
  const runtimeError = lhr.runtimeError as { code?: string; message?: string } | undefined;
  const num = (id: string) => (typeof audits[id]?.numericValue === "number" ? Math.round(audits[id]!.numericValue! * 1000) / 1000 : null);
  const opportunities = Object.values(audits)
    .filter((a) => a.details?.type === "opportunity" && (a.details.overallSavingsMs ?? 0) > 0)
    .sort((a, b) => (b.details!.overallSavingsMs ?? 0) - (a.details!.overallSavingsMs ?? 0))
    .slice(0, 4)
    .map((a) => `${a.title} (${Math.round(a.details!.overallSavingsMs ?? 0)} ms)`);
  const score = categories.performance?.score;
  return {
    page: {
      page,
      mode,
      score: typeof score === "number" ? Math.round(score * 100) : null,
      lcpMs: num("largest-contentful-paint"),
      tbtMs: num("total-blocking-time"),
      cls: num("cumulative-layout-shift"),
      fcpMs: num("first-contentful-paint"),
      opportunities,
      ...(runtimeError?.code ? { error: `${runtimeError.code}: ${runtimeError.message ?? ""}` } : {}),
    },
    network: (audits["network-requests"]?.details?.items ?? []) as NetworkItem[],
  };
}
