// The "last search" and "previous searches" state groups of spec §3/§4: a new search moves the
// current results into the history (newest first) and clears them; success stores the rows and
// flags no-results when empty; clearing resets both. A product added to the cart fades out and
// leaves the results after REMOVE_AFTER_ADD_MS. Jotai atoms under the app's provider, so logout
// and impersonation reset them (app/providers.tsx).
import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { atom, useAtomValue, useSetAtom } from "jotai";
import { searchMessages as m } from "../../../../shared/messages/search";
import { REMOVE_AFTER_ADD_MS } from "../../../../shared/rules/limits";
import { checkSearchInput } from "../../../../shared/rules/search-input";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { currentIdentity } from "../../../offline/identity";
import type { Cart } from "../../../../shared/contract/cart";
import { cartKeys } from "../../cart/api/cart-keys";
import { searchProducts } from "../api/search-products";
import { searchOfflineCopy } from "../api/offline-search";
import { initialSearchState, transitions, type SearchEntry, type SearchState } from "./search-state";

export type { SearchEntry, SearchState } from "./search-state";
export { PREVIOUS_MAX, transitions } from "./search-state";

const initial = initialSearchState;
export const searchStateAtom = atom<SearchState>(initial);

let nextId = 1;

/** What a search on screen offers again offline: its rows, from the time they were fetched. */
function keptAnswer(e: SearchEntry): { rows: SearchEntry["rows"]; at: number | null } | null {
  return e.rows.length ? { rows: e.rows, at: e.offline ? e.offline.at : e.at } : null;
}
const keyOf = (r: { precodice: string; codice: string }) => `${r.precodice}/${r.codice}`;

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
      // The results of this code already on screen: an offline answer never replaces them with worse.
      let onScreen: SearchEntry | undefined;
      set((s) => {
        onScreen = [s.current, ...s.previous].find((e) => e?.normalized === entry.normalized && e.status === "success") ?? undefined;
        return transitions.start(s, entry);
      });
      searchProducts(check.value).then(
        (rows) => set((s) => transitions.settle(s, entry.id, { status: "success", rows })),
        async (err: unknown) => {
          // Without network the previous searches and the cart on this device answer, marked as such.
          const identity = err instanceof ApiError && err.isNetwork ? currentIdentity() : null;
          if (identity) {
            const cart = qc.getQueryData<Cart>(cartKeys.mine());
            const cartAt = qc.getQueryState(cartKeys.mine())?.dataUpdatedAt ?? 0;
            const answer = await searchOfflineCopy(identity, check.normalized, cart ? { cart, at: cartAt } : null).catch(() => null);
            const kept = onScreen ? keptAnswer(onScreen) : null;
            if (kept && (!answer || answer.rows.length <= kept.rows.length)) {
              set((s) => transitions.settle(s, entry.id, { status: "success", at: onScreen!.at, rows: kept.rows, offline: { at: kept.at } }));
              return;
            }
            if (answer) {
              set((s) => transitions.settle(s, entry.id, { status: "success", rows: answer.rows, offline: { at: answer.at } }));
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
