// The company's working calendar on the server: Italy's national holidays from date-holidays
// (country IT, type public: it follows the law, 4 October included from 2026) plus the closures of
// the configuration (COMPANY_CLOSURES). The shared rules (business-days.ts) take these days as
// input; the client gets the ones it needs from the API, because date-holidays is far too heavy for
// the browser (docs/decisions/0024-italian-calendar-and-deposits.md).
import Holidays from "date-holidays";
import { addDays, type NonWorkingDays } from "../../shared/rules/business-days";
import { isClosureDay, type Closure } from "../../shared/rules/company-closures";

const italy = new Holidays("IT", { types: ["public"] });
const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** Italy's national public holidays of a year, "YYYY-MM-DD" (computed once per year). */
export function italianHolidays(year: number): ReadonlySet<string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    // "date" is the holiday's local calendar day ("2027-10-04 00:00:00").
    days = new Set(italy.getHolidays(year).filter((h) => h.type === "public").map((h) => h.date.slice(0, 10)));
    holidaysByYear.set(year, days);
  }
  return days;
}

export interface BusinessCalendar {
  /** Holidays and closures for a warehouse's operations (null: the company-wide closures only). */
  nonWorkingDays(warehouse?: string | null): NonWorkingDays;
  /** The holidays and closure days in [from, to], ascending, for handing to the client. */
  nonWorkingDaysBetween(from: string, to: string, warehouse?: string | null): string[];
}

export function businessCalendar(closures: readonly Closure[]): BusinessCalendar {
  function nonWorkingDays(warehouse: string | null = null): NonWorkingDays {
    return { has: (date) => italianHolidays(Number(date.slice(0, 4))).has(date) || isClosureDay(closures, date, warehouse) };
  }
  return {
    nonWorkingDays,
    nonWorkingDaysBetween(from, to, warehouse = null) {
      const closed = nonWorkingDays(warehouse);
      const out: string[] = [];
      for (let d = from; d <= to; d = addDays(d, 1)) if (closed.has(d)) out.push(d);
      return out;
    },
  };
}

/** National holidays only: for demo data and tools that have no configuration. */
export const nationalCalendar = businessCalendar([]);
