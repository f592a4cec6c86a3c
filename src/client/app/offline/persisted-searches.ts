// The previous searches with their results stay on the device (per identity): after a reload or
// a cold start without network they are on /home again, and an offline search looks in them.
// Searches answered from the offline copy are not stored again (they add nothing new).
import { useEffect, useRef } from "react";
import { useAtom } from "jotai";
import { searchStateAtom, PREVIOUS_MAX, type SearchEntry } from "../../features/search/hooks/search-session";
import { loadSearches, saveSearches } from "../../offline/searches-store";
import type { ProductRow } from "../../../shared/contract/product";

// Restored entries get negative ids: the search session numbers its own from 1 up.
let restoredId = -1;

function storable(e: SearchEntry | null): e is SearchEntry {
  return e !== null && e.status === "success" && !e.offline;
}

export function usePersistedSearches(identity: string | null): void {
  const [state, setState] = useAtom(searchStateAtom);
  const loadedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!identity) return;
    let cancelled = false;
    void loadSearches(identity)
      .then((rows) => {
        if (cancelled) return;
        loadedFor.current = identity;
        if (rows.length === 0) return;
        const entries: SearchEntry[] = rows.slice(0, PREVIOUS_MAX).map((r) => ({
          id: restoredId--,
          query: r.query,
          normalized: r.normalized,
          at: r.at,
          status: "success",
          rows: r.rows as ProductRow[],
          error: null,
        }));
        // Searches made meanwhile on this screen come first; the stored ones follow as history.
        setState((s) => {
          const onScreen = new Set([s.current, ...s.previous].filter(Boolean).map((e) => e!.normalized));
          const older = entries.filter((e) => !onScreen.has(e.normalized));
          return { ...s, previous: [...s.previous, ...older].slice(0, PREVIOUS_MAX) };
        });
      })
      .catch(() => {
        loadedFor.current = identity;
      });
    return () => {
      cancelled = true;
    };
  }, [identity, setState]);

  // Written as soon as the searches on screen change (not on every fade of a row): a search
  // followed at once by a reload or a closed tab is kept too.
  const saved = useRef("");
  useEffect(() => {
    if (!identity || loadedFor.current !== identity) return;
    const entries = [state.current, ...state.previous].filter(storable);
    const signature = entries.map((e) => `${e.normalized}@${e.at}:${e.rows.map((r) => `${r.precodice}/${r.codice}`).join(",")}`).join("|");
    if (signature === saved.current) return;
    saved.current = signature;
    void saveSearches(
      identity,
      entries.map((e) => ({ normalized: e.normalized, query: e.query, at: e.at, rows: e.rows })),
    ).catch(() => undefined);
  }, [identity, state]);
}
