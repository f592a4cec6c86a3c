// The machine probe gives a figure for each of its three costs: faults counted by the kernel (a run
// that faulted nothing throws rather than divide by zero), a round trip that waits for the echo.
import { describe, expect, it } from "vitest";
import { describeMachineCosts, pageFaultCost, roundTripCost, syscallCost } from "./machine-costs";

describe("machine costs", () => {
  it("times a system call, a page fault and a round trip as positive microseconds", async () => {
    const costs = { syscallUs: syscallCost(2000), pageFaultUs: pageFaultCost(8 * 1024 * 1024), roundTripUs: await roundTripCost(200) };
    for (const v of Object.values(costs)) {
      expect(Number.isFinite(v)).toBe(true);
      expect(v).toBeGreaterThan(0);
    }
    expect(describeMachineCosts(costs)).toContain(`a page fault ${costs.pageFaultUs} µs`);
  });
});
