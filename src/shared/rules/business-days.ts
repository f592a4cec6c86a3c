// Business days on plain dates ("YYYY-MM-DD"). Arithmetic goes through date-fns on a Date at local
// midnight of that calendar day and straight back to "YYYY-MM-DD": date-fns adds calendar days
// (setDate), so a daylight-saving change in the local zone never moves the day.
//
// Which days are not worked besides Saturday and Sunday (Italy's national holidays and the
// company's closures) is an input: the server computes them from date-holidays and the closures of
// its configuration (src/server/lib/business-calendar.ts) and hands the client the ones it needs
// (docs/decisions/0024-italian-calendar-and-deposits.md). The holiday data would be too heavy for
// the browser, and a single source keeps both sides agreeing.
import { addDays as addDaysFns } from "date-fns/addDays";
import { formatISO } from "date-fns/formatISO";
import { getDay } from "date-fns/getDay";

export interface CalendarDate {
  y: number;
  m: number;
  d: number;
}

/** The days that are not worked besides weekends, "YYYY-MM-DD" (a Set<string> is one). */
export interface NonWorkingDays {
  has(date: string): boolean;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// date-fns's parse/format would bring their locale and token tables into the first view (about
// 9 KB gzip): the fixed "YYYY-MM-DD" shape is read here and written with formatISO.
function toDate(date: string): Date {
  const match = ISO_DATE.exec(date);
  const [y, m, d] = match ? [Number(match[1]), Number(match[2]) - 1, Number(match[3])] : [0, 0, 0];
  const day = new Date(2000, 0, 1);
  // setFullYear, not the constructor: years below 100 would become 19xx.
  day.setFullYear(y, m, d);
  // A day that rolled over (2026-02-30 -> 2 March) or year 0 is not a date.
  if (!match || y < 1 || day.getFullYear() !== y || day.getMonth() !== m || day.getDate() !== d) {
    throw new RangeError(`invalid date "${date}", expected YYYY-MM-DD`);
  }
  return day;
}

function fromDate(d: Date): string {
  return formatISO(d, { representation: "date" });
}

export function parseIsoDate(date: string): CalendarDate {
  const d = toDate(date);
  return { y: d.getFullYear(), m: d.getMonth() + 1, d: d.getDate() };
}

export function isValidIsoDate(date: string): boolean {
  try {
    toDate(date);
    return true;
  } catch {
    return false;
  }
}

export function formatIsoDate({ y, m, d }: CalendarDate): string {
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

export function addDays(date: string, n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`days must be an integer, got ${n}`);
  return fromDate(addDaysFns(toDate(date), n));
}

/** 0 = Sunday ... 6 = Saturday, as Date#getDay. */
export function dayOfWeek(date: string): number {
  return getDay(toDate(date));
}

export function isWeekend(date: string): boolean {
  const dow = dayOfWeek(date);
  return dow === 0 || dow === 6;
}

/** Monday to Friday and not a holiday or closure day. */
export function isBusinessDay(date: string, closed: NonWorkingDays): boolean {
  return !isWeekend(date) && !closed.has(date);
}

/** The first business day after `date`. */
export function nextBusinessDay(date: string, closed: NonWorkingDays): string {
  let d = addDays(date, 1);
  // Bounded by the longest closure: a handful of iterations (Christmas and a weekend).
  while (!isBusinessDay(d, closed)) d = addDays(d, 1);
  return d;
}

/** The n-th business day after `date` (n ≥ 1); with n = 0, `date` itself or the next business day. */
export function addBusinessDays(date: string, n: number, closed: NonWorkingDays): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`business days must be a whole number ≥ 0, got ${n}`);
  let d = n === 0 && isBusinessDay(date, closed) ? date : nextBusinessDay(date, closed);
  for (let i = 1; i < n; i++) d = nextBusinessDay(d, closed);
  return d;
}

/**
 * Business days in (a, b]: the day of a itself does not count, the day of b does. Zero when b is
 * not after a, because nothing has elapsed yet.
 */
export function businessDaysBetween(a: string, b: string, closed: NonWorkingDays): number {
  let count = 0;
  for (let d = addDays(a, 1); d <= b; d = addDays(d, 1)) {
    if (isBusinessDay(d, closed)) count++;
  }
  return count;
}
