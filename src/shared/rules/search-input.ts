// What the search box accepts (spec core-ordering §2, §5, §9): at least 3 characters after
// trimming; an empty search is not sent; 1–2 characters show the hint. The server applies the
// same rule and refuses absurd lengths, so client and server never disagree.
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from "./limits";
import { normalizeCode } from "./normalize-code";

export type SearchInputCheck =
  | { ok: true; value: string; normalized: string }
  | { ok: false; reason: "empty" | "short" | "long" };

// Control characters (NUL included, which PostgreSQL refuses in text) never belong in a code.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

export function cleanSearchInput(raw: string): string {
  return raw.replace(CONTROL, " ").trim();
}

export function checkSearchInput(raw: string): SearchInputCheck {
  const value = cleanSearchInput(raw);
  if (value.length === 0) return { ok: false, reason: "empty" };
  // Counted in code points, so "ÖÖÖ" or emoji count as what the user typed.
  const length = [...value].length;
  if (length < SEARCH_MIN_CHARS) return { ok: false, reason: "short" };
  if (length > SEARCH_MAX_CHARS) return { ok: false, reason: "long" };
  return { ok: true, value, normalized: normalizeCode(value) };
}
