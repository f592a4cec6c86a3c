// Paired ratios to the floor (issue 22 item 1; session 13): `npm run bench -- --paired=search`.
// On a shared two-core machine one run's floor moved from 2,860 to 1,508 req/s a minute apart, so a
// ratio made of one floor phase and one endpoint phase swung from 1.62× to 2.69× for the same build.
// Here the floor and the endpoint run in alternating short slices on the same server (ABBA order,
// so a drift during a round weighs on both alike), and the ratio is read as the median of the
// rounds' ratios, with its spread. Reported, never asserted; such a run is kept aside (bench/results/tmp).
import type { EndpointFigures } from "./report";

export interface PairedRound {
  floorCpuMs: number;
  cpuMs: number;
  ratio: number;
  floorRps: number;
  rps: number;
  share: number;
}

export interface PairedFigures {
  endpoint: string;
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

/** The rounds' figures, from the floor's and the endpoint's phases of each round. */
export function pairedFigures(endpoint: string, sliceSec: number, pairs: { floor: EndpointFigures; endpoint: EndpointFigures }[]): PairedFigures {
  const rounds: PairedRound[] = [];
  for (const p of pairs) {
    const floorCpu = cpuOf(p.floor);
    const cpu = cpuOf(p.endpoint);
    if (floorCpu === null || cpu === null || floorCpu <= 0 || p.floor.rps <= 0) continue;
    rounds.push({ floorCpuMs: round3(floorCpu), cpuMs: round3(cpu), ratio: round3(cpu / floorCpu), floorRps: Math.round(p.floor.rps), rps: Math.round(p.endpoint.rps), share: round3(p.endpoint.rps / p.floor.rps) });
  }
  if (rounds.length === 0) throw new Error(`${endpoint}: nessun giro con le cifre di CPU (servono /proc e le statistiche del database)`);
  const ratios = rounds.map((r) => r.ratio);
  return {
    endpoint,
    sliceSec,
    rounds,
    medianRatio: round3(median(ratios)),
    minRatio: Math.min(...ratios),
    maxRatio: Math.max(...ratios),
    medianShare: round3(median(rounds.map((r) => r.share))),
  };
}

/**
 * `rounds` rounds of the floor and the endpoint, alternating which goes first; `measure` runs one
 * phase of the named load and returns its figures.
 */
export async function pairedRatios(endpoint: string, rounds: number, sliceSec: number, measure: (name: "floor" | "endpoint") => Promise<EndpointFigures>, log: (m: string) => void): Promise<PairedFigures> {
  const pairs: { floor: EndpointFigures; endpoint: EndpointFigures }[] = [];
  for (let i = 0; i < rounds; i++) {
    const floorFirst = i % 2 === 0;
    const first = await measure(floorFirst ? "floor" : "endpoint");
    const second = await measure(floorFirst ? "endpoint" : "floor");
    const pair = floorFirst ? { floor: first, endpoint: second } : { floor: second, endpoint: first };
    pairs.push(pair);
    const f = cpuOf(pair.floor);
    const e = cpuOf(pair.endpoint);
    log(`  giro ${i + 1}: pavimento ${Math.round(pair.floor.rps)} req/s ${f?.toFixed(3)} ms, ${endpoint} ${Math.round(pair.endpoint.rps)} req/s ${e?.toFixed(3)} ms → ${f && e ? (e / f).toFixed(2) : "?"}×`);
  }
  return pairedFigures(endpoint, sliceSec, pairs);
}
