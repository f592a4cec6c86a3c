import { describe, expect, it } from "vitest";
import { cartTotals, clampQuantityToAvailable } from "./cart";
import { netUnitCents } from "./discount-chain";

describe("cartTotals", () => {
  it("is zero for an empty cart", () => {
    expect(cartTotals([])).toEqual({ netTotalCents: 0, articles: 0, quantity: 0 });
  });

  it("sums rounded line totals and counts lines and quantities", () => {
    // 12.40 with 40+10 -> 6.696 -> 6.70 per unit; three of them are 20.10, not 20.09 (3 x 6.696 rounded).
    const oc90 = netUnitCents(1240, [40, 10]);
    expect(oc90).toBe(670);
    const totals = cartTotals([
      { netUnitCents: oc90, qty: 3 },
      { netUnitCents: 1999, qty: 6 },
      { netUnitCents: 5, qty: 1 },
    ]);
    expect(totals).toEqual({ netTotalCents: 2010 + 11994 + 5, articles: 3, quantity: 10 });
  });

  it("refuses amounts that are not whole cents", () => {
    expect(() => cartTotals([{ netUnitCents: 1.5, qty: 2 }])).toThrow(RangeError);
  });
});

describe("clampQuantityToAvailable", () => {
  it("keeps a quantity that fits", () => {
    expect(clampQuantityToAvailable("outf", "BAT70", 2, 5)).toBe(2);
  });

  it("lowers to what is available", () => {
    expect(clampQuantityToAvailable("outf", "BAT70", 5, 2)).toBe(2);
  });

  it("answers 0 (drop the line) when nothing is available or unknown", () => {
    expect(clampQuantityToAvailable("outf", "BAT70", 5, 0)).toBe(0);
    expect(clampQuantityToAvailable("outf", "BAT70", 5, null)).toBe(0);
    expect(clampQuantityToAvailable("outf", "BAT70", 5, -3)).toBe(0);
  });

  it("keeps boxes of six whole for Q287/WD40", () => {
    expect(clampQuantityToAvailable("Q287", "WD40", 24, 15)).toBe(12);
    expect(clampQuantityToAvailable("Q287", "WD40", 24, 5)).toBe(0);
  });
});
