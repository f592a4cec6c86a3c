import { describe, expect, it } from "vitest";
import { forEachInTurns } from "./in-turns";

/** Keeps the CPU busy for `ms` (the loop's work, as the event loop sees it). */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe("forEachInTurns", () => {
  it("visits every item in order", async () => {
    const seen: number[] = [];
    await forEachInTurns([...Array(1000).keys()], (i) => seen.push(i));
    expect(seen).toEqual([...Array(1000).keys()]);
  });

  it("lets other work run while a long loop is under way", async () => {
    const order: string[] = [];
    // Scheduled before the loop starts: a plain for…of loop would run all 64 items first.
    setImmediate(() => order.push("other"));
    await forEachInTurns([...Array(64).keys()], (i) => {
      busy(0.5);
      order.push(`item ${i}`);
    }, 2);
    const other = order.indexOf("other");
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(order.length - 1);
    expect(order.filter((o) => o !== "other")).toEqual([...Array(64).keys()].map((i) => `item ${i}`));
  });

  it("does not yield while the loop is within its budget", async () => {
    const order: string[] = [];
    setImmediate(() => order.push("other"));
    await forEachInTurns([...Array(64).keys()], (i) => order.push(`item ${i}`), 10_000);
    expect(order.indexOf("other")).toBe(-1);
  });
});
