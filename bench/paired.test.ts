import { describe, expect, it } from "vitest";
import { median, pairedFigures, pairedRatios } from "./paired";
import type { EndpointFigures } from "./report";

const fig = (rps: number, server: number | null, db: number | null) => ({ rps, cpu: { serverMsPerRequest: server, dbMsPerRequest: db } }) as EndpointFigures;

describe("paired ratios to the floor", () => {
  it("takes the median of the rounds' ratios, with their spread and the throughput share", () => {
    const p = pairedFigures("search", 5, [
      { reference: fig(2000, 0.3, 0.2), endpoint: fig(1000, 0.6, 0.6) }, // 2.4×, 50 %
      { reference: fig(1000, 0.6, 0.4), endpoint: fig(600, 0.8, 0.9) }, // 1.7×, 60 %
      { reference: fig(1500, 0.5, 0.3), endpoint: fig(600, 0.8, 0.8) }, // 2.0×, 40 %
    ]);
    expect(p.rounds.map((r) => r.ratio)).toEqual([2.4, 1.7, 2]);
    expect(p.medianRatio).toBe(2);
    expect([p.minRatio, p.maxRatio]).toEqual([1.7, 2.4]);
    expect(p.medianShare).toBe(0.5);
  });

  it("leaves out a round without CPU figures, and refuses when none has them", () => {
    const p = pairedFigures("myCart", 5, [
      { reference: fig(2000, null, 0.2), endpoint: fig(1000, 0.6, 0.6) },
      { reference: fig(1000, 0.5, 0.5), endpoint: fig(500, 1, 1) },
    ]);
    expect(p.rounds).toHaveLength(1);
    expect(p.medianRatio).toBe(2);
    expect(() => pairedFigures("myCart", 5, [{ reference: fig(2000, null, 0.2), endpoint: fig(1000, 0.6, 0.6) }])).toThrow(/nessun giro/);
  });

  it("alternates which part of a round goes first, and pairs each floor with its own round's endpoint", async () => {
    const order: string[] = [];
    let n = 0;
    const p = await pairedRatios("search", 4, 5, async (which) => {
      order.push(which);
      n++;
      // Each measurement a little slower than the last: the floor of each round gets its round's cost.
      return which === "reference" ? fig(1000, 0.5 + n * 0.01, 0.5) : fig(500, 1 + n * 0.01, 1);
    }, () => undefined);
    expect(order).toEqual(["reference", "endpoint", "endpoint", "reference", "reference", "endpoint", "endpoint", "reference"]);
    expect(p.rounds.map((r) => r.referenceCpuMs)).toEqual([1.01, 1.04, 1.05, 1.08]);
    expect(p.reference).toBe("floor");
    expect(median([3, 1, 2, 10])).toBe(2.5);
  });

  it("reads a build against another: the reference is the other build's same endpoint, named in the figures and the log", async () => {
    const lines: string[] = [];
    // The build measured costs 10 % more CPU per request than the reference build in every round.
    const p = await pairedRatios("search", 2, 5, async (which) => (which === "reference" ? fig(800, 0.5, 0.5) : fig(700, 0.55, 0.55)), (m) => lines.push(m), "dist/before");
    expect(p.reference).toBe("dist/before");
    expect(p.rounds.map((r) => r.ratio)).toEqual([1.1, 1.1]);
    expect(p.medianShare).toBe(0.875);
    expect(lines[0]).toMatch(/^ {2}giro 1: dist\/before 800 req\/s 1\.000 ms, search 700 req\/s 1\.100 ms → 1\.10×$/);
  });
});
