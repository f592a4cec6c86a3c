import { describe, expect, it } from "vitest";
import { normalizeCode } from "./normalize-code";
import { itReturns } from "../../test-support/examples";

describe("normalizeCode", () => {
  itReturns(normalizeCode, [
    // Upper-cases and removes spaces, slashes, dots, dashes, backslashes and underscores
    ["w 712/75", "W71275"],
    ["1109.AY", "1109AY"],
    ["0-986-452_041\\x", "0986452041X"],
    // Removes every kind of whitespace, including tabs and NBSP, and trims
    ["  oc\t90\u00a0 ofe \n", "OC90OFE"],
    // Leaves an already normalised code and an EAN unchanged
    ["W71275", "W71275"],
    ["4009026001234", "4009026001234"],
    // Separators only give an empty string
    [" ./-_\\ ", ""],
    ["", ""],
    // Keeps other characters
    ["a+b#1", "A+B#1"],
  ]);

  it("gives the same key for differently typed forms of one code", () => {
    const forms = ["W 712/75", "w712-75", "W.712.75", " w_712\\75 "];
    expect(new Set(forms.map(normalizeCode))).toEqual(new Set(["W71275"]));
  });
});
