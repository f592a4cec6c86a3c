import { describe, expect, it } from "vitest";
import { cartTotals, clampQuantityToAvailable, lineDepositCents, totalWithDeposits } from "./cart";
import { netUnitCents } from "./discount-chain";

describe("cartTotals", () => {
  it("is zero for an empty cart", () => {
    expect(cartTotals([])).toEqual({ netTotalCents: 0, depositTotalCents: 0, totalWithDepositsCents: 0, articles: 0, quantity: 0 });
  });

  it("sums rounded line totals and counts lines and quantities", () => {
    // 12.40 with 40+10 -> 6.696 -> 6.70 per unit; three of them are 20.10, not 20.09 (3 x 6.696 rounded).
    const oc90 = netUnitCents(1240, [40, 10]);
    expect(oc90).toBe(670);
    const totals = cartTotals([
      { netUnitCents: oc90, depositUnitCents: 0, qty: 3 },
      { netUnitCents: 1999, depositUnitCents: 0, qty: 6 },
      { netUnitCents: 5, depositUnitCents: 0, qty: 1 },
    ]);
    expect(totals).toEqual({ netTotalCents: 2010 + 11994 + 5, depositTotalCents: 0, totalWithDepositsCents: 2010 + 11994 + 5, articles: 3, quantity: 10 });
  });

  it("refuses amounts that are not whole cents", () => {
    expect(() => cartTotals([{ netUnitCents: 1.5, depositUnitCents: 0, qty: 2 }])).toThrow(RangeError);
    expect(() => cartTotals([{ netUnitCents: 150, depositUnitCents: 0.5, qty: 2 }])).toThrow(RangeError);
    expect(() => cartTotals([{ netUnitCents: 150, depositUnitCents: -100, qty: 2 }])).toThrow(RangeError);
  });

  it("keeps deposits as their own amount, never in the net total", () => {
    // A battery at 69,00 with a 10,00 deposit, two of them, and a filter without one.
    const totals = cartTotals([
      { netUnitCents: 6900, depositUnitCents: 1000, qty: 2 },
      { netUnitCents: 670, depositUnitCents: 0, qty: 3 },
    ]);
    expect(totals.netTotalCents).toBe(13800 + 2010);
    expect(totals.depositTotalCents).toBe(2000);
    expect(totals.totalWithDepositsCents).toBe(13800 + 2010 + 2000);
    expect(lineDepositCents(800, 4)).toBe(3200);
    // In euro on the wire: added in cents, so 0,10 + 0,20 is 0,30 and not 0,30000000000000004.
    expect(totalWithDeposits(0.1, 0.2)).toBe(0.3);
    expect(totalWithDeposits(158.1, 20)).toBe(178.1);
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
