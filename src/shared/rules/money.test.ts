import { describe, expect, it } from "vitest";
import { centsToEuro, euroToCents, formatCents, formatEuro, parseItalianDecimal } from "./money";

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
  it("converts plain amounts", () => {
    expect(euroToCents(12.4)).toBe(1240);
    expect(euroToCents(0.07)).toBe(7);
    expect(euroToCents(1234.56)).toBe(123456);
    expect(euroToCents(0)).toBe(0);
    expect(euroToCents(5)).toBe(500);
  });

  it("is robust to binary float representation", () => {
    // 0.29 * 100 = 28.999999999999996, 1.1 * 100 = 110.00000000000001
    expect(euroToCents(0.29)).toBe(29);
    expect(euroToCents(1.1)).toBe(110);
    expect(euroToCents(0.1 + 0.2)).toBe(30);
    expect(euroToCents(4.35)).toBe(435);
  });

  it("rounds half-up on the decimal value written", () => {
    // 1.005 is stored as 1.00499999999999989...
    expect(euroToCents(1.005)).toBe(101);
    expect(euroToCents(2.675)).toBe(268);
    expect(euroToCents(6.695)).toBe(670);
    expect(euroToCents(0.005)).toBe(1);
    expect(euroToCents(1.0049)).toBe(100);
  });

  it("rounds negative amounts half away from zero", () => {
    expect(euroToCents(-1.005)).toBe(-101);
    expect(euroToCents(-12.4)).toBe(-1240);
    expect(euroToCents(-1.004)).toBe(-100);
  });

  it("never returns negative zero", () => {
    expect(Object.is(euroToCents(-0.001), 0)).toBe(true);
    expect(Object.is(euroToCents(-0), 0)).toBe(true);
    expect(euroToCents(1e-9)).toBe(0);
  });

  it("handles large amounts", () => {
    expect(euroToCents(123456789.12)).toBe(12345678912);
    expect(euroToCents(12345678901.23)).toBe(1234567890123);
  });

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
  it("uses Italian separators and a normal space before the euro sign", () => {
    expect(formatEuro(1234.56)).toBe("1.234,56 €");
    expect(formatEuro(12.4)).toBe("12,40 €");
    expect(formatEuro(0)).toBe("0,00 €");
    expect(formatEuro(0.05)).toBe("0,05 €");
  });

  it("groups four-digit amounts too (unlike Intl it-IT)", () => {
    expect(formatEuro(1000)).toBe("1.000,00 €");
    expect(formatEuro(9999.99)).toBe("9.999,99 €");
  });

  it("groups large amounts", () => {
    expect(formatEuro(999.99)).toBe("999,99 €");
    expect(formatEuro(100000)).toBe("100.000,00 €");
    expect(formatEuro(1234567.8)).toBe("1.234.567,80 €");
  });

  it("formats negative amounts with a leading minus", () => {
    expect(formatEuro(-1234.56)).toBe("-1.234,56 €");
    expect(formatEuro(-0.5)).toBe("-0,50 €");
  });

  it("rounds half-up to the cent and drops a minus that rounds away", () => {
    expect(formatEuro(6.695)).toBe("6,70 €");
    expect(formatEuro(1.005)).toBe("1,01 €");
    expect(formatEuro(-0.001)).toBe("0,00 €");
  });
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
  it("reads a decimal comma", () => {
    expect(parseItalianDecimal("12,40")).toBe(12.4);
    expect(parseItalianDecimal("0,5")).toBe(0.5);
    expect(parseItalianDecimal(",5")).toBe(0.5);
    expect(parseItalianDecimal("7")).toBe(7);
  });

  it("reads thousands dots with a decimal comma", () => {
    expect(parseItalianDecimal("1.234,56")).toBe(1234.56);
    expect(parseItalianDecimal("1.234.567,8")).toBe(1234567.8);
  });

  it("reads a single dot with up to two decimals as a decimal point", () => {
    expect(parseItalianDecimal("12.40")).toBe(12.4);
    expect(parseItalianDecimal("12.4")).toBe(12.4);
    expect(parseItalianDecimal("0.05")).toBe(0.05);
  });

  it("reads a single dot followed by three digits as thousands", () => {
    expect(parseItalianDecimal("1.234")).toBe(1234);
    expect(parseItalianDecimal("1.234.567")).toBe(1234567);
  });

  it("reads a single dot with four or more decimals as a decimal point", () => {
    expect(parseItalianDecimal("0.1234")).toBe(0.1234);
  });

  it("tolerates spaces, a euro sign and a sign", () => {
    expect(parseItalianDecimal("  1.234,56 € ")).toBe(1234.56);
    expect(parseItalianDecimal("€ 12,40")).toBe(12.4);
    expect(parseItalianDecimal("-12,40")).toBe(-12.4);
    expect(parseItalianDecimal("+3")).toBe(3);
    expect(Object.is(parseItalianDecimal("-0"), 0)).toBe(true);
  });

  it("returns null for garbage", () => {
    for (const bad of [
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
    ]) {
      expect(parseItalianDecimal(bad), bad).toBeNull();
    }
  });
});
