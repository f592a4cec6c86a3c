import { describe, expect, it } from "vitest";
import { describeOfflineTimeline } from "./offline-cold-start";

describe("describeOfflineTimeline", () => {
  it("says how many scripts the worker's static route answered, when the run read it", () => {
    expect(describeOfflineTimeline({ scripts: 28, fromStaticRoute: 27, lastScriptMs: 1020, firstPaintMs: 410 })).toBe(
      " (28 scripts from the service worker's cache, 27 of them by its static route without the worker's fetch handler, the last at 1,020 ms; first paint at 410 ms)",
    );
  });

  it("keeps the older wording for results without the count, and a missing paint as a dash", () => {
    expect(describeOfflineTimeline({ scripts: 28, lastScriptMs: 742, firstPaintMs: null })).toBe(" (28 scripts from the service worker's cache, the last at 742 ms; first paint at —)");
    expect(describeOfflineTimeline(undefined)).toBe("");
  });
});
