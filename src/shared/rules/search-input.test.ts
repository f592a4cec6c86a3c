import { describe, expect, it } from "vitest";
import { checkSearchInput, cleanSearchInput } from "./search-input";
import { SEARCH_MAX_CHARS } from "./limits";

describe("checkSearchInput", () => {
  it("refuses an empty or blank search (it is not sent)", () => {
    expect(checkSearchInput("")).toEqual({ ok: false, reason: "empty" });
    expect(checkSearchInput("   \t ")).toEqual({ ok: false, reason: "empty" });
  });

  it("asks for at least 3 characters after trimming", () => {
    expect(checkSearchInput("oc")).toEqual({ ok: false, reason: "short" });
    expect(checkSearchInput("  o  ")).toEqual({ ok: false, reason: "short" });
    expect(checkSearchInput(" oc9 ")).toEqual({ ok: true, value: "oc9", normalized: "OC9" });
  });

  it("counts code points, not UTF-16 units", () => {
    expect(checkSearchInput("🔧🔧").ok).toBe(false);
    expect(checkSearchInput("🔧🔧🔧").ok).toBe(true);
  });

  it("refuses more than the maximum length", () => {
    expect(checkSearchInput("x".repeat(SEARCH_MAX_CHARS)).ok).toBe(true);
    expect(checkSearchInput("x".repeat(SEARCH_MAX_CHARS + 1))).toEqual({ ok: false, reason: "long" });
  });

  it("normalises the code the way stored codes are normalised", () => {
    const r = checkSearchInput("w 712/75");
    expect(r.ok && r.normalized).toBe("W71275");
  });

  it("drops control characters such as NUL", () => {
    expect(cleanSearchInput("oc\u000090\n")).toBe("oc 90");
    const r = checkSearchInput("\u0000\u0001\u0002");
    expect(r).toEqual({ ok: false, reason: "empty" });
  });
});
