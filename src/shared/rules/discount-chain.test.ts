import { describe, expect, it } from "vitest";
import {
  chainFactor,
  chainLabel,
  chainTotalPercent,
  discountLabel,
  formatChain,
  lineTotalCents,
  netUnitCents,
  parseDiscountChain,
  sumCents,
} from "./discount-chain";
import { itReturns } from "../../test-support/examples";

describe("parseDiscountChain", () => {
  itReturns(parseDiscountChain, [
    // Chains with and without spaces
    ["40+10", [40, 10]],
    [" 40 + 10 ", [40, 10]],
    ["50", [50]],
    ["30+10+5+2", [30, 10, 5, 2]],
    // An empty chain is no discount
    ["", []],
    ["   ", []],
    // Zero and the bounds
    ["0", [0]],
    ["100", [100]],
    ["100,00", [100]],
    // Decimals with comma or dot, and a percent sign
    ["12,5+3", [12.5, 3]],
    ["12.5+3", [12.5, 3]],
    ["33,33", [33.33]],
    ["40%+10%", [40, 10]],
  ]);

  it("rejects invalid chains", () => {
    for (const bad of ["40+", "+10", "40++10", "abc", "40-10", "-5", "101", "100,01", "40+10x", "12,345", "1e2", "40,", "40 10", "∞"]) {
      expect(parseDiscountChain(bad), bad).toBeNull();
    }
  });
});

describe("chainFactor and chainTotalPercent", () => {
  it("compounds the steps", () => {
    expect(chainFactor([40, 10])).toBeCloseTo(0.54, 12);
    expect(chainTotalPercent([40, 10])).toBe(46);
  });

  it("is exact for decimal steps", () => {
    expect(chainTotalPercent([12.5, 3])).toBe(15.125);
    expect(chainTotalPercent([50, 50])).toBe(75);
    expect(chainTotalPercent([10, 10, 10])).toBe(27.1);
  });

  it("handles no discount and full discount", () => {
    expect(chainFactor([])).toBe(1);
    expect(chainTotalPercent([])).toBe(0);
    expect(chainTotalPercent([0])).toBe(0);
    expect(chainFactor([100, 20])).toBe(0);
    expect(chainTotalPercent([100])).toBe(100);
  });

  it("rounds the total to six decimals", () => {
    // 1 - 0.6667^2 = 0.55551111 -> 55.551111 %
    expect(chainTotalPercent([33.33, 33.33])).toBe(55.551111);
    // 1 - 0.6667^3 = 0.703659257037: 70.3659257037 % rounded to six decimals
    expect(chainTotalPercent([33.33, 33.33, 33.33])).toBe(70.365926);
  });

  it("rejects steps out of range or with more than two decimals", () => {
    expect(() => chainFactor([101])).toThrow(RangeError);
    expect(() => chainFactor([-1])).toThrow(RangeError);
    expect(() => chainTotalPercent([12.345])).toThrow(RangeError);
    expect(() => chainTotalPercent([Number.NaN])).toThrow(RangeError);
  });
});

describe("netUnitCents", () => {
  it("applies 40+10 to 12.40 as 6.70 (6.696 rounded)", () => {
    expect(netUnitCents(1240, [40, 10])).toBe(670);
  });

  it("returns the list price for an empty chain", () => {
    expect(netUnitCents(1240, [])).toBe(1240);
    expect(netUnitCents(1240, [0])).toBe(1240);
  });

  it("rounds a value that lands exactly on half a cent up", () => {
    // 1.01 * 0.5 = 0.505 exactly
    expect(netUnitCents(101, [50])).toBe(51);
    // 12.35 * 0.9 = 11.115 exactly, a classic float trap (11.114999...)
    expect(netUnitCents(1235, [10])).toBe(1112);
    // 0.01 * 0.5 = 0.005
    expect(netUnitCents(1, [50])).toBe(1);
    // 4.30 with 50+10: 430 * 0.5 * 0.9 = 193.5 cents
    expect(netUnitCents(430, [50, 10])).toBe(194);
  });

  it("rounds just below half a cent down", () => {
    // 3 * 0.5 * 0.99 = 1.485
    expect(netUnitCents(3, [50, 1])).toBe(1);
    // 999 * 0.6667 = 666.0333
    expect(netUnitCents(999, [33.33])).toBe(666);
  });

  it("handles decimal steps exactly", () => {
    // 100.00 * 0.875 * 0.97 = 84.875 -> 84.88
    expect(netUnitCents(10000, [12.5, 3])).toBe(8488);
  });

  it("gives zero for a full discount", () => {
    expect(netUnitCents(1240, [100])).toBe(0);
  });

  it("does not drift on long chains and large prices", () => {
    // 1,000,000.00 with 10+10+10+10+10: 0.59049 * 1e8 cents
    expect(netUnitCents(100_000_000, [10, 10, 10, 10, 10])).toBe(59_049_000);
  });

  it("rejects non-integer list prices", () => {
    expect(() => netUnitCents(12.4, [10])).toThrow(RangeError);
  });
});

describe("lineTotalCents and sumCents", () => {
  it("multiplies the already rounded unit price", () => {
    expect(lineTotalCents(670, 3)).toBe(2010);
    expect(lineTotalCents(670, 0)).toBe(0);
  });

  it("totals are sums of line totals, not of unrounded amounts", () => {
    const lines = [
      lineTotalCents(netUnitCents(1240, [40, 10]), 3),
      lineTotalCents(netUnitCents(101, [50]), 2),
    ];
    expect(sumCents(lines)).toBe(2010 + 102);
  });

  it("sums an empty list to zero", () => {
    expect(sumCents([])).toBe(0);
  });

  it("rejects non-integers and overflow", () => {
    expect(() => lineTotalCents(1.5, 2)).toThrow(RangeError);
    expect(() => lineTotalCents(100, 1.5)).toThrow(RangeError);
    expect(() => lineTotalCents(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
    expect(() => sumCents([1, 0.5])).toThrow(RangeError);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});

describe("formatChain and discountLabel", () => {
  it("formats the canonical chain with dot decimals", () => {
    expect(formatChain([40, 10])).toBe("40+10");
    expect(formatChain([12.5, 3])).toBe("12.5+3");
    expect(formatChain([33.33])).toBe("33.33");
    expect(formatChain([5.05])).toBe("5.05");
    expect(formatChain([])).toBe("");
    expect(formatChain([0])).toBe("0");
  });

  it("drops float noise", () => {
    expect(formatChain([0.1 + 0.2])).toBe("0.3");
  });

  it("round-trips through parseDiscountChain", () => {
    for (const text of ["40+10", "12.5+3", "50", "33.33+0.5"]) {
      const steps = parseDiscountChain(text);
      expect(steps).not.toBeNull();
      expect(formatChain(steps ?? [])).toBe(text);
    }
  });

  it("labels with the Italian decimal comma and is empty without a discount", () => {
    expect(discountLabel([40, 10])).toBe("40+10");
    expect(discountLabel([12.5, 3])).toBe("12,5+3");
    expect(discountLabel([])).toBe("");
    expect(discountLabel([0])).toBe("");
    expect(discountLabel([0, 0])).toBe("");
  });
});

describe("chainLabel", () => {
  it("labels a stored chain, empty without discount or when it cannot be read", () => {
    expect(chainLabel("40+10")).toBe(discountLabel([40, 10]));
    expect(chainLabel("0")).toBe("");
    expect(chainLabel("abc")).toBe("");
  });
});
