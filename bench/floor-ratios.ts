// Banco against the floor of the same run (issue 22 items 1, 2 and 7): CPU per request as a
// multiple of the floor's (a logged-in request with one `select 1`), saturated throughput as a
// share of the floor's, the open-loop p99 against the floor's p99 in the same mix, and the history
// of those ratios across runs (bench/history.jsonl, drawn as bench/trend.svg).
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BenchReport, EndpointFigures } from "./report";
import { OPEN_LOOP_REFERENCES, type OpenLoopFigures } from "./open-loop";
import type { MachineCosts } from "./machine-costs";

/** CPU per request (server + database) as a multiple of the floor's: the targets. */
export const CPU_RATIO_TARGETS: Record<string, number> = { search: 2, myCart: 3, addToCart: 4, lastOrders: 2.5, checkout: 5 };
/** Saturated throughput as a share of the floor's. */
export const THROUGHPUT_SHARE_TARGETS: Record<string, number> = { search: 0.5 };
/** Open loop: every endpoint's p99 within this multiple of the floor's p99 at the same rate. */
export const OPEN_LOOP_P99_TARGET = 2;

const cpuPerRequest = (e: EndpointFigures | undefined): number | null => {
  const server = e?.cpu?.serverMsPerRequest;
  const db = e?.cpu?.dbMsPerRequest;
  return server == null || db == null ? null : server + db;
};

export interface FloorRatio {
  endpoint: string;
  cpuMs: number | null;
  cpuRatio: number | null;
  /**
   * CPU per request beyond the floor's (ms): Banco's own work for the endpoint. Unlike the ratio it
   * does not rise when the per-request work every route shares (session, round trip) gets cheaper.
   */
  aboveFloorMs: number | null;
  cpuTarget: number | null;
  throughputShare: number | null;
  throughputTarget: number | null;
}

/** The endpoints read against the floor, in the order the bench measures them. */
export const RATIO_ENDPOINTS = ["search", "myCart", "addToCart", "lastOrders", "checkout"] as const;

/** Two floors differing by more than this (the larger CPU per request over the smaller) mark the run's ratios as unsteady. */
export const FLOOR_STEADY_SPREAD = 1.25;

export interface FloorReference {
  /** CPU per request (server + database) and throughput of each floor phase measured: before the endpoints, and after them. */
  phases: { cpuMs: number | null; rps: number }[];
  /** What the ratios divide by: the mean of the phases' figures. */
  cpuMs: number | null;
  rps: number;
  /** The larger CPU per request over the smaller (1 with one phase); null without CPU figures. */
  spread: number | null;
  steady: boolean;
}

/**
 * The floor the ratios are read against. Session 22's run of 18:38 measured its one floor phase at
 * 1,726 req/s where every other run's served 3,206–3,647, and every ratio of that run looked met:
 * the floor is now measured before and after the endpoints, the ratios divide by the mean of both,
 * and two floors further apart than FLOOR_STEADY_SPREAD say so in the report.
 */
export function floorReference(endpoints: BenchReport["endpoints"]): FloorReference | null {
  const measured = [endpoints.floor, endpoints.floorAgain].filter((e): e is EndpointFigures => e !== undefined);
  if (measured.length === 0) return null;
  const phases = measured.map((e) => ({ cpuMs: cpuPerRequest(e), rps: e.rps }));
  const cpus = phases.map((p) => p.cpuMs).filter((c): c is number => c !== null && c > 0);
  const cpuMs = cpus.length === phases.length ? cpus.reduce((a, b) => a + b, 0) / cpus.length : null;
  const spread = cpuMs === null ? null : floorSpread(cpus);
  return { phases, cpuMs, rps: phases.reduce((a, p) => a + p.rps, 0) / phases.length, spread, steady: spread === null || spread <= FLOOR_STEADY_SPREAD };
}

/** The larger of the floors' CPU per request over the smaller, to two decimals (1 for one floor). */
function floorSpread(cpus: number[]): number {
  return Math.round((Math.max(...cpus) / Math.min(...cpus)) * 100) / 100;
}

/**
 * The ratios of every measured endpoint. The checkout phase is the add-add-add-send cycle: its CPU
 * is divided among all the cycle's responses, so its ratio is the cycle's cost per request.
 */
