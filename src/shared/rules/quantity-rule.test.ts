import { describe, expect, it } from "vitest";
import { ruleMessages } from "../messages/rules";
import { coerceQuantityInput, resolveQuantityInput, quantityRuleFor, validateQuantity } from "./quantity-rule";

describe("quantityRuleFor", () => {
  it("gives the default rule to ordinary products", () => {
    expect(quantityRuleFor("P010", "W71275")).toEqual({ min: 1, max: 10000, step: 1 });
  });

  it("sells Q287/WD40 in multiples of 6", () => {
    expect(quantityRuleFor("Q287", "WD40")).toEqual({ min: 6, max: 10000, step: 6 });
  });

  it("recognises the special product however its code is typed", () => {
    expect(quantityRuleFor("q287", "wd-40")).toEqual({ min: 6, max: 10000, step: 6 });
    expect(quantityRuleFor(" Q287 ", "WD 40")).toEqual({ min: 6, max: 10000, step: 6 });
  });

  it("needs both prefix and code to match", () => {
    expect(quantityRuleFor("Q287", "WD41").step).toBe(1);
    expect(quantityRuleFor("Q288", "WD40").step).toBe(1);
  });
});

describe("validateQuantity", () => {
  it("accepts quantities within range", () => {
    expect(validateQuantity("P010", "X", 1)).toEqual({ ok: true, qty: 1 });
    expect(validateQuantity("P010", "X", 37)).toEqual({ ok: true, qty: 37 });
    expect(validateQuantity("P010", "X", 10000)).toEqual({ ok: true, qty: 10000 });
  });

  it("accepts digit strings", () => {
    expect(validateQuantity("P010", "X", " 12 ")).toEqual({ ok: true, qty: 12 });
  });

  it("rejects quantities below the minimum", () => {
    expect(validateQuantity("P010", "X", 0)).toEqual({ ok: false, message: "La quantità minima è 1" });
    expect(validateQuantity("P010", "X", -3)).toEqual({ ok: false, message: "La quantità minima è 1" });
  });

  it("rejects quantities above the maximum", () => {
    expect(validateQuantity("P010", "X", 10001)).toEqual({ ok: false, message: "La quantità massima è 10000" });
  });

  it("rejects what is not an integer", () => {
    const notInteger = { ok: false, message: "La quantità deve essere un numero intero" };
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, "abc", "", "1.5", "6,0", "1e3", null, undefined, true, {}, [6]]) {
      expect(validateQuantity("P010", "X", bad)).toEqual(notInteger);
    }
  });

  it("accepts multiples of 6 for WD40", () => {
    expect(validateQuantity("Q287", "WD40", 6)).toEqual({ ok: true, qty: 6 });
    expect(validateQuantity("Q287", "WD40", 48)).toEqual({ ok: true, qty: 48 });
    expect(validateQuantity("Q287", "WD40", 9996)).toEqual({ ok: true, qty: 9996 });
  });

  it("rejects other quantities for WD40 with the spec's message", () => {
    const expected = { ok: false, message: "Quantità deve essere un multiplo di 6" };
    expect(validateQuantity("Q287", "WD40", 1)).toEqual(expected);
    expect(validateQuantity("Q287", "WD40", 7)).toEqual(expected);
    expect(validateQuantity("Q287", "WD40", 10000)).toEqual(expected);
    expect(ruleMessages.quantityMultipleOf6).toBe("Quantità deve essere un multiplo di 6");
  });

  it("rejects 0 and above-maximum multiples for WD40", () => {
    expect(validateQuantity("Q287", "WD40", 0)).toEqual({ ok: false, message: "La quantità minima è 6" });
    expect(validateQuantity("Q287", "WD40", 10002)).toEqual({ ok: false, message: "La quantità massima è 10000" });
  });
});

describe("coerceQuantityInput", () => {
  it("keeps valid input", () => {
    expect(coerceQuantityInput("P010", "X", "5")).toBe(5);
    expect(coerceQuantityInput("P010", "X", " 10000 ")).toBe(10000);
    expect(coerceQuantityInput("Q287", "WD40", "12")).toBe(12);
  });

  it("resets invalid input to 0", () => {
    for (const raw of ["", "abc", "0", "-1", "1.5", "10001", "+3", "3e2"]) {
      expect(coerceQuantityInput("P010", "X", raw), raw).toBe(0);
    }
    expect(coerceQuantityInput("Q287", "WD40", "5")).toBe(0);
    expect(coerceQuantityInput("Q287", "WD40", "13")).toBe(0);
  });
});

describe("resolveQuantityInput", () => {
  it("rounds a pack-size product up to the next whole pack and says so in one line", () => {
    expect(resolveQuantityInput("Q287", "WD40", "5")).toEqual({ qty: 6, error: null, notice: "Venduto a multipli di 6: impostato 6" });
    expect(resolveQuantityInput("Q287", "WD40", "1")).toEqual({ qty: 6, error: null, notice: "Venduto a multipli di 6: impostato 6" });
    expect(resolveQuantityInput("Q287", "WD40", "13")).toEqual({ qty: 18, error: null, notice: "Venduto a multipli di 6: impostato 18" });
  });

  it("keeps valid quantities without a notice", () => {
    expect(resolveQuantityInput("Q287", "WD40", "12")).toEqual({ qty: 12, error: null, notice: null });
    expect(resolveQuantityInput("P010", "X", "7")).toEqual({ qty: 7, error: null, notice: null });
  });

  it("leaves empty and zero at 0 silently, and other invalid input at 0 with the rule's message", () => {
    expect(resolveQuantityInput("P010", "X", "")).toEqual({ qty: 0, error: null, notice: null });
    expect(resolveQuantityInput("Q287", "WD40", "0")).toEqual({ qty: 0, error: null, notice: null });
    expect(resolveQuantityInput("P010", "X", "10001")).toEqual({ qty: 0, error: "La quantità massima è 10000", notice: null });
    // Rounding up would pass the maximum: the rule's message instead.
    expect(resolveQuantityInput("Q287", "WD40", "9999").qty).toBe(0);
  });
});
