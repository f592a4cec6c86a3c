import { describe, expect, it } from "vitest";
import { amountFilterText, applyColumnFilters, matchesColumnFilter } from "./column-filter";

describe("matchesColumnFilter", () => {
  it("is a case-insensitive contains for text", () => {
    expect(matchesColumnFilter("Filtro olio OC90", "oc9")).toBe(true);
    expect(matchesColumnFilter("Filtro olio OC90", "  FILTRO ")).toBe(true);
    expect(matchesColumnFilter("Filtro olio OC90", "aria")).toBe(false);
    expect(matchesColumnFilter("Perché", "PERCHÉ")).toBe(true);
  });

  it("matches everything with an empty filter and nothing on a missing value", () => {
    expect(matchesColumnFilter("x", "")).toBe(true);
    expect(matchesColumnFilter(null, "")).toBe(true);
    expect(matchesColumnFilter(null, "a")).toBe(false);
    expect(matchesColumnFilter(undefined, "a")).toBe(false);
  });

  it("exact columns compare the whole value, ignoring case", () => {
    expect(matchesColumnFilter("01", "01", "exact")).toBe(true);
    expect(matchesColumnFilter("010", "01", "exact")).toBe(false);
    expect(matchesColumnFilter("AbC", "abc", "exact")).toBe(true);
  });

  it("reads a decimal comma as a point in amount columns", () => {
    expect(matchesColumnFilter(12.4, "12,4", "amount")).toBe(true);
    expect(matchesColumnFilter(12.4, "12.40", "amount")).toBe(true);
    expect(matchesColumnFilter(12.4, "12,5", "amount")).toBe(false);
    expect(matchesColumnFilter(1234.5, "1234,50 €", "amount")).toBe(true);
    expect(matchesColumnFilter(6.7, "6,7", "amount")).toBe(true);
    expect(matchesColumnFilter(6.7, "6.70", "amount")).toBe(true);
    expect(amountFilterText(0.1 + 0.2)).toBe("0.30");
  });

  it("numbers in text columns match their digits", () => {
    expect(matchesColumnFilter(100001, "0001")).toBe(true);
  });
});

describe("applyColumnFilters", () => {
  const rows = [
    { code: "OC90", amount: 12.4, wh: "01" },
    { code: "OC91", amount: 7.5, wh: "03" },
    { code: "PAD4455", amount: 47.1, wh: "01" },
  ];
  const cols = [
    { key: "code", value: (r: (typeof rows)[number]) => r.code },
    { key: "amount", kind: "amount" as const, value: (r: (typeof rows)[number]) => r.amount },
    { key: "wh", kind: "exact" as const, value: (r: (typeof rows)[number]) => r.wh },
  ];

  it("keeps rows matching every active filter", () => {
    expect(applyColumnFilters(rows, cols, {}).map((r) => r.code)).toEqual(["OC90", "OC91", "PAD4455"]);
    expect(applyColumnFilters(rows, cols, { code: "oc" }).map((r) => r.code)).toEqual(["OC90", "OC91"]);
    expect(applyColumnFilters(rows, cols, { code: "oc", wh: "01" }).map((r) => r.code)).toEqual(["OC90"]);
    expect(applyColumnFilters(rows, cols, { amount: "7,5" }).map((r) => r.code)).toEqual(["OC91"]);
    expect(applyColumnFilters(rows, cols, { amount: "7,5", wh: "01" })).toEqual([]);
  });
});
