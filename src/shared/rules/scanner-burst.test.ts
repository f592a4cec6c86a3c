import { describe, expect, it } from "vitest";
import { createBurstDetector, detectBurst, SCAN_MAX_GAP_MS, SCAN_HICCUP_FROM_CHARS, SCAN_MAX_PAUSE_MS, SCAN_MIN_CHARS, type KeyTarget, type ScanKey } from "./scanner-burst";

/** The keys of `text` then Enter, `gap` ms apart, typed at `target`. */
function typed(text: string, gap: number, target: KeyTarget = "other", start = 1000): ScanKey[] {
  const keys = [...text, "Enter"].map((key, i) => ({ key, at: start + i * gap, target }));
  return keys;
}

describe("keyboard scanner bursts", () => {
  it("a fast burst ending in Enter is a scan", () => {
    expect(detectBurst(typed("4009026001236", 8))).toEqual({ kind: "scan", code: "4009026001236" });
    expect(detectBurst(typed("OC90", SCAN_MAX_GAP_MS))).toEqual({ kind: "scan", code: "OC90" });
  });

  it("typing at a person's speed is not a scan", () => {
    expect(detectBurst(typed("4009026001236", 120))).toEqual({ kind: "none" });
    // Just over the threshold.
    expect(detectBurst(typed("4009026001236", SCAN_MAX_GAP_MS + 1))).toEqual({ kind: "none" });
    // A quick typist's burst of rolled keys among slower ones is still a person.
    const rolled: ScanKey[] = [0, 30, 60, 160, 190, 290, 400].map((at, i) => ({ key: i === 6 ? "Enter" : "OC90XY"[i]!, at, target: "other" }));
    expect(detectBurst(rolled)).toEqual({ kind: "none" });
  });

  it("one pause inside a fast burst (a Bluetooth hiccup) does not break it; a long pause starts again", () => {
    const hiccup = typed("4009026001236", 5).map((k, i) => (i >= 7 ? { ...k, at: k.at + 80 } : k));
    expect(detectBurst(hiccup)).toEqual({ kind: "scan", code: "4009026001236" });
    const broken = typed("4009026001236", 5).map((k, i) => (i >= 7 ? { ...k, at: k.at + SCAN_MAX_PAUSE_MS + 50 } : k));
    expect(detectBurst(broken)).toEqual({ kind: "scan", code: "001236" });
  });

  it("one slow gap on a loaded device does not undo a long scan; a short burst keeps every gap", () => {
    // The gaps Chromium saw in a CI run (load on two cores): 13 digits and Enter sent 5 ms apart.
    const gaps = [187, 14, 38, 36, 24, 18, 18, 16, 19, 21, 13, 16, 22];
    const at = gaps.reduce((times, g) => [...times, times.at(-1)! + g], [1000]);
    const keys: ScanKey[] = [..."4012345007121", "Enter"].map((key, i) => ({ key, at: at[i]!, target: "other" }));
    expect(detectBurst(keys)).toEqual({ kind: "scan", code: "4012345007121" });
    // Two slow gaps are not one hiccup: only the longest is left out, and the other counts.
    const twice = [...gaps];
    twice[5] = 240;
    const atTwice = twice.reduce((times, g) => [...times, times.at(-1)! + g], [1000]);
    expect(detectBurst(keys.map((k, i) => ({ ...k, at: atTwice[i]! })))).toEqual({ kind: "none" });
    // Below SCAN_HICCUP_FROM_CHARS every gap counts: four keys with one pause stay a person's.
    const short: ScanKey[] = [0, 30, 60, 160, 190].map((t, i) => ({ key: i === 4 ? "Enter" : "OC90"[i]!, at: t, target: "other" }));
    expect(SCAN_HICCUP_FROM_CHARS).toBeGreaterThan(4);
    expect(detectBurst(short)).toEqual({ kind: "none" });
  });

  it("too many characters is not a code", () => {
    expect(detectBurst(typed("9".repeat(150), 3))).toEqual({ kind: "none" });
  });

  it("too few characters is not a scan", () => {
    expect(detectBurst(typed("X".repeat(SCAN_MIN_CHARS - 1), 5))).toEqual({ kind: "none" });
  });

  it("a burst typed into another text field or a textarea is left alone", () => {
    expect(detectBurst(typed("4009026001236", 5, "text-field"))).toEqual({ kind: "none" });
  });

  it("a burst typed into the search box is the search box's own", () => {
    expect(detectBurst(typed("4009026001236", 5, "search-box"))).toEqual({ kind: "none" });
  });

  it("a burst while the focus is on the page body is a search", () => {
    const d = createBurstDetector();
    const verdicts = typed("W71275", 4).map((k) => d.feed(k));
    expect(verdicts.at(-1)).toEqual({ kind: "scan", code: "W71275" });
    expect(verdicts.slice(0, -1).every((v) => v.kind === "none")).toBe(true);
  });

  it("a slow start followed by a burst keeps only the burst", () => {
    const keys: ScanKey[] = [{ key: "a", at: 0, target: "other" }, ...typed("12345678", 5, "other", 500)];
    expect(detectBurst(keys)).toEqual({ kind: "scan", code: "12345678" });
  });

  it("Shift between characters (capitals) does not break a burst; shortcuts and Tab do", () => {
    const withShift: ScanKey[] = typed("OC90XY", 6).flatMap((k) => (k.key === "Enter" ? [k] : [{ ...k, key: "Shift", at: k.at - 1 }, k]));
    expect(detectBurst(withShift)).toEqual({ kind: "scan", code: "OC90XY" });
    const withCtrl = typed("OC90XY", 6).map((k, i) => (i === 2 ? { ...k, modifier: true } : k));
    expect(detectBurst(withCtrl)).toEqual({ kind: "none" });
    const withTab = typed("OC90XY", 6).map((k, i) => (i === 5 ? { ...k, key: "Tab" } : k));
    expect(detectBurst(withTab)).toEqual({ kind: "none" });
  });

  it("Enter long after the last character is not a scan", () => {
    const keys = typed("4009026001236", 5);
    keys[keys.length - 1] = { ...keys[keys.length - 1]!, at: keys[keys.length - 2]!.at + 500 };
    expect(detectBurst(keys)).toEqual({ kind: "none" });
  });

  it("after a scan the detector starts again", () => {
    const d = createBurstDetector();
    for (const k of typed("12345678", 5, "other", 0)) d.feed(k);
    const second = typed("87654321", 5, "other", 2000).map((k) => d.feed(k));
    expect(second.at(-1)).toEqual({ kind: "scan", code: "87654321" });
  });
});
