import { describe, expect, it } from "vitest";
import { interactionLatencies, longFrames, spread } from "./counter-figures";
import { counterLines, counterMeets } from "./counter-report";

describe("the counter's interactions", () => {
  it("sorts each interaction by how it began and keeps its longest event", () => {
    const events = [
      // A key typed: keydown and keyup share the interaction.
      { name: "keydown", id: 1, start: 100, duration: 24 },
      { name: "keyup", id: 1, start: 130, duration: 40 },
      // Enter (its keydown's stamp recorded by the page).
      { name: "keydown", id: 2, start: 500.2, duration: 88 },
      { name: "keyup", id: 2, start: 560, duration: 16 },
      // The add button's press.
      { name: "pointerdown", id: 3, start: 900, duration: 32 },
      { name: "click", id: 3, start: 950, duration: 120 },
      // A press elsewhere (the search box): neither Enter nor the add.
      { name: "pointerdown", id: 4, start: 1200, duration: 56 },
    ];
    expect(interactionLatencies(events, [500.2], [900])).toEqual({ typing: [40], enter: [88], add: [120] });
  });

  it("gives the median and the worst, rounded", () => {
    expect(spread([30.4, 10.2, 20.6])).toEqual({ n: 3, p50: 21, max: 30 });
    expect(spread([10, 20, 30, 40])).toEqual({ n: 4, p50: 25, max: 40 });
    expect(spread([])).toEqual({ n: 0, p50: null, max: null });
  });

  it("meets its targets only when every viewport does", () => {
    const v = (inpMs: number | null, after: number | null) => ({
      name: "phone", width: 390, height: 844, reason: null, inpMs,
      searchPainted: spread([200]), searchAfterAnswer: spread(after === null ? [] : [after]), addedPainted: spread([80]), totalPainted: spread([90]),
      latency: { typing: spread([]), enter: spread([]), add: spread([]) },
    });
    expect(counterMeets({ cpuSlowdown: 4, viewports: [v(120, 60), v(180, 90)] })).toBe(true);
    expect(counterMeets({ cpuSlowdown: 4, viewports: [v(120, 60), v(240, 90)] })).toBe(false);
    expect(counterMeets({ cpuSlowdown: 4, viewports: [v(120, null)] })).toBe(false);
    // No interaction reached the 16 ms the browser reports.
    expect(counterMeets({ cpuSlowdown: 4, viewports: [v(null, 60)] })).toBe(true);
    expect(counterMeets({ cpuSlowdown: 4, viewports: [] })).toBeNull();
  });

  it("judges the codes' searches and shows the broad answers beside them, unjudged (since session 41)", () => {
    const before = {
      name: "tablet", width: 1024, height: 768, reason: null, inpMs: 150,
      searchPainted: spread([140, 150]), searchAfterAnswer: spread([80, 90]),
      addedPainted: spread([80]), totalPainted: spread([90]),
      latency: { typing: spread([40]), enter: spread([60]), add: spread([70]) },
    };
    const split = { ...before, broadPainted: spread([400, 420, 440]), broadAfterAnswer: spread([300, 320, 340]) };
    expect(counterMeets({ cpuSlowdown: 4, viewports: [split] })).toBe(true);
    const row = counterLines({ cpuSlowdown: 4, viewports: [split] }).find((l) => l.startsWith("| tablet"))!;
    expect(row).toContain("| 2 + 3 | 145 / 150 | 85 / 90 ✅ | 420 / 440 · 320 / 340 |");
    // A run made before the split: one population, judged as it was, no broad column.
    const old = counterLines({ cpuSlowdown: 4, viewports: [before] });
    expect(old.find((l) => l.startsWith("| tablet"))).toContain("| 2 | 145 / 150 | 85 / 90 ✅ | 1 |");
    expect(old.join("\n")).not.toContain("broad");
  });

  it("sums the long frames and shows them under the table, where a run measured them (since session 43)", () => {
    const frames = [
      { start: 10, duration: 120, blocking: 70 },
      { start: 500, duration: 1540, blocking: 1439 },
      { start: 900, duration: 210, blocking: 97 },
    ];
    expect(longFrames(frames)).toEqual({ over200: 2, longestMs: 1540, blockingMs: 1606 });
    expect(longFrames([])).toEqual({ over200: 0, longestMs: null, blockingMs: 0 });
    const v = {
      name: "tablet", width: 1024, height: 768, reason: null, inpMs: 150,
      searchPainted: spread([140]), searchAfterAnswer: spread([80]), addedPainted: spread([80]), totalPainted: spread([90]),
      latency: { typing: spread([40]), enter: spread([60]), add: spread([70]) },
    };
    const text = counterLines({ cpuSlowdown: 4, viewports: [{ ...v, longFrames: longFrames(frames) }] }).join("\n");
    expect(text).toContain("tablet 2 over 200 ms, the longest 1540 ms, blocking 1606 ms in all");
    expect(counterLines({ cpuSlowdown: 4, viewports: [v] }).join("\n")).not.toContain("Long animation frames");
  });
});
