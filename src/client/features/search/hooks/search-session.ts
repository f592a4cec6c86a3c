// The "last search" and "previous searches" state groups of spec §3/§4: a new search moves the
// current results into the history (newest first) and clears them; success stores the rows and
// flags no-results when empty; clearing resets both. A product added to the cart fades out and
// leaves the results after REMOVE_AFTER_ADD_MS. Jotai atoms under the app's provider, so logout
// and impersonation reset them (app/providers.tsx).
import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { atom, useAtomValue, useSetAtom } from "jotai";
import type { ProductRow } from "../../../../shared/contract/product";
import { searchMessages as m } from "../../../../shared/messages/search";
import { REMOVE_AFTER_ADD_MS } from "../../../../shared/rules/limits";
import { checkSearchInput } from "../../../../shared/rules/search-input";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { currentIdentity } from "../../../offline/identity";
import type { Cart } from "../../../../shared/contract/cart";
import { cartKeys } from "../../cart/api/cart-keys";
import { searchProducts } from "../api/search-products";
import { searchOfflineCopy } from "../api/offline-search";

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
  /** Answered offline from the copy on the device (issue 6): when that copy was fetched. */
  offlineAt?: number | null;
}

export interface SearchState {
  current: SearchEntry | null;
  previous: SearchEntry[];
  /** Products fading out after being added ("PRE/COD"). */
  fading: ReadonlySet<string>;
}

/** Previous searches kept on screen; older ones drop off. */
export const PREVIOUS_MAX = 20;

const initial: SearchState = { current: null, previous: [], fading: new Set() };
export const searchStateAtom = atom<SearchState>(initial);

let nextId = 1;
const keyOf = (r: { precodice: string; codice: string }) => `${r.precodice}/${r.codice}`;

/** Pure transitions, exported for tests. */
export const transitions = {
  start(s: SearchState, entry: SearchEntry): SearchState {
    // The same code searched again replaces its older copy instead of piling up.
    const older = [s.current, ...s.previous].filter((e): e is SearchEntry => e !== null && e.normalized !== entry.normalized);
    return { ...s, current: entry, previous: older.slice(0, PREVIOUS_MAX) };
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

export function useSearchState(): SearchState {
  return useAtomValue(searchStateAtom);
}

export function useSearchSession() {
  const state = useAtomValue(searchStateAtom);
  const set = useSetAtom(searchStateAtom);
  const qc = useQueryClient();

  /** Runs a search; answers false (nothing sent) when the input does not pass the rule. */
  const run = useCallback(
    (raw: string): boolean => {
      const check = checkSearchInput(raw);
      if (!check.ok) return false;
      const entry: SearchEntry = { id: nextId++, query: check.value, normalized: check.normalized, at: Date.now(), status: "pending", rows: [], error: null };
      set((s) => transitions.start(s, entry));
      searchProducts(check.value).then(
        (rows) => set((s) => transitions.settle(s, entry.id, { status: "success", rows })),
        async (err: unknown) => {
          // Without network the previous searches and the cart on this device answer, marked as such.
          const identity = err instanceof ApiError && err.isNetwork ? currentIdentity() : null;
          if (identity) {
            const cart = qc.getQueryData<Cart>(cartKeys.mine());
            const cartAt = qc.getQueryState(cartKeys.mine())?.dataUpdatedAt ?? 0;
            const answer = await searchOfflineCopy(identity, check.normalized, cart ? { cart, at: cartAt } : null).catch(() => null);
            if (answer) {
              set((s) => transitions.settle(s, entry.id, { status: "success", rows: answer.rows, offlineAt: answer.at ?? Date.now() }));
              return;
            }
          }
          set((s) => transitions.settle(s, entry.id, { status: "error", error: errorMessage(err, m.searchFailed) }));
        },
      );
      return true;
    },
    [set, qc],
  );

  const clear = useCallback(() => set(initial), [set]);
  const remove = useCallback((id: number) => set((s) => transitions.remove(s, id)), [set]);

  /** Spec §4: on success the product fades out and leaves the results after 2.5 s. */
  const fadeOut = useCallback(
    (row: { precodice: string; codice: string }, onGone?: () => void) => {
      const key = keyOf(row);
      set((s) => transitions.fade(s, key));
      setTimeout(() => {
        set((s) => transitions.drop(s, key));
        onGone?.();
      }, REMOVE_AFTER_ADD_MS);
    },
    [set],
  );

  // Any search on screen (results or the no-results message) can be cleared.
  const hasResults = state.current !== null || state.previous.length > 0;

  const retry = useCallback((e: SearchEntry) => run(e.query), [run]);

  return { state, run, clear, remove, fadeOut, hasResults, retry };
}

export type SearchSession = ReturnType<typeof useSearchSession>;
