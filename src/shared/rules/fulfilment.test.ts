import { describe, expect, it } from "vitest";
import { fulfilmentPercent, fulfilmentStatus } from "./fulfilment";

describe("fulfilmentPercent", () => {
  it("is the fulfilled share, never 100 while something is missing", () => {
    expect(fulfilmentPercent(10, 0)).toBe(0);
    expect(fulfilmentPercent(10, 5)).toBe(50);
    expect(fulfilmentPercent(3, 1)).toBe(33);
    expect(fulfilmentPercent(1000, 999)).toBe(99);
    expect(fulfilmentPercent(10, 10)).toBe(100);
    expect(fulfilmentPercent(10, 12)).toBe(100);
    expect(fulfilmentPercent(0, 0)).toBe(0);
  });
});

describe("fulfilmentStatus", () => {
  it("derives the status from the lines", () => {
    expect(fulfilmentStatus([{ qty: 2, qtyEvasa: 0 }])).toBe("IN_PROGRESS");
    expect(fulfilmentStatus([{ qty: 2, qtyEvasa: 1 }, { qty: 1, qtyEvasa: 1 }])).toBe("PARTIAL");
    expect(fulfilmentStatus([{ qty: 2, qtyEvasa: 2 }, { qty: 1, qtyEvasa: 1 }])).toBe("FULFILLED");
    expect(fulfilmentStatus([])).toBe("IN_PROGRESS");
  });
});
