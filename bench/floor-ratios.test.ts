import { describe, expect, it } from "vitest";
import { floorRatios, floorReference, openLoopRatios, trendSvg, unsteadyFloor, type HistoryRow } from "./floor-ratios";
import type { BenchReport, EndpointFigures } from "./report";

const fig = (rps: number, server: number | null, db: number | null) =>
  ({ rps, allResponses: rps * 20, durationSec: 20, cpu: { serverMsPerRequest: server, dbMsPerRequest: db } }) as EndpointFigures;
const report = (endpoints: Record<string, EndpointFigures>) => ({ endpoints }) as unknown as BenchReport;

describe("the floor the ratios are read against", () => {
  it("divides by the mean of the floors before and after the endpoints", () => {
    const r = report({ floor: fig(3000, 0.3, 0.1), floorAgain: fig(2000, 0.35, 0.15), search: fig(1000, 0.6, 0.3) });
    const floor = floorReference(r.endpoints)!;
    expect(floor.phases.map((p) => p.cpuMs)).toEqual([0.4, 0.5]);
    expect(floor.cpuMs).toBeCloseTo(0.45, 10);
    expect(floor.rps).toBe(2500);
    expect(floor.spread).toBe(1.25);
    expect(floor.steady).toBe(true);
    const search = floorRatios(r).find((x) => x.endpoint === "search")!;
    expect(search.cpuRatio).toBe(2);
    expect(search.aboveFloorMs).toBe(0.45);
    expect(search.throughputShare).toBe(0.4);
  });

  it("says when the two floors are further apart than a quarter: the machine changed during the run", () => {
    // Session 22's 18:38 run: one slow floor phase made every ratio look met.
    const r = report({ floor: fig(1726, 0.55, 0.25), floorAgain: fig(3400, 0.28, 0.12), search: fig(1000, 0.7, 0.6) });
    const floor = floorReference(r.endpoints)!;
    expect(floor.spread).toBe(2);
    expect(floor.steady).toBe(false);
    // Against the slow floor alone search would read 1.63×; against the mean, 2.17×.
    expect(floorRatios(r).find((x) => x.endpoint === "search")!.cpuRatio).toBe(2.17);
  });

  it("reads a run of one floor phase (the runs before this change, or --only=floor,search) as before", () => {
    const r = report({ floor: fig(2000, 0.3, 0.2), myCart: fig(800, 0.8, 0.7) });
    expect(floorReference(r.endpoints)).toMatchObject({ cpuMs: 0.5, rps: 2000, spread: 1, steady: true });
    expect(floorRatios(r).find((x) => x.endpoint === "myCart")!.cpuRatio).toBe(3);
    expect(floorReference(report({ search: fig(1000, 0.6, 0.3) }).endpoints)).toBeNull();
  });

  it("has no ratio when a floor phase lacks its CPU figures", () => {
    const r = report({ floor: fig(2000, 0.3, 0.2), floorAgain: fig(2000, null, 0.2), search: fig(1000, 0.6, 0.3) });
    expect(floorReference(r.endpoints)!.cpuMs).toBeNull();
    expect(floorRatios(r).find((x) => x.endpoint === "search")).toMatchObject({ cpuRatio: null, aboveFloorMs: null });
  });

  it("gives what an endpoint costs beyond the floor, which a cheaper floor does not move", () => {
    // The same search against a floor made 0.07 ms cheaper (session 27's lookup, taken from both).
    const before = floorRatios(report({ floor: fig(3000, 0.25, 0.1), search: fig(1000, 0.5, 0.5) })).find((x) => x.endpoint === "search")!;
    const after = floorRatios(report({ floor: fig(3000, 0.18, 0.1), search: fig(1000, 0.43, 0.5) })).find((x) => x.endpoint === "search")!;
    expect(after.cpuRatio!).toBeGreaterThan(before.cpuRatio!);
    expect(after.aboveFloorMs).toBe(0.65);
    expect(before.aboveFloorMs).toBe(0.65);
  });
});

describe("the open loop's p99 ratios", () => {
  const phase = (p99: Record<string, number>) => ({ endpoints: Object.fromEntries(Object.entries(p99).map(([k, v]) => [k, { p99: v }])) });

  it("judge every endpoint against the floor's p99, and show the writes against the write floor's too", () => {
    const o = phase({ search: 9.8, addToCart: 13.5, checkout: 17.6, floor: 5.9, floorWrite: 9 });
    const r = { openLoop: o } as unknown as BenchReport;
    const byName = Object.fromEntries(openLoopRatios(r).map((x) => [x.endpoint, x]));
    expect(Object.keys(byName).sort()).toEqual(["addToCart", "checkout", "search"]);
    expect(byName.search).toMatchObject({ ratio: 1.66, writeRatio: null });
    expect(byName.addToCart).toMatchObject({ ratio: 2.29, writeRatio: 1.5 });
    expect(byName.checkout).toMatchObject({ ratio: 2.98, writeRatio: 1.96 });
  });

  it("read a run without a write floor (before session 29) as before", () => {
    const r = { openLoop: phase({ addToCart: 12, floor: 6 }) } as unknown as BenchReport;
    expect(openLoopRatios(r)).toEqual([{ endpoint: "addToCart", p99: 12, ratio: 2, writeRatio: null }]);
  });
});

describe("the trend", () => {
  const row = (floorCpuMs?: number[]): HistoryRow => ({
    at: "2026-11-28T21:00:00Z",
    commit: null,
    database: "embedded",
    products: 20000,
    quick: true,
    loadAvg: 1,
    cpuRatio: { search: 2 },
    searchThroughputShare: 0.4,
    openLoopP99Ratio: {},
    ...(floorCpuMs ? { floorCpuMs } : {}),
  });

  it("draws the runs whose two floors differ hollow", () => {
    expect(unsteadyFloor(row([0.4, 0.9]))).toBe(true);
    expect(unsteadyFloor(row([0.4, 0.45]))).toBe(false);
    expect(unsteadyFloor(row())).toBe(false);
    const svg = trendSvg([row([0.4, 0.45]), row([0.4, 0.9])]);
    const circles = [...svg.matchAll(/<circle [^>]*fill="([^"]+)"/g)].map((m) => m[1]);
    expect(circles).toEqual(["#1d4ed8", "#fff"]);
  });
});
