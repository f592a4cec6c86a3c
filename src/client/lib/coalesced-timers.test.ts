import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COALESCED_FROM_MS, createCoalescedTimers } from "./coalesced-timers";

describe("createCoalescedTimers", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs long timers at their time, in order, from one browser timer", () => {
    const timers = createCoalescedTimers();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push("b"), 60_000);
    timers.setTimeout(() => ran.push("a"), 30_000);
    timers.setTimeout(() => ran.push("c"), 7 * 24 * 60 * 60_000);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(29_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(["a"]);
    vi.advanceTimersByTime(30_000);
    expect(ran).toEqual(["a", "b"]);
    vi.advanceTimersByTime(7 * 24 * 60 * 60_000);
    expect(ran).toEqual(["a", "b", "c"]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("never runs a cleared timer, and keeps the others", () => {
    const timers = createCoalescedTimers();
    const ran: string[] = [];
    const first = timers.setTimeout(() => ran.push("first"), 20_000);
    timers.setTimeout(() => ran.push("second"), 40_000);
    timers.clearTimeout(first);
    vi.advanceTimersByTime(40_000);
    expect(ran).toEqual(["second"]);
  });

  it("leaves short timers and intervals to the browser", () => {
    const timers = createCoalescedTimers();
    const ran: string[] = [];
    const short = timers.setTimeout(() => ran.push("short"), COALESCED_FROM_MS - 1);
    const cleared = timers.setTimeout(() => ran.push("cleared"), 10);
    timers.clearTimeout(cleared);
    expect(short).toBeGreaterThan(0);
    expect(timers.setTimeout(() => ran.push("long"), COALESCED_FROM_MS)).toBeLessThan(0);
    vi.advanceTimersByTime(COALESCED_FROM_MS);
    expect(ran).toEqual(["short", "long"]);
    const interval = timers.setInterval(() => ran.push("tick"), 1000);
    vi.advanceTimersByTime(2000);
    timers.clearInterval(interval);
    vi.advanceTimersByTime(2000);
    expect(ran).toEqual(["short", "long", "tick", "tick"]);
  });
});