export function floorRatios(r: BenchReport): FloorRatio[] {
  const floor = floorReference(r.endpoints);
  return RATIO_ENDPOINTS.map((name) => {
    const e = r.endpoints[name];
    const cpu = cpuPerRequest(e);
    // The checkout phase measures only the send; its throughput counts the whole cycle's responses.
    const rps = e ? (name === "checkout" ? e.allResponses / e.durationSec : e.rps) : null;
    return {
      endpoint: name,
      cpuMs: cpu,
      cpuRatio: cpu !== null && floor?.cpuMs ? Math.round((cpu / floor.cpuMs) * 100) / 100 : null,
      aboveFloorMs: cpu !== null && floor?.cpuMs ? Math.round((cpu - floor.cpuMs) * 1000) / 1000 : null,
      cpuTarget: CPU_RATIO_TARGETS[name] ?? null,
      throughputShare: rps !== null && floor ? Math.round((rps / floor.rps) * 1000) / 1000 : null,
      throughputTarget: THROUGHPUT_SHARE_TARGETS[name] ?? null,
    };
  });
}

/** The mix's endpoints that commit a write (their p99 is also shown against the write floor's). */
export const OPEN_LOOP_WRITES = ["addToCart", "checkout"];

/**
 * Each endpoint's p99 over the floor's in the same open-loop phase (the first unless `o` is given);
 * for the writes, also over the write floor's (runs since session 29; null before). The references
 * themselves are not judged.
 */
export function openLoopRatios(
  r: BenchReport,
  o: OpenLoopFigures | null | undefined = r.openLoop,
): { endpoint: string; p99: number; ratio: number | null; writeRatio: number | null }[] {
  if (!o) return [];
  const over = (p99: number, reference: number | undefined) => (reference && Number.isFinite(p99) ? Math.round((p99 / reference) * 100) / 100 : null);
  const floorP99 = o.endpoints.floor?.p99;
  const writeFloorP99 = o.endpoints.floorWrite?.p99;
  return Object.entries(o.endpoints)
    .filter(([name]) => !(OPEN_LOOP_REFERENCES as readonly string[]).includes(name))
    .map(([endpoint, e]) => ({
      endpoint,
      p99: e.p99,
      ratio: over(e.p99, floorP99),
      writeRatio: OPEN_LOOP_WRITES.includes(endpoint) ? over(e.p99, writeFloorP99) : null,
    }));
}

// ---------------------------------------------------------------------------------------------
// History and trend

export interface HistoryRow {
  at: string;
  commit: string | null;
  database: string;
  products: number;
  quick: boolean;
  loadAvg: number;
  cpuRatio: Record<string, number | null>;
  /** CPU per request beyond the floor's, ms (absent before session 28). */
  aboveFloorMs?: Record<string, number | null>;
  searchThroughputShare: number | null;
  /** The floor phases' CPU per request, before and after the endpoints (absent before session 23, when there was one). */
  floorCpuMs?: (number | null)[];
  openLoopP99Ratio: Record<string, number | null>;
  /** The same at half the mix's own saturated throughput (absent before that phase existed). */
  openLoopAtMixP99Ratio?: Record<string, number | null>;
  /** What the machine charged for a system call, a page fault and a process round trip (absent before session 14). */
  machineCosts?: MachineCosts;
  /**
   * The counter's interactions per viewport: INP and the search's part after the answer, p50 ms
   * (absent before session 35); since session 41 the codes' searches, the broad answers apart.
   */
  counter?: Record<string, { inpMs: number | null; searchAfterAnswerMs: number | null; searchPaintedMs: number | null; broadAfterAnswerMs?: number | null }>;
}

export function appendHistory(root: string, r: BenchReport): HistoryRow {
  const ratios = floorRatios(r);
  const row: HistoryRow = {
    at: r.at,
    commit: r.commit,
    database: r.database.kind,
    products: r.database.products,
    quick: r.quick,
    loadAvg: r.machine.loadAvgStart[0] ?? 0,
    cpuRatio: Object.fromEntries(ratios.map((x) => [x.endpoint, x.cpuRatio])),
    aboveFloorMs: Object.fromEntries(ratios.map((x) => [x.endpoint, x.aboveFloorMs])),
    searchThroughputShare: ratios.find((x) => x.endpoint === "search")?.throughputShare ?? null,
    floorCpuMs: floorReference(r.endpoints)?.phases.map((p) => (p.cpuMs === null ? null : Math.round(p.cpuMs * 1000) / 1000)) ?? [],
    openLoopP99Ratio: Object.fromEntries(openLoopRatios(r).map((x) => [x.endpoint, x.ratio])),
    openLoopAtMixP99Ratio: Object.fromEntries(openLoopRatios(r, r.openLoopAtMix).map((x) => [x.endpoint, x.ratio])),
    ...(r.machine.costs ? { machineCosts: r.machine.costs } : {}),
    ...(r.browser?.counter
      ? { counter: Object.fromEntries(r.browser.counter.viewports.map((v) => [v.name, { inpMs: v.inpMs, searchAfterAnswerMs: v.searchAfterAnswer.p50, searchPaintedMs: v.searchPainted.p50, broadAfterAnswerMs: v.broadAfterAnswer?.p50 ?? null }])) }
      : {}),
  };
  appendFileSync(join(root, "bench/history.jsonl"), `${JSON.stringify(row)}\n`);
  return row;
}

