import { describe, expect, it } from "vitest";
import { median, pairedFigures, pairedRatios } from "./paired";
import type { EndpointFigures } from "./report";

const fig = (rps: number, server: number | null, db: number | null) => ({ rps, cpu: { serverMsPerRequest: server, dbMsPerRequest: db } }) as EndpointFigures;

describe("paired ratios to the floor", () => {
  it("takes the median of the rounds' ratios, with their spread and the throughput share", () => {
    const p = pairedFigures("search", 5, [
      { floor: fig(2000, 0.3, 0.2), endpoint: fig(1000, 0.6, 0.6) }, // 2.4×, 50 %
      { floor: fig(1000, 0.6, 0.4), endpoint: fig(600, 0.8, 0.9) }, // 1.7×, 60 %
      { floor: fig(1500, 0.5, 0.3), endpoint: fig(600, 0.8, 0.8) }, // 2.0×, 40 %
    ]);
    expect(p.rounds.map((r) => r.ratio)).toEqual([2.4, 1.7, 2]);
    expect(p.medianRatio).toBe(2);
    expect([p.minRatio, p.maxRatio]).toEqual([1.7, 2.4]);
    expect(p.medianShare).toBe(0.5);
  });

  it("leaves out a round without CPU figures, and refuses when none has them", () => {
    const p = pairedFigures("myCart", 5, [
      { floor: fig(2000, null, 0.2), endpoint: fig(1000, 0.6, 0.6) },
      { floor: fig(1000, 0.5, 0.5), endpoint: fig(500, 1, 1) },
    ]);
    expect(p.rounds).toHaveLength(1);
    expect(p.medianRatio).toBe(2);
    expect(() => pairedFigures("myCart", 5, [{ floor: fig(2000, null, 0.2), endpoint: fig(1000, 0.6, 0.6) }])).toThrow(/nessun giro/);
  });

  it("alternates which part of a round goes first, and pairs each floor with its own round's endpoint", async () => {
    const order: string[] = [];
    let n = 0;
    const p = await pairedRatios("search", 4, 5, async (which) => {
      order.push(which);
      n++;
      // Each measurement a little slower than the last: the floor of each round gets its round's cost.
      return which === "floor" ? fig(1000, 0.5 + n * 0.01, 0.5) : fig(500, 1 + n * 0.01, 1);
    }, () => undefined);
    expect(order).toEqual(["floor", "endpoint", "endpoint", "floor", "floor", "endpoint", "endpoint", "floor"]);
    expect(p.rounds.map((r) => r.floorCpuMs)).toEqual([1.01, 1.04, 1.05, 1.08]);
    expect(median([3, 1, 2, 10])).toBe(2.5);
  });
});
