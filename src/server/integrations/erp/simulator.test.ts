import { describe, expect, it } from "vitest";
import { casaMadreNumber, ddtTypeFor, forecastFor, packagesFor, supplierOrderLabel, vatCents } from "./simulator";
import { businessDaysBetween, isBusinessDay } from "../../../shared/rules/business-days";
import { nationalCalendar } from "../../lib/business-calendar";

const holidays = nationalCalendar.nonWorkingDays();

describe("simulator rules", () => {
  it("gives a forecast 2 to 10 business days after the supplier order, the same every time", () => {
    for (let id = 1; id < 60; id++) {
      const f = forecastFor(id, "2026-12-22");
      expect(isBusinessDay(f.date, holidays)).toBe(true);
      const days = businessDaysBetween("2026-12-22", f.date, holidays);
      expect(days).toBe(2 + (id % 9));
      expect(forecastFor(id, "2026-12-22")).toEqual(f);
    }
    // Christmas, Santo Stefano and the weekend are skipped: Thursday 24, then Monday 28.
    expect(forecastFor(9, "2026-12-23").date).toBe("2026-12-28");
  });

  it("rounds VAT half-up on the cent", () => {
    expect(vatCents(1000)).toBe(220);
    expect(vatCents(1)).toBe(0); // 0.22
    expect(vatCents(3)).toBe(1); // 0.66
    expect(vatCents(25)).toBe(6); // 5.5 -> 6
    expect(vatCents(123456)).toBe(27160); // 27160.32
  });

  it("names series and numbers", () => {
    expect(ddtTypeFor("01")).toBe("B101");
    expect(ddtTypeFor("03")).toBe("B103");
    expect(supplierOrderLabel(2026, 42)).toBe("OF 2026/000042");
    expect(casaMadreNumber(2026, 1)).toBe("CM26-07919");
    expect([1, 3, 4, 7].map(packagesFor)).toEqual([1, 1, 2, 3]);
  });
});
