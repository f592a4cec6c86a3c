// Company closure days (COMPANY_CLOSURES): days the company, or one warehouse, does not work
// although Italy does — a warehouse's August week, a town's patron saint. They count as
// non-working days for the departure countdown, delivery forecasts and the returns' overdue rule.
//
// Syntax: entries separated by commas or semicolons, each optionally prefixed by a warehouse code
// and a colon (only that warehouse closes):
//   MM-DD                     every year (a patron saint, e.g. "03:10-30")
//   MM-DD..MM-DD              every year, a range (may cross the new year: "12-27..01-02")
//   YYYY-MM-DD                one day
//   YYYY-MM-DD..YYYY-MM-DD    a range of days (e.g. "01:2026-08-10..2026-08-14")
import { isValidIsoDate } from "./business-days";

export interface Closure {
  /** Only this warehouse closes; null: the whole company. */
  warehouse: string | null;
  /** "MM-DD" when yearly, else "YYYY-MM-DD". */
  from: string;
  to: string;
  yearly: boolean;
}

const ENTRY = /^(?:(\d{2}):)?(\d{4}-)?(\d{2}-\d{2})(?:\.\.(\d{4}-)?(\d{2}-\d{2}))?$/;

function parseEntry(entry: string): Closure | null {
  const m = ENTRY.exec(entry);
  if (!m) return null;
  const [, warehouse, fromYear, fromDay = "", toYear, toDay] = m;
  // Both ends dated or both yearly.
  if (toDay !== undefined && Boolean(fromYear) !== Boolean(toYear)) return null;
  const yearly = !fromYear;
  const from = yearly ? fromDay : `${fromYear}${fromDay}`;
  const to = toDay === undefined ? from : yearly ? toDay : `${toYear}${toDay}`;
  // A yearly day is checked in a leap year, so 02-29 is accepted (it closes in leap years only).
  const valid = (d: string) => isValidIsoDate(yearly ? `2024-${d}` : d);
  if (!valid(from) || !valid(to)) return null;
  if (!yearly && to < from) return null;
  return { warehouse: warehouse ?? null, from, to, yearly };
}

export type ClosuresParse = { ok: true; closures: Closure[] } | { ok: false; invalid: string };

export function parseClosures(text: string): ClosuresParse {
  const closures: Closure[] = [];
  for (const raw of text.split(/[,;]/)) {
    const entry = raw.trim();
    if (entry === "") continue;
    const closure = parseEntry(entry);
    if (!closure) return { ok: false, invalid: entry };
    closures.push(closure);
  }
  return { ok: true, closures };
}

function covers(c: Closure, date: string): boolean {
  if (!c.yearly) return c.from <= date && date <= c.to;
  const day = date.slice(5);
  return c.from <= c.to ? c.from <= day && day <= c.to : day >= c.from || day <= c.to;
}

/**
 * Whether the company is closed on `date` for `warehouse` (its own closures and the company's);
 * with warehouse null, only the company-wide closures count.
 */
export function isClosureDay(closures: readonly Closure[], date: string, warehouse: string | null): boolean {
  return closures.some((c) => (c.warehouse === null || c.warehouse === warehouse) && covers(c, date));
}
