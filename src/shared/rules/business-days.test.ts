import { describe, expect, it } from "vitest";
import {
  addDays,
  businessDaysBetween,
  dayOfWeek,
  easterMonday,
  easterSunday,
  formatIsoDate,
  isBusinessDay,
  isItalianHoliday,
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

describe("Easter", () => {
  it("computes known Easter Sundays", () => {
    expect(easterSunday(2024)).toBe("2024-03-31");
    expect(easterSunday(2025)).toBe("2025-04-20");
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(easterSunday(2019)).toBe("2019-04-21");
    expect(easterSunday(2000)).toBe("2000-04-23");
    // extremes of the Gregorian range of dates
    expect(easterSunday(2008)).toBe("2008-03-23");
    expect(easterSunday(2038)).toBe("2038-04-25");
    expect(easterSunday(2285)).toBe("2285-03-22");
  });

  it("computes Easter Monday 2025-2035", () => {
    const expected: Record<number, string> = {
      2025: "2025-04-21",
      2026: "2026-04-06",
      2027: "2027-03-29",
      2028: "2028-04-17",
      2029: "2029-04-02",
      2030: "2030-04-22",
      2031: "2031-04-14",
      2032: "2032-03-29",
      2033: "2033-04-18",
      2034: "2034-04-10",
      2035: "2035-03-26",
    };
    for (const [year, date] of Object.entries(expected)) {
      expect(easterMonday(Number(year))).toBe(date);
      expect(dayOfWeek(date)).toBe(1);
    }
  });

  it("always falls on a Sunday between 22 March and 25 April", () => {
    for (let y = 1900; y <= 2200; y++) {
      const e = easterSunday(y);
      expect(dayOfWeek(e)).toBe(0);
      expect(e.slice(5) >= "03-22" && e.slice(5) <= "04-25").toBe(true);
    }
  });

  it("rejects non-Gregorian years", () => {
    expect(() => easterSunday(1500)).toThrow(RangeError);
    expect(() => easterSunday(2026.5)).toThrow(RangeError);
  });
});

describe("Italian holidays and business days", () => {
  it("knows the fixed holidays", () => {
    for (const md of ["01-01", "01-06", "04-25", "05-01", "06-02", "08-15", "11-01", "12-08", "12-25", "12-26"]) {
      expect(isItalianHoliday(`2026-${md}`), md).toBe(true);
      expect(isItalianHoliday(`2031-${md}`), md).toBe(true);
    }
  });

  it("knows Easter Monday but not Easter Sunday's neighbours", () => {
    expect(isItalianHoliday("2026-04-06")).toBe(true);
    expect(isItalianHoliday("2033-04-18")).toBe(true);
    expect(isItalianHoliday("2026-04-07")).toBe(false);
    expect(isItalianHoliday("2026-04-03")).toBe(false); // Good Friday is a working day
  });

  it("treats ordinary days as not holidays", () => {
    expect(isItalianHoliday("2026-03-19")).toBe(false);
    expect(isItalianHoliday("2026-12-24")).toBe(false);
    expect(isItalianHoliday("2026-12-31")).toBe(false);
  });

  it("business days are weekdays that are not holidays", () => {
    expect(isBusinessDay("2026-03-27")).toBe(true); // Friday
    expect(isBusinessDay("2026-03-28")).toBe(false); // Saturday
    expect(isBusinessDay("2026-03-29")).toBe(false); // Sunday
    expect(isBusinessDay("2026-04-06")).toBe(false); // Easter Monday
    expect(isBusinessDay("2026-06-02")).toBe(false); // Tuesday, Festa della Repubblica
    expect(isBusinessDay("2026-12-24")).toBe(true);
  });

  it("finds the next business day strictly after a date", () => {
    expect(nextBusinessDay("2026-03-25")).toBe("2026-03-26");
    expect(nextBusinessDay("2026-03-27")).toBe("2026-03-30"); // Friday -> Monday
    expect(nextBusinessDay("2026-04-03")).toBe("2026-04-07"); // over Easter Monday
    expect(nextBusinessDay("2026-12-24")).toBe("2026-12-28"); // 25, 26 holidays, 27 Sunday
    expect(nextBusinessDay("2026-12-31")).toBe("2027-01-04"); // 1 Jan, weekend
    expect(nextBusinessDay("2027-01-05")).toBe("2027-01-07"); // 6 Jan Epifania
  });

  it("counts business days after a up to and including b", () => {
    expect(businessDaysBetween("2026-03-23", "2026-03-23")).toBe(0);
    expect(businessDaysBetween("2026-03-23", "2026-03-24")).toBe(1);
    expect(businessDaysBetween("2026-03-23", "2026-03-27")).toBe(4); // Mon -> Fri
    expect(businessDaysBetween("2026-03-27", "2026-03-30")).toBe(1); // Fri -> Mon
    expect(businessDaysBetween("2026-03-27", "2026-03-29")).toBe(0); // weekend only
    expect(businessDaysBetween("2026-04-02", "2026-04-09")).toBe(4); // Fri 3, Tue 7, Wed 8, Thu 9
    expect(businessDaysBetween("2026-12-23", "2026-12-31")).toBe(5); // 24, 28, 29, 30, 31
  });

  it("is zero when b is not after a", () => {
    expect(businessDaysBetween("2026-03-27", "2026-03-20")).toBe(0);
  });

  it("supports the overdue-return rule (more than 4 business days)", () => {
    const requested = "2026-12-22";
    expect(businessDaysBetween(requested, "2026-12-29")).toBe(4); // 23, 24, 28, 29
    expect(businessDaysBetween(requested, "2026-12-30")).toBe(5);
  });

  it("counts a whole year", () => {
    // 2026 has 261 weekdays. Holidays on weekdays: 1 Jan, 6 Jan, 6 Apr, 1 May,
    // 2 Jun, 8 Dec, 25 Dec; 25 Apr, 15 Aug, 1 Nov and 26 Dec fall on weekends.
    expect(businessDaysBetween("2025-12-31", "2026-12-31")).toBe(261 - 7);
  });
});
