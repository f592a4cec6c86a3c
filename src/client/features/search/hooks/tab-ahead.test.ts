// The keys typed while a Tab waits for the search's answer (tab-ahead.ts).
import { describe, expect, it } from "vitest";
import { tabAheadKey, type TabAhead } from "./tab-ahead";

const start: TabAhead = { typed: "", enter: false };

function keys(...typed: string[]): { kept: TabAhead | null; toBox: string[] } {
  let kept: TabAhead | null = start;
  const toBox: string[] = [];
  for (const key of typed) {
    if (!kept) {
      toBox.push(key);
      continue;
    }
    const { next, taken } = tabAheadKey(kept, key);
    if (!taken) toBox.push(key);
    kept = next;
  }
  return { kept, toBox };
}

describe("tab ahead of the answer", () => {
  it("keeps the quantity and the Enter that adds it", () => {
    expect(keys("2", "4", "Enter")).toEqual({ kept: { typed: "24", enter: true }, toBox: [] });
  });

  it("Backspace corrects the kept quantity; a second Tab changes nothing", () => {
    expect(keys("2", "5", "Backspace", "4", "Tab")).toEqual({ kept: { typed: "24", enter: false }, toBox: [] });
  });

  it("keeps five digits at most (10000)", () => {
    expect(keys("1", "2", "3", "4", "5", "6").kept).toEqual({ typed: "12345", enter: false });
  });

  it("after Enter the keys are the next code's, typed into the box", () => {
    expect(keys("2", "Enter", "W", "D", "4", "0")).toEqual({ kept: { typed: "2", enter: true }, toBox: ["W", "D", "4", "0"] });
  });

  it("a letter ends the wait and goes to the box with every key after it", () => {
    expect(keys("2", "W", "D")).toEqual({ kept: null, toBox: ["W", "D"] });
  });

  it("Escape ends the wait and is taken; modifiers alone change nothing", () => {
    expect(keys("2", "Shift")).toEqual({ kept: { typed: "2", enter: false }, toBox: ["Shift"] });
    expect(keys("2", "Escape")).toEqual({ kept: null, toBox: [] });
  });
});
