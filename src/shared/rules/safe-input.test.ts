import { describe, expect, it } from "vitest";
import { findUnsafeInput, INPUT_TEXT_MAX, isSaneIsoDate, unsafeTextReason } from "./safe-input";
import { itReturns } from "../../test-support/examples";

describe("unsafeTextReason", () => {
  itReturns(unsafeTextReason, [
    // Refused: NUL, lone surrogates
    ["a\u0000b", "nul"],
    ["X\ud800", "surrogate"],
    ["\udc00X", "surrogate"],
    // Any well-formed text is accepted
    ["Caffè 🚗 €", null],
    ["", null],
  ]);

  it("refuses over-long text", () => {
    expect(unsafeTextReason("x".repeat(INPUT_TEXT_MAX + 1))).toBe("tooLong");
  });
});

describe("findUnsafeInput", () => {
  it("finds the first unsafe value at any depth, keys included", () => {
    expect(findUnsafeInput({ a: [1, { b: "ok" }, { c: "x\u0000" }] })).toEqual({ path: "a.2.c", reason: "nul" });
    expect(findUnsafeInput({ ["k\ud800"]: 1 })).toMatchObject({ reason: "surrogate" });
    expect(findUnsafeInput({ n: 1e308 })).toEqual({ path: "n", reason: "number" });
    expect(findUnsafeInput({ n: 12.5, m: -3, s: "OC90", t: true, u: null })).toBeNull();
    let deep: unknown = "x";
    for (let i = 0; i < 30; i++) deep = [deep];
    expect(findUnsafeInput(deep)).toMatchObject({ reason: "tooDeep" });
  });
});

describe("isSaneIsoDate", () => {
  itReturns(isSaneIsoDate, [
    ["2026-02-28", true],
    ["2028-02-29", true],
    // Not a real day
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["2026-1-01", false],
    // Outside the sane years
    ["0000-01-01", false],
    ["9999-12-31", false],
  ]);
});
