// The previous searches with their results stay on the device (per identity): after a reload or
// a cold start without network they are on /home again, and an offline search looks in them.
// Searches answered from the offline copy are not stored again (they add nothing new), and their
// stored copy is kept as it was.
// They are read together with the query cache, before the first paint (app/offline/offline-layer.tsx):
// the screen opens with them, nothing moves under the user's eyes when they arrive.
import { useEffect, useRef } from "react";
import { useAtomValue } from "jotai";
import { searchStateAtom, PREVIOUS_MAX, type SearchEntry, type SearchState } from "../../features/search/hooks/search-session";
import { loadSearches, saveSearches } from "../../offline/searches-store";
import type { ProductRow } from "../../../shared/contract/product";

// Restored entries get negative ids: the search session numbers its own from 1 up.
let restoredId = -1;

function storable(e: SearchEntry | null): e is SearchEntry {
  return e !== null && e.status === "success" && !e.offline;
}

/** The identity's stored searches as search entries, newest first (none when the copy cannot be read). */
export async function loadPersistedSearches(identity: string): Promise<SearchEntry[]> {
  try {
    const rows = await loadSearches(identity);
    const entries: SearchEntry[] = rows.slice(0, PREVIOUS_MAX).map((r) => ({
      id: restoredId--,
      query: r.query,
      normalized: r.normalized,
      at: r.at,
      status: "success",
      rows: r.rows as ProductRow[],
      error: null,
    }));
    // What is stored already: the first save after the restore skips writing it again.
    restored = { identity, signature: signatureOf(identity, entries) };
    return entries;
  } catch {
    return [];
  }
}

/** The searches just read from the device, as usePersistedSearches compares them. */
let restored: { identity: string; signature: string } | null = null;

function signatureOf(identity: string, entries: SearchEntry[]): string {
  return `${identity}#` + entries.map((e) => `${e.normalized}@${e.at}:${e.rows.map((r) => `${r.precodice}/${r.codice}`).join(",")}`).join("|");
}

/** Searches made meanwhile on this screen come first; the stored ones follow as history. */
export function mergeRestoredSearches(s: SearchState, entries: SearchEntry[]): SearchState {
  const onScreen = new Set([s.current, ...s.previous].filter(Boolean).map((e) => e!.normalized));
  const older = entries.filter((e) => !onScreen.has(e.normalized));
  if (older.length === 0) return s;
  return { ...s, previous: [...s.previous, ...older].slice(0, PREVIOUS_MAX) };
}

/**
 * Writes the searches on screen for the identity whose copy was restored (`active` is set only
 * after the restore, so the stored searches are never overwritten before they were read).
 */
export function usePersistedSearches(active: string | null): void {
  const state = useAtomValue(searchStateAtom);
  // Written as soon as the searches on screen change (not on every fade of a row): a search
  // followed at once by a reload or a closed tab is kept too.
  const saved = useRef("");
  useEffect(() => {
    if (!active) return;
    const entries = [state.current, ...state.previous].filter(storable);
    const signature = signatureOf(active, entries);
    if (signature === saved.current) return;
    saved.current = signature;
    // Right after the restore the searches on screen are the stored ones: no need to write them
    // back (a delete and a put of every row, on the main thread, while the page loads).
    const justRead = restored;
    restored = null;
    if (justRead?.identity === active && justRead.signature === signature) return;
    // A search repeated keeps its stored copy until a server answer replaces it: while it waits, and
    // when it is answered offline or fails (neither is ever stored over it).
    const onScreen = [state.current, ...state.previous].filter((e): e is SearchEntry => e !== null);
    const notFromServer = onScreen.filter((e) => e.status !== "success" || e.offline).map((e) => e.normalized);
    void saveSearches(
      active,
      entries.map((e) => ({ normalized: e.normalized, query: e.query, at: e.at, rows: e.rows })),
      notFromServer,
    ).catch(() => undefined);
  }, [active, state]);
}
