// Visit report rules (spec document 2, §3 Visit report), shared by the form and the server.
import { addDays } from "date-fns/addDays";
import { differenceInCalendarDays } from "date-fns/differenceInCalendarDays";
import { format } from "date-fns/format";
import { isValid } from "date-fns/isValid";
import { parse } from "date-fns/parse";
import { startOfISOWeek } from "date-fns/startOfISOWeek";
import { isSaneIsoDate } from "./safe-input";

export const VISIT_TYPES = ["Visita", "Telefonata", "Call conference"] as const;
export type VisitType = (typeof VISIT_TYPES)[number];

/**
 * The longest report text (docs/decisions/0025-visit-reports-public-url.md): a visit summary is a
 * few paragraphs; 2,000 characters is a full phone screen's worth several times over and keeps
 * the CSV one readable cell.
 */
export const VISIT_TEXT_MAX = 2000;

/** The console path's "me": /reportConsole/000000 and {agent} = 000000 on the API. */
export const SELF_AGENT = "000000";

/** A public agent URL token: 32 random bytes, base64url (256 bits; at least 128 required). */
export const AGENT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isAgentToken(value: string): boolean {
  return AGENT_TOKEN_PATTERN.test(value);
}

export function isVisitDate(text: string): boolean {
  return isSaneIsoDate(text);
}

/** "2026-03-15" → "15/03/2026". */
export function isoToItalianDay(iso: string): string {
  const [y, m, d] = iso.split("-");
  return `${d}/${m}/${y}`;
}

/** "15/03/2026" (or 15/3/2026) → "2026-03-15"; null when it is not a calendar date. */
export function italianDayToIso(text: string): string | null {
  const t = text.trim();
  if (!/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(t)) return null;
  const d = parse(t, "d/M/yyyy", new Date(2000, 0, 1));
  if (!isValid(d)) return null;
  const iso = format(d, "yyyy-MM-dd");
  return isVisitDate(iso) ? iso : null;
}

/** The day before or after an ISO day. */
export function shiftDay(iso: string, days: number): string {
  return format(addDays(parse(iso, "yyyy-MM-dd", new Date(2000, 0, 1)), days), "yyyy-MM-dd");
}

/** The longest span the week view (or any range) asks for. */
export const VISIT_RANGE_MAX_DAYS = 42;

const at = (iso: string) => parse(iso, "yyyy-MM-dd", new Date(2000, 0, 1));

export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(at(to), at(from));
}

/** Monday of the ISO week of a day (Italian weeks start on Monday). */
export function weekStart(iso: string): string {
  return format(startOfISOWeek(at(iso)), "yyyy-MM-dd");
}

/**
 * Planned or done (decision 0025): a report is "Svolta" once the agent says it happened, and can
 * only be so on its day or after; a report dated after today is always "Pianificata". Without an
 * explicit choice a new report is done when its day is today or earlier, and a changed one keeps
 * what it was (but becomes planned when moved to a day after today).
 */
export const VISIT_STATUS = { done: "Svolta", planned: "Pianificata" } as const;
export type VisitStatus = (typeof VISIT_STATUS)[keyof typeof VISIT_STATUS];

export function visitStatus(done: boolean): VisitStatus {
  return done ? VISIT_STATUS.done : VISIT_STATUS.planned;
}

export function isFutureDay(day: string, today: string): boolean {
  return day > today;
}

/** The done flag to store, or "future" when asked to mark done a report dated after today. */
export function resolveDone(requested: boolean | undefined, day: string, today: string, previous?: boolean): boolean | "future" {
  if (isFutureDay(day, today)) return requested === true ? "future" : false;
  return requested ?? previous ?? true;
}
