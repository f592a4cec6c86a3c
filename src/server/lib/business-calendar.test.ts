import { describe, expect, it } from "vitest";
import Holidays from "date-holidays";
import { addDays, businessDaysBetween, isBusinessDay, nextBusinessDay } from "../../shared/rules/business-days";
import { countdownTarget } from "../../shared/rules/countdown";
import { parseClosures, type Closure } from "../../shared/rules/company-closures";
import { businessCalendar, nationalCalendar } from "./business-calendar";

function closures(text: string): Closure[] {
  const parsed = parseClosures(text);
  if (!parsed.ok) throw new Error(`invalid closures ${parsed.invalid}`);
  return parsed.closures;
}

describe("the business-day rule on the server's calendar", () => {
  it("agrees with date-holidays (IT, public) on every day from 2026 to 2100", { timeout: 60_000 }, () => {
    // date-holidays' own yearly lists (a separate instance, all types, filtered here), and its
    // day-by-day lookup (by instant, in Rome's zone) on every 29th day: its per-day call is slow.
    const italy = new Holidays("IT");
    const closed = nationalCalendar.nonWorkingDays();
    const publicDays = new Set<string>();
    for (let y = 2026; y <= 2100; y++) for (const h of italy.getHolidays(y)) if (h.type === "public") publicDays.add(h.date.slice(0, 10));
    const disagreements: string[] = [];
    let checked = 0;
    for (let d = "2026-01-01"; d <= "2100-12-31"; d = addDays(d, 1)) {
      const [y, m, day] = d.split("-").map(Number) as [number, number, number];
      const noon = new Date(Date.UTC(y, m - 1, day, 11));
      const dow = noon.getUTCDay();
      const weekday = dow !== 0 && dow !== 6;
      if (isBusinessDay(d, closed) !== (weekday && !publicDays.has(d))) disagreements.push(d);
      if (checked % 29 === 0 || publicDays.has(d)) {
        const holiday = (italy.isHoliday(noon) || []).some((h) => h.type === "public");
        if (isBusinessDay(d, closed) !== (weekday && !holiday)) disagreements.push(`${d} (isHoliday)`);
      }
      checked++;
    }
    expect(disagreements).toEqual([]);
    expect(checked).toBe(75 * 365 + 18); // 2028 ... 2096 are leap years, 2100 is not
  });

  it("knows Easter Monday, San Francesco from 2026 and the fixed holidays", () => {
    const closed = nationalCalendar.nonWorkingDays();
    for (const d of ["2026-04-06", "2027-03-29", "2033-04-18", "2027-10-04", "2030-10-04", "2026-06-02", "2026-12-08"]) {
      expect(isBusinessDay(d, closed), d).toBe(false);
    }
    // Good Friday, Christmas Eve and New Year's Eve are working days; 4 October was one in 2024.
    for (const d of ["2026-04-03", "2026-12-24", "2026-12-31", "2024-10-04"]) expect(isBusinessDay(d, closed), d).toBe(true);
    expect(nextBusinessDay("2027-10-01", closed)).toBe("2027-10-05");
    expect(nextBusinessDay("2026-12-24", closed)).toBe("2026-12-28");
  });

  it("counts a whole year", () => {
    // 2027 has 261 weekdays; 25 Apr, 1 May, 15 Aug, 25 and 26 Dec fall on weekends.
    const closed = nationalCalendar.nonWorkingDays();
    const weekdayHolidays = ["2027-01-01", "2027-01-06", "2027-03-29", "2027-06-02", "2027-10-04", "2027-11-01", "2027-12-08"];
    expect(businessDaysBetween("2026-12-31", "2027-12-31", closed)).toBe(261 - weekdayHolidays.length);
  });

  it("adds the configured closures, per warehouse or for the whole company", () => {
    const calendar = businessCalendar(closures("01:2026-08-10..2026-08-14; 03:10-30, 12-24"));
    const senise = calendar.nonWorkingDays("01");
    const cagliari = calendar.nonWorkingDays("03");
    const company = calendar.nonWorkingDays();
    expect(isBusinessDay("2026-08-12", senise)).toBe(false);
    expect(isBusinessDay("2026-08-12", cagliari)).toBe(true);
    expect(isBusinessDay("2026-08-12", company)).toBe(true);
    expect(isBusinessDay("2026-10-30", cagliari)).toBe(false); // a Friday; every year
    expect(isBusinessDay("2029-10-30", cagliari)).toBe(false);
    expect(isBusinessDay("2026-10-30", senise)).toBe(true);
    expect(isBusinessDay("2026-12-24", senise) || isBusinessDay("2026-12-24", company)).toBe(false);
    expect(calendar.nonWorkingDaysBetween("2026-08-07", "2026-08-17", "01")).toEqual(["2026-08-10", "2026-08-11", "2026-08-12", "2026-08-13", "2026-08-14", "2026-08-15"]);
    // The countdown on Friday 7 August evening at Senise: Monday 17 (Ferragosto is a Saturday).
    expect(countdownTarget(new Date("2026-08-07T17:00:00Z"), ["11:30"], senise)?.toISOString()).toBe("2026-08-17T09:30:00.000Z");
  });
});
