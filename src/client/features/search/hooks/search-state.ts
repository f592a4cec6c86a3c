// The pure part of the search session (spec §3/§4 "last search" and "previous searches"): the
// state shape and its transitions, with no I/O so they are unit-tested in isolation.
import type { ProductRow } from "../../../../shared/contract/product";

export interface SearchEntry {
  id: number;
  /** What was typed (trimmed). */
  query: string;
  normalized: string;
  /** When it was searched (epoch ms). */
  at: number;
  status: "pending" | "success" | "error";
  rows: ProductRow[];
  error: string | null;
  /** Answered offline from the copy on the device (issue 6); `at`: when that copy was fetched. */
  offline?: { at: number | null };
  /** The search that was current when this one was sent (kept in the history): see onScreen. */
  displaces?: number;
}

export interface SearchState {
  current: SearchEntry | null;
  previous: SearchEntry[];
  /** Products fading out after being added ("PRE/COD"). */
  fading: ReadonlySet<string>;
}

/** Previous searches kept on screen; older ones drop off. */
export const PREVIOUS_MAX = 20;

export const initialSearchState: SearchState = { current: null, previous: [], fading: new Set() };

const keyOf = (r: { precodice: string; codice: string }) => `${r.precodice}/${r.codice}`;

/** Pure transitions, exported for tests. */
export const transitions = {
  start(s: SearchState, entry: SearchEntry): SearchState {
    // The same code searched again replaces its older copy instead of piling up.
    const older = [s.current, ...s.previous].filter((e): e is SearchEntry => e !== null && e.normalized !== entry.normalized);
    const displaces = s.current && s.current.normalized !== entry.normalized ? { displaces: s.current.id } : {};
    return { ...s, current: { ...entry, ...displaces }, previous: older.slice(0, PREVIOUS_MAX) };
  },
  settle(s: SearchState, id: number, patch: Partial<SearchEntry>): SearchState {
    const upd = (e: SearchEntry) => (e.id === id ? { ...e, ...patch } : e);
    return { ...s, current: s.current ? upd(s.current) : null, previous: s.previous.map(upd) };
  },
  remove(s: SearchState, id: number): SearchState {
    return { ...s, current: s.current?.id === id ? null : s.current, previous: s.previous.filter((e) => e.id !== id) };
  },
  fade(s: SearchState, key: string): SearchState {
    const fading = new Set(s.fading);
    fading.add(key);
    return { ...s, fading };
  },
  /** Removes a product from every search it appears in. */
  drop(s: SearchState, key: string): SearchState {
    const without = (e: SearchEntry) => (e.rows.some((r) => keyOf(r) === key) ? { ...e, rows: e.rows.filter((r) => keyOf(r) !== key) } : e);
    const fading = new Set(s.fading);
    fading.delete(key);
    return { current: s.current ? without(s.current) : null, previous: s.previous.map(without), fading };
  },
};

/** The searches as the screen lays them out; `pending`: a search on its way, shown over `current`. */
export interface SearchView {
  current: SearchEntry | null;
  previous: SearchEntry[];
  pending: SearchEntry | null;
}

/**
 * While a new search is on its way, the results it displaces keep their place (the screen dims them
 * and says the search is running) instead of sliding down under a placeholder: the answer then
 * moves the page once, not twice. On a counter tablet each move restyles, lays out and paints every
 * row on screen (BENCHMARKS.md, session 37). Without such results (the first search, the same code
 * again) the pending search shows as it is.
 */
export function onScreen(s: SearchState): SearchView {
  const c = s.current;
  const shown = s.previous[0];
  if (c?.status === "pending" && shown !== undefined && c.displaces === shown.id) return { current: shown, previous: s.previous.slice(1), pending: c };
  return { current: c, previous: s.previous, pending: null };
}
