// The one rule for every value a client sends (body, query, path): no NUL character and no lone
// UTF-16 surrogate in any string (PostgreSQL refuses the first; the second cannot be stored as
// UTF-8 and comes back changed), no string longer than INPUT_TEXT_MAX, no number beyond
// JavaScript's safe integers, no nesting deeper than INPUT_DEPTH_MAX. Each field's own schema then
// sets its tighter limits: integers within their column (INT4_MAX), dates within sane years.
import { isValidIsoDate } from "./business-days";

/** The longest string any field accepts; the schemas' own limits are far lower. */
export const INPUT_TEXT_MAX = 20_000;
export const INPUT_DEPTH_MAX = 20;
/** PostgreSQL integer (int4) columns: ids, quantities, counters. */
export const INT4_MAX = 2_147_483_647;
export const SANE_YEAR_MIN = 1900;
export const SANE_YEAR_MAX = 2200;

export type UnsafeReason = "nul" | "surrogate" | "tooLong" | "number" | "tooDeep";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function unsafeTextReason(text: string): UnsafeReason | null {
  if (text.length > INPUT_TEXT_MAX) return "tooLong";
  if (text.includes("\u0000")) return "nul";
  if (LONE_SURROGATE.test(text)) return "surrogate";
  return null;
}

/** The first unsafe value inside `value` (keys included), with its path; null when all is safe. */
export function findUnsafeInput(value: unknown, path: string[] = [], depth = 0): { path: string; reason: UnsafeReason } | null {
  if (typeof value === "string") {
    const reason = unsafeTextReason(value);
    return reason ? { path: path.join("."), reason } : null;
  }
  if (typeof value === "number") return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER ? null : { path: path.join("."), reason: "number" };
  if (value === null || typeof value !== "object") return null;
  if (depth >= INPUT_DEPTH_MAX) return { path: path.join("."), reason: "tooDeep" };
  // A file upload's bytes are checked by the upload's own rules, not as text.
  if (value instanceof Uint8Array) return null;
  for (const [k, v] of Object.entries(value)) {
    const keyReason = unsafeTextReason(k);
    if (keyReason) return { path: [...path, k.slice(0, 40)].join("."), reason: keyReason };
    const found = findUnsafeInput(v, [...path, k], depth + 1);
    if (found) return found;
  }
  return null;
}

/** A YYYY-MM-DD calendar date with a year between SANE_YEAR_MIN and SANE_YEAR_MAX. */
export function isSaneIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const year = Number(text.slice(0, 4));
  if (year < SANE_YEAR_MIN || year > SANE_YEAR_MAX) return false;
  // Read by hand, not with date-fns's parse: every contract imports this module, and parse's token
  // tables and locale were evaluated at each start of the app (issue 22).
  return isValidIsoDate(text);
}

/**
 * A date range (YYYY-MM-DD ends, "" or undefined: open) whose start falls after its end: the list
 * filters refuse it (server) and mark it (screens) with the same message.
 */
export function isDateRangeReversed(start: string | undefined, end: string | undefined): boolean {
  return !!start && !!end && start > end;
}
