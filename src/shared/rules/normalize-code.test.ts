import { describe, expect, it } from "vitest";
import { normalizeCode } from "./normalize-code";

describe("normalizeCode", () => {
  it("upper-cases and removes spaces and slashes", () => {
    expect(normalizeCode("w 712/75")).toBe("W71275");
  });

  it("removes dots", () => {
    expect(normalizeCode("1109.AY")).toBe("1109AY");
  });

  it("removes dashes, backslashes and underscores", () => {
    expect(normalizeCode("0-986-452_041\\x")).toBe("0986452041X");
  });

  it("removes every kind of whitespace, including tabs and NBSP, and trims", () => {
    expect(normalizeCode("  oc\t90\u00a0 ofe \n")).toBe("OC90OFE");
  });

  it("leaves an already normalised code and an EAN unchanged", () => {
    expect(normalizeCode("W71275")).toBe("W71275");
    expect(normalizeCode("4009026001234")).toBe("4009026001234");
  });

  it("gives the same key for differently typed forms of one code", () => {
    const forms = ["W 712/75", "w712-75", "W.712.75", " w_712\\75 "];
    expect(new Set(forms.map(normalizeCode))).toEqual(new Set(["W71275"]));
  });

  it("returns an empty string for separators only", () => {
    expect(normalizeCode(" ./-_\\ ")).toBe("");
    expect(normalizeCode("")).toBe("");
  });

  it("keeps other characters", () => {
    expect(normalizeCode("a+b#1")).toBe("A+B#1");
  });
});
