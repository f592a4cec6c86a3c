import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  addDays,
  businessDaysBetween,
  dayOfWeek,
  formatIsoDate,
  isBusinessDay,
  isValidIsoDate,
  isWeekend,
  nextBusinessDay,
  parseIsoDate,
} from "./business-days";

describe("date parsing and arithmetic", () => {
  it("parses and formats ISO dates", () => {
    expect(parseIsoDate("2026-03-09")).toEqual({ y: 2026, m: 3, d: 9 });
    expect(formatIsoDate({ y: 2026, m: 3, d: 9 })).toBe("2026-03-09");
  });

  it("rejects invalid dates", () => {
    for (const bad of ["2026-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-4-1", "20260401", "", "2026-04-01T00:00"]) {
      expect(() => parseIsoDate(bad), bad).toThrow(RangeError);
      expect(isValidIsoDate(bad)).toBe(false);
    }
    expect(isValidIsoDate("2024-02-29")).toBe(true);
    expect(isValidIsoDate("2000-02-29")).toBe(true);
    expect(isValidIsoDate("1900-02-29")).toBe(false);
    expect(isValidIsoDate("0000-01-01")).toBe(false);
  });

  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-02-29", 1)).toBe("2024-03-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addDays("2026-03-29", 0)).toBe("2026-03-29");
    expect(addDays("2026-01-01", 365)).toBe("2027-01-01");
    expect(addDays("2024-01-01", 366)).toBe("2025-01-01");
    expect(addDays("1969-12-31", 1)).toBe("1970-01-01");
    expect(addDays("0099-12-31", 1)).toBe("0100-01-01"); // years below 100 stay themselves
  });

  it("matches Date.UTC over a long range", () => {
    const base = Date.UTC(1990, 0, 1);
    for (let n = 0; n < 20000; n += 37) {
      const expected = new Date(base + n * 86400000).toISOString().slice(0, 10);
      expect(addDays("1990-01-01", n)).toBe(expected);
      expect(dayOfWeek(expected)).toBe(new Date(base + n * 86400000).getUTCDay());
    }
  });

  it("knows the day of the week", () => {
    expect(dayOfWeek("2026-03-29")).toBe(0); // Sunday
    expect(dayOfWeek("2026-03-30")).toBe(1);
    expect(dayOfWeek("2026-12-26")).toBe(6);
    expect(isWeekend("2026-12-27")).toBe(true);
    expect(isWeekend("2026-12-28")).toBe(false);
  });
});

// The non-working days are an input (the server takes them from date-holidays and the
// configuration: src/server/lib/business-calendar.test.ts compares them with date-holidays).
const CLOSED = new Set(["2026-04-06", "2026-06-02", "2026-12-08", "2026-12-25", "2027-01-01", "2027-01-06", "2027-10-04"]);

describe("business days over a given set of non-working days", () => {
  it("business days are weekdays that are not in the set", () => {
    expect(isBusinessDay("2026-03-27", CLOSED)).toBe(true); // Friday
    expect(isBusinessDay("2026-03-28", CLOSED)).toBe(false); // Saturday
    expect(isBusinessDay("2026-03-29", CLOSED)).toBe(false); // Sunday
    expect(isBusinessDay("2026-04-06", CLOSED)).toBe(false); // Easter Monday
    expect(isBusinessDay("2027-10-04", CLOSED)).toBe(false); // Monday, San Francesco
    expect(isBusinessDay("2027-10-04", new Set())).toBe(true);
    expect(isBusinessDay("2026-12-24", CLOSED)).toBe(true);
  });

  it("finds the next business day strictly after a date", () => {
    expect(nextBusinessDay("2026-03-25", CLOSED)).toBe("2026-03-26");
    expect(nextBusinessDay("2026-03-27", CLOSED)).toBe("2026-03-30"); // Friday -> Monday
    expect(nextBusinessDay("2026-04-03", CLOSED)).toBe("2026-04-07"); // over Easter Monday
    expect(nextBusinessDay("2026-12-31", CLOSED)).toBe("2027-01-04"); // 1 Jan, weekend
    expect(nextBusinessDay("2027-01-05", CLOSED)).toBe("2027-01-07"); // 6 Jan Epifania
    expect(nextBusinessDay("2027-10-01", CLOSED)).toBe("2027-10-05"); // Friday -> Tuesday
  });

  it("adds business days", () => {
    expect(addBusinessDays("2026-04-02", 1, CLOSED)).toBe("2026-04-03");
    expect(addBusinessDays("2026-04-02", 2, CLOSED)).toBe("2026-04-07");
    expect(addBusinessDays("2026-04-06", 0, CLOSED)).toBe("2026-04-07"); // not a business day itself
    expect(addBusinessDays("2026-04-07", 0, CLOSED)).toBe("2026-04-07");
    expect(() => addBusinessDays("2026-04-07", -1, CLOSED)).toThrow(RangeError);
  });

  it("counts business days after a up to and including b", () => {
    expect(businessDaysBetween("2026-03-23", "2026-03-23", CLOSED)).toBe(0);
    expect(businessDaysBetween("2026-03-23", "2026-03-24", CLOSED)).toBe(1);
    expect(businessDaysBetween("2026-03-23", "2026-03-27", CLOSED)).toBe(4); // Mon -> Fri
    expect(businessDaysBetween("2026-03-27", "2026-03-30", CLOSED)).toBe(1); // Fri -> Mon
    expect(businessDaysBetween("2026-03-27", "2026-03-29", CLOSED)).toBe(0); // weekend only
    expect(businessDaysBetween("2026-04-02", "2026-04-09", CLOSED)).toBe(4); // Fri 3, Tue 7, Wed 8, Thu 9
    expect(businessDaysBetween("2027-09-30", "2027-10-05", CLOSED)).toBe(2); // Fri 1, Tue 5
  });

  it("is zero when b is not after a", () => {
    expect(businessDaysBetween("2026-03-27", "2026-03-20", CLOSED)).toBe(0);
  });
});
