import { describe, expect, it } from "vitest";
import { prefixRange } from "./repo";

// text_pattern_ops compares bytes: compare the UTF-8 encodings the way the index does.
const bytes = (s: string) => Buffer.from(s, "utf8");
const inside = (code: string, r: { lo: string; hi: string }) => Buffer.compare(bytes(code), bytes(r.lo)) >= 0 && Buffer.compare(bytes(code), bytes(r.hi)) < 0;

describe("prefixRange", () => {
  it("holds exactly the codes that start with the prefix, in the index's byte order", () => {
    const r = prefixRange("OC9");
    for (const code of ["OC9", "OC90", "OC9Z", "OC99999", "OC9É", "OC9\u{10FFFE}"]) expect(inside(code, r), code).toBe(true);
    for (const code of ["OC8", "OC", "OCA", "OD9", "OC:", "oc90", ""]) expect(inside(code, r), code).toBe(false);
  });

  it("works for any last character, without computing a successor", () => {
    for (const prefix of ["ZZ", "99", "AÉ", "A\uffff"]) {
      const r = prefixRange(prefix);
      expect(inside(`${prefix}1`, r)).toBe(true);
      expect(r.hi.startsWith(prefix)).toBe(true);
    }
  });
});
