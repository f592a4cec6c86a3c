// A search after a pause (session 48): at a counter most searches follow a quiet spell, often longer
// than node-postgres's idle timeout (10 s), after which a pool closed its idle connections and the
// next request paid new ones. The load phases never pause, so they cannot see it: here the server
// (warm, after the load) is left idle before each search, and a second search follows a second
// later for comparison. Full runs only (about a minute); reported, not judged.
import { median } from "./paired";

export interface PauseFigures {
  pauseSec: number;
  /** Each search's time after the pause, ms. */
  afterPauseMs: number[];
  /** The search a second after it, ms. */
  afterSecondMs: number[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `samples` pauses of `pauseSec`, each followed by one search of `paths` (in turn), then another a second later. */
export async function searchesAfterPauses(base: string, cookie: string, paths: string[], opts: { samples: number; pauseSec: number }): Promise<PauseFigures> {
  const timed = async (path: string) => {
    const t = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`ricerca dopo una pausa: ${path} ha risposto ${res.status}`);
    return round1(performance.now() - t);
  };
  const figures: PauseFigures = { pauseSec: opts.pauseSec, afterPauseMs: [], afterSecondMs: [] };
  for (let i = 0; i < opts.samples; i++) {
    await sleep(opts.pauseSec * 1000);
    figures.afterPauseMs.push(await timed(paths[(2 * i) % paths.length]!));
    await sleep(1000);
    figures.afterSecondMs.push(await timed(paths[(2 * i + 1) % paths.length]!));
  }
  return figures;
}

/** The report's sentence. */
export function describePause(p: PauseFigures): string {
  const max = (v: number[]) => Math.max(...v);
  return (
    `A search after a pause (the server idle ${p.pauseSec} s, past node-postgres's 10-s idle timeout, ${p.afterPauseMs.length} times, not judged): ` +
    `p50 ${median(p.afterPauseMs)} ms, max ${max(p.afterPauseMs)} ms; the search a second after it: p50 ${median(p.afterSecondMs)} ms, max ${max(p.afterSecondMs)} ms.`
  );
}