export function readHistory(root: string): HistoryRow[] {
  const file = join(root, "bench/history.jsonl");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim().startsWith("{"))
    .map((l) => JSON.parse(l) as HistoryRow);
}

const COLOURS: Record<string, string> = { search: "#1d4ed8", myCart: "#059669", addToCart: "#d97706", lastOrders: "#7c3aed", checkout: "#dc2626" };

/** Whether a run's floors, before and after its endpoints, differ by more than FLOOR_STEADY_SPREAD. */
export function unsteadyFloor(row: HistoryRow): boolean {
  const cpus = (row.floorCpuMs ?? []).filter((c): c is number => typeof c === "number" && c > 0);
  return cpus.length > 1 && floorSpread(cpus) > FLOOR_STEADY_SPREAD;
}

/** An SVG line chart of the CPU ratios to the floor, run after run (a regression is a line going up). */
export function trendSvg(rows: HistoryRow[]): string {
  const W = 720;
  const H = 260;
  const pad = { l: 44, r: 120, t: 20, b: 36 };
  const series = Object.keys(COLOURS);
  const values = rows.flatMap((r) => series.map((s) => r.cpuRatio[s]).filter((v): v is number => typeof v === "number"));
  const max = Math.max(6, ...values);
  const x = (i: number) => pad.l + (rows.length <= 1 ? 0 : (i * (W - pad.l - pad.r)) / (rows.length - 1));
  const y = (v: number) => H - pad.b - (v / max) * (H - pad.t - pad.b);
  const out: string[] = [`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="sans-serif" font-size="11">`];
  out.push(`<rect width="${W}" height="${H}" fill="#fff"/>`);
  for (let v = 0; v <= max; v += 1) out.push(`<line x1="${pad.l}" x2="${W - pad.r}" y1="${y(v)}" y2="${y(v)}" stroke="#e5e7eb"/><text x="${pad.l - 6}" y="${y(v) + 4}" text-anchor="end" fill="#6b7280">${v}×</text>`);
  rows.forEach((r, i) => {
    if (i === 0 || i === rows.length - 1 || i % Math.ceil(rows.length / 6) === 0) out.push(`<text x="${x(i)}" y="${H - pad.b + 16}" text-anchor="middle" fill="#6b7280">${r.at.slice(5, 10)}${r.quick ? " q" : ""}</text>`);
  });
  series.forEach((s, k) => {
    const pts = rows.map((r, i) => (typeof r.cpuRatio[s] === "number" ? `${x(i).toFixed(1)},${y(r.cpuRatio[s]!).toFixed(1)}` : null)).filter(Boolean);
    if (pts.length > 1) out.push(`<polyline fill="none" stroke="${COLOURS[s]}" stroke-width="2" points="${pts.join(" ")}"/>`);
    rows.forEach((r, i) => {
      const v = r.cpuRatio[s];
      if (typeof v !== "number") return;
      // A run whose two floors differ (floorReference) is drawn hollow: its ratios are not a reading.
      const fill = unsteadyFloor(r) ? "#fff" : COLOURS[s];
      out.push(`<circle cx="${x(i).toFixed(1)}" cy="${y(v).toFixed(1)}" r="2.5" fill="${fill}" stroke="${COLOURS[s]}"/>`);
    });
    out.push(`<text x="${W - pad.r + 10}" y="${pad.t + 14 + k * 16}" fill="${COLOURS[s]}">${s}</text>`);
  });
  out.push(`<text x="${pad.l}" y="12" fill="#111827">CPU per request ÷ floor's, per run (lower is better; hollow: the run's two floors differ)</text>`);
  out.push("</svg>");
  return `${out.join("\n")}\n`;
}

export function writeTrend(root: string): void {
  writeFileSync(join(root, "bench/trend.svg"), trendSvg(readHistory(root)));
}
