// The counter run's figures from what the page recorded (bench/counter-interactions.ts): the spread
// of a set of times, each interaction's latency by kind, and the long animation frames.
import { median } from "./paired";

export interface Spread {
  n: number;
  p50: number | null;
  max: number | null;
}

export function spread(values: number[]): Spread {
  if (values.length === 0) return { n: 0, p50: null, max: null };
  return { n: values.length, p50: Math.round(median(values)), max: Math.round(Math.max(...values)) };
}

/** A long animation frame as the page saw it (the scripts are kept for BENCH_COUNTER_TRACE only). */
export interface LongFrame {
  start: number;
  duration: number;
  blocking: number;
}

/**
 * What held the page, whether an interaction met it or not: frames over 200 ms, the longest, and
 * the blocking time of all long frames (each frame's time over 50 ms, as the browser counts it).
 */
export interface LongFrames {
  over200: number;
  longestMs: number | null;
  blockingMs: number;
}

export function longFrames(frames: LongFrame[]): LongFrames {
  return {
    over200: frames.filter((f) => f.duration > 200).length,
    longestMs: frames.length ? Math.round(Math.max(...frames.map((f) => f.duration))) : null,
    blockingMs: Math.round(frames.reduce((sum, f) => sum + f.blocking, 0)),
  };
}

/**
 * Each interaction's latency (the longest of its events, as INP counts it), sorted by kind: an
 * interaction that began with Enter or with a press (their stamps recorded in the page), or else
 * a key typed. Interactions under 16 ms are not reported by the browser and so not listed.
 */
export function interactionLatencies(
  events: { name: string; id: number; start: number; duration: number }[],
  enters: number[],
  presses: number[],
): { typing: number[]; enter: number[]; add: number[] } {
  const byId = new Map<number, { start: number; duration: number; keyboard: boolean }>();
  for (const e of events) {
    const cur = byId.get(e.id);
    const keyboard = e.name.startsWith("key");
    if (!cur) byId.set(e.id, { start: e.start, duration: e.duration, keyboard });
    else byId.set(e.id, { start: Math.min(cur.start, e.start), duration: Math.max(cur.duration, e.duration), keyboard: cur.keyboard || keyboard });
  }
  const near = (t: number, stamps: number[]) => stamps.some((s) => Math.abs(s - t) < 1);
  const out = { typing: [] as number[], enter: [] as number[], add: [] as number[] };
  for (const i of byId.values()) {
    if (near(i.start, presses)) out.add.push(i.duration);
    else if (near(i.start, enters)) out.enter.push(i.duration);
    else if (i.keyboard) out.typing.push(i.duration);
  }
  return out;
}

