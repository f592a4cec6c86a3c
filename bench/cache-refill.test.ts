import { describe, expect, it } from "vitest";
import { refillOver } from "./cache-refill";

describe("refillOver", () => {
  it("waits while a worker reads the cache back, and for two empty polls after it", () => {
    expect(refillOver([0, 1, 1])).toBe(false);
    expect(refillOver([0, 1, 1, 0])).toBe(false);
    expect(refillOver([0, 1, 1, 0, 0])).toBe(true);
    expect(refillOver([1, 0, 1, 0])).toBe(false);
  });

  it("does not take the moment before the worker starts for the end of the refill", () => {
    expect(refillOver([0])).toBe(false);
    expect(refillOver([0, 0, 0], 100, 2000)).toBe(false);
  });

  it("ends when no worker appeared in the grace time", () => {
    expect(refillOver(Array(19).fill(0), 100, 2000)).toBe(false);
    expect(refillOver(Array(20).fill(0), 100, 2000)).toBe(true);
  });
});
