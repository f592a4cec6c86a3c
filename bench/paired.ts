// Paired ratios to the floor (issue 22 item 1; session 13): `npm run bench -- --paired=search`.
// On a shared two-core machine one run's floor moved from 2,860 to 1,508 req/s a minute apart, so a
// ratio made of one floor phase and one endpoint phase swung from 1.62× to 2.69× for the same build.
// Here the floor and the endpoint run in alternating short slices on the same server (ABBA order,
// so a drift during a round weighs on both alike), and the ratio is read as the median of the
// rounds' ratios, with its spread. Reported, never asserted; such a run is kept aside (bench/results/tmp).
// With `--against=<build>` (session 48) the reference is not the floor but the same endpoint served
// by another build on the same database, in the same alternating slices: a build's CPU per request
// against another's, the A/B a regression is read on (one run's figures move by ±30 % between runs).
import type { EndpointFigures } from "./report";

export interface PairedRound {
  /** The reference's CPU per request (server + database): the floor's, or the other build's. */
  referenceCpuMs: number;
  cpuMs: number;
  ratio: number;
  referenceRps: number;
  rps: number;
  share: number;
}

export interface PairedFigures {
  endpoint: string;
  /** "floor", or the other build's folder (`--against`). */
  reference: string;
  sliceSec: number;
  rounds: PairedRound[];
  medianRatio: number;
  minRatio: number;
  maxRatio: number;
  medianShare: number;
}

const cpuOf = (e: EndpointFigures): number | null => {
  const s = e.cpu?.serverMsPerRequest;
  const d = e.cpu?.dbMsPerRequest;
  return s == null || d == null ? null : s + d;
};

export function median(values: number[]): number {
  const v = [...values].sort((a, b) => a - b);
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

type Pair = { reference: EndpointFigures; endpoint: EndpointFigures };

/** The rounds' figures, from the reference's and the endpoint's phases of each round. */
export function pairedFigures(endpoint: string, sliceSec: number, pairs: Pair[], reference = "floor"): PairedFigures {
  const rounds: PairedRound[] = [];
  for (const p of pairs) {
    const referenceCpu = cpuOf(p.reference);
    const cpu = cpuOf(p.endpoint);
    if (referenceCpu === null || cpu === null || referenceCpu <= 0 || p.reference.rps <= 0) continue;
    rounds.push({ referenceCpuMs: round3(referenceCpu), cpuMs: round3(cpu), ratio: round3(cpu / referenceCpu), referenceRps: Math.round(p.reference.rps), rps: Math.round(p.endpoint.rps), share: round3(p.endpoint.rps / p.reference.rps) });
  }
  if (rounds.length === 0) throw new Error(`${endpoint}: nessun giro con le cifre di CPU (servono /proc e le statistiche del database)`);
  const ratios = rounds.map((r) => r.ratio);
  return {
    endpoint,
    reference,
    sliceSec,
    rounds,
    medianRatio: round3(median(ratios)),
    minRatio: Math.min(...ratios),
    maxRatio: Math.max(...ratios),
    medianShare: round3(median(rounds.map((r) => r.share))),
  };
}

/**
 * `rounds` rounds of the reference and the endpoint, alternating which goes first; `measure` runs
 * one phase and returns its figures. `reference` names the reference in the log and the figures
 * ("floor", or the other build's folder).
 */
export async function pairedRatios(
  endpoint: string,
  rounds: number,
  sliceSec: number,
  measure: (which: "reference" | "endpoint") => Promise<EndpointFigures>,
  log: (m: string) => void,
  reference = "floor",
): Promise<PairedFigures> {
  const pairs: Pair[] = [];
  const label = reference === "floor" ? "pavimento" : reference;
  for (let i = 0; i < rounds; i++) {
    const referenceFirst = i % 2 === 0;
    const first = await measure(referenceFirst ? "reference" : "endpoint");
    const second = await measure(referenceFirst ? "endpoint" : "reference");
    const pair = referenceFirst ? { reference: first, endpoint: second } : { reference: second, endpoint: first };
    pairs.push(pair);
    const f = cpuOf(pair.reference);
    const e = cpuOf(pair.endpoint);
    log(`  giro ${i + 1}: ${label} ${Math.round(pair.reference.rps)} req/s ${f?.toFixed(3)} ms, ${endpoint} ${Math.round(pair.endpoint.rps)} req/s ${e?.toFixed(3)} ms → ${f && e ? (e / f).toFixed(2) : "?"}×`);
  }
  return pairedFigures(endpoint, sliceSec, pairs, reference);
}
