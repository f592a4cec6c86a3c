import { describe, expect, it } from "vitest";
import { findUnsafeInput, INPUT_TEXT_MAX, isSaneIsoDate, unsafeTextReason } from "./safe-input";

describe("unsafeTextReason", () => {
  it("refuses NUL, lone surrogates and over-long text; accepts any well-formed text", () => {
    expect(unsafeTextReason("a\u0000b")).toBe("nul");
    expect(unsafeTextReason("X\ud800")).toBe("surrogate");
    expect(unsafeTextReason("\udc00X")).toBe("surrogate");
    expect(unsafeTextReason("x".repeat(INPUT_TEXT_MAX + 1))).toBe("tooLong");
    expect(unsafeTextReason("Caffè 🚗 €")).toBeNull();
    expect(unsafeTextReason("")).toBeNull();
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
  it("accepts real dates within sane years only", () => {
    expect(isSaneIsoDate("2026-02-28")).toBe(true);
    expect(isSaneIsoDate("2028-02-29")).toBe(true);
    expect(isSaneIsoDate("2026-02-29")).toBe(false);
    expect(isSaneIsoDate("0000-01-01")).toBe(false);
    expect(isSaneIsoDate("9999-12-31")).toBe(false);
    expect(isSaneIsoDate("2026-13-01")).toBe(false);
    expect(isSaneIsoDate("2026-1-01")).toBe(false);
  });
});
