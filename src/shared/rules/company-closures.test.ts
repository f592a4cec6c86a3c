import { describe, expect, it } from "vitest";
import { isClosureDay, parseClosures } from "./company-closures";

function parse(text: string) {
  const p = parseClosures(text);
  if (!p.ok) throw new Error(p.invalid);
  return p.closures;
}

describe("company closures", () => {
  it("parses days, yearly days, ranges and warehouse prefixes", () => {
    expect(parse("")).toEqual([]);
    expect(parse(" 01:2026-08-10..2026-08-14 ; 03:10-30, 12-24")).toEqual([
      { warehouse: "01", from: "2026-08-10", to: "2026-08-14", yearly: false },
      { warehouse: "03", from: "10-30", to: "10-30", yearly: true },
      { warehouse: null, from: "12-24", to: "12-24", yearly: true },
    ]);
    expect(parse("02-29")).toEqual([{ warehouse: null, from: "02-29", to: "02-29", yearly: true }]);
  });

  it("refuses what is not a closure, naming the entry", () => {
    for (const bad of ["2026-02-30", "13-01", "2026-08-14..2026-08-10", "2026-08-10..08-14", "1:10-30", "agosto", "2026-8-1"]) {
      expect(parseClosures(`12-24, ${bad}`), bad).toEqual({ ok: false, invalid: bad });
    }
  });

  it("matches a warehouse's own closures and the company's", () => {
    const c = parse("01:2026-08-10..2026-08-14, 12-27..01-02, 06-29");
    expect(isClosureDay(c, "2026-08-10", "01")).toBe(true);
    expect(isClosureDay(c, "2026-08-14", "01")).toBe(true);
    expect(isClosureDay(c, "2026-08-15", "01")).toBe(false);
    expect(isClosureDay(c, "2026-08-10", "03")).toBe(false);
    expect(isClosureDay(c, "2026-08-10", null)).toBe(false);
    expect(isClosureDay(c, "2027-08-10", "01")).toBe(false); // that year only
    // A yearly range across the new year, and a yearly day
    expect(isClosureDay(c, "2026-12-31", "03")).toBe(true);
    expect(isClosureDay(c, "2027-01-02", null)).toBe(true);
    expect(isClosureDay(c, "2027-01-03", null)).toBe(false);
    expect(isClosureDay(c, "2026-12-26", null)).toBe(false);
    expect(isClosureDay(c, "2031-06-29", "01")).toBe(true);
  });
});
