import { describe, expect, it } from "vitest";
import { authCodeFor, isOverdue, returnableQty, returnYears } from "./returns";
import { parseClosures, isClosureDay } from "./company-closures";

// Italy's holidays that matter here, as the server calendar gives them.
const holidays = new Set(["2026-12-08", "2026-12-25", "2026-12-26", "2027-01-01", "2027-01-06"]);
const parsed = parseClosures("12-28..12-31");
if (!parsed.ok) throw new Error(parsed.invalid);
const closures = parsed.closures;
const closed = { has: (d: string) => holidays.has(d) || isClosureDay(closures, d, null) };
const req = (ddtDate: string, requestDate: string, reasonText = "Articolo errato", status = "RICHIESTO" as const) => ({ ddtDate, requestDate, reasonText, status });

describe("overdue return rule", () => {
  it("counts business days only: a weekend in between does not make it overdue", () => {
    // Thu 2026-11-19 → Wed 2026-11-25: Fri, Mon, Tue, Wed = 4 business days.
    expect(isOverdue(req("2026-11-19", "2026-11-25"), closed)).toBe(false);
    // Thu → Thu: 5 business days.
    expect(isOverdue(req("2026-11-19", "2026-11-26"), closed)).toBe(true);
  });

  it("skips national holidays", () => {
    // Fri 2026-12-04 → Thu 2026-12-10: Mon 7, (Tue 8 Immacolata), Wed 9, Thu 10 = 3.
    expect(isOverdue(req("2026-12-04", "2026-12-10"), closed)).toBe(false);
    // → Mon 2026-12-14: 7, 9, 10, 11, 14 = 5.
    expect(isOverdue(req("2026-12-04", "2026-12-14"), closed)).toBe(true);
  });

  it("skips the company's closures and the Christmas holidays", () => {
    // Wed 2026-12-23 → Thu 2027-01-07: 24, (25, 26 holidays), (28-31 closed), (1 Jan, 6 Jan), 4, 5, 7 = 4.
    expect(isOverdue(req("2026-12-23", "2027-01-07"), closed)).toBe(false);
    // Without the closures the same gap is 8 business days.
    expect(isOverdue(req("2026-12-23", "2027-01-07"), { has: (d: string) => holidays.has(d) })).toBe(true);
  });

  it("only RICHIESTO requests, and never the Cauzione reason", () => {
    expect(isOverdue(req("2026-11-02", "2026-11-26", "Cauzione"), closed)).toBe(false);
    expect(isOverdue(req("2026-11-02", "2026-11-26", " cauzione "), closed)).toBe(false);
    expect(isOverdue({ ...req("2026-11-02", "2026-11-26"), status: "AUTORIZZATO" as never }, closed)).toBe(false);
    expect(isOverdue(req("2026-11-02", "2026-11-26"), closed)).toBe(true);
  });
});

describe("return helpers", () => {
  it("quantity left, years, authorisation code", () => {
    expect(returnableQty(5, 3)).toBe(2);
    expect(returnableQty(2, 3)).toBe(0);
    expect(returnYears(2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020]);
    expect(authCodeFor(2026, 42)).toBe("AR26-000042");
  });
});
