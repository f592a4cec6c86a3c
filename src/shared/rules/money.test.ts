import { describe, expect, it } from "vitest";
import { centsToEuro, euroToCents, formatCents, formatEuro, parseItalianDecimal } from "./money";
import { itReturns } from "../../test-support/examples";

describe("centsToEuro", () => {
  it("converts to euro with two exact decimals", () => {
    expect(centsToEuro(1240)).toBe(12.4);
    expect(centsToEuro(123456)).toBe(1234.56);
    expect(centsToEuro(1)).toBe(0.01);
    expect(centsToEuro(-670)).toBe(-6.7);
    expect(centsToEuro(0)).toBe(0);
  });

  it("gives the same number JSON would parse from the two-decimal text", () => {
    for (const c of [7, 29, 110, 1005, 99999, 123456789]) {
      expect(centsToEuro(c)).toBe(JSON.parse((c / 100).toFixed(2)));
    }
  });

  it("never returns negative zero", () => {
    expect(Object.is(centsToEuro(-0), 0)).toBe(true);
  });

  it("rejects non-integer cents", () => {
    expect(() => centsToEuro(12.5)).toThrow(RangeError);
    expect(() => centsToEuro(Number.NaN)).toThrow(RangeError);
  });
});

describe("euroToCents", () => {
  itReturns(euroToCents, [
    // Plain amounts
    [12.4, 1240],
    [0.07, 7],
    [1234.56, 123456],
    [0, 0],
    [5, 500],
    // Robust to binary float representation: 0.29 * 100 = 28.999999999999996, 1.1 * 100 = 110.00000000000001
    [0.29, 29],
    [1.1, 110],
    [0.1 + 0.2, 30],
    [4.35, 435],
    // Half-up on the decimal value written (1.005 is stored as 1.00499999999999989...)
    [1.005, 101],
    [2.675, 268],
    [6.695, 670],
    [0.005, 1],
    [1.0049, 100],
    // Negative amounts half away from zero
    [-1.005, -101],
    [-12.4, -1240],
    [-1.004, -100],
    // Never negative zero (compared with Object.is)
    [-0.001, 0],
    [-0, 0],
    [1e-9, 0],
    // Large amounts
    [123456789.12, 12345678912],
    [12345678901.23, 1234567890123],
  ]);

  it("round-trips with centsToEuro", () => {
    for (let c = -2000; c <= 2000; c += 7) {
      expect(euroToCents(centsToEuro(c))).toBe(c);
    }
  });

  it("rejects non-finite and out-of-range amounts", () => {
    expect(() => euroToCents(Number.NaN)).toThrow(RangeError);
    expect(() => euroToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => euroToCents(1e14)).toThrow(RangeError);
  });
});

describe("formatEuro", () => {
  itReturns(formatEuro, [
    // Italian separators and a normal space before the euro sign
    [1234.56, "1.234,56 €"],
    [12.4, "12,40 €"],
    [0, "0,00 €"],
    [0.05, "0,05 €"],
    // Four-digit amounts are grouped too (unlike Intl it-IT), and large amounts
    [1000, "1.000,00 €"],
    [9999.99, "9.999,99 €"],
    [999.99, "999,99 €"],
    [100000, "100.000,00 €"],
    [1234567.8, "1.234.567,80 €"],
    // Negative amounts with a leading minus
    [-1234.56, "-1.234,56 €"],
    [-0.5, "-0,50 €"],
    // Half-up to the cent; a minus that rounds away is dropped
    [6.695, "6,70 €"],
    [1.005, "1,01 €"],
    [-0.001, "0,00 €"],
  ]);
});

describe("formatCents", () => {
  it("formats integer cents", () => {
    expect(formatCents(123456)).toBe("1.234,56 €");
    expect(formatCents(-5)).toBe("-0,05 €");
    expect(formatCents(100)).toBe("1,00 €");
  });

  it("rejects non-integer cents", () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });
});

describe("parseItalianDecimal", () => {
  itReturns(parseItalianDecimal, [
    // A decimal comma
    ["12,40", 12.4],
    ["0,5", 0.5],
    [",5", 0.5],
    ["7", 7],
    // Thousands dots with a decimal comma
    ["1.234,56", 1234.56],
    ["1.234.567,8", 1234567.8],
    // A single dot with up to two decimals is a decimal point
    ["12.40", 12.4],
    ["12.4", 12.4],
    ["0.05", 0.05],
    // A single dot followed by three digits is thousands
    ["1.234", 1234],
    ["1.234.567", 1234567],
    // A single dot with four or more decimals is a decimal point
    ["0.1234", 0.1234],
    // Spaces, a euro sign and a sign are tolerated
    ["  1.234,56 € ", 1234.56],
    ["€ 12,40", 12.4],
    ["-12,40", -12.4],
    ["+3", 3],
  ]);

  it("reads minus zero as zero", () => {
    expect(Object.is(parseItalianDecimal("-0"), 0)).toBe(true);
  });

  it.each([
    "",
    "   ",
    "abc",
    "12a",
    "1,2,3",
    "12,",
    "1.23.4",
    "12.34,5.6",
    "1..2",
    "12.",
    "--5",
    "-",
    "1,23.45",
    "1.2345,6",
    "12 ,40x",
    "Infinity",
    "NaN",
    "1e3",
  ])("returns null for the garbage %j", (bad) => {
    expect(parseItalianDecimal(bad)).toBeNull();
  });
});
