// "Code Enter Tab quantity Enter" typed faster than the answer comes back (decision 0022): Tab
// pressed in the search box while its search is on its way waits for the results instead of moving
// the focus (to the button beside the box, or to the quantity of results that are about to be
// replaced). The digits, Backspace and Enter typed meanwhile are kept and replayed into the first
// quantity of the answer as soon as it is on screen: the same part, the same quantity, the same add
// as at a slower pace. Any other key ends the wait and goes to the search box (a new code typed).
import { useCallback, useEffect, useRef, type KeyboardEvent } from "react";
import { QTY_INPUT_ATTR } from "../../../components/product-table/quantity-input";
import type { SearchEntry } from "./search-state";

/** What waits for the answer: the quantity typed so far, and whether Enter (add) followed it. */
export interface TabAhead {
  typed: string;
  enter: boolean;
}

/** The longest quantity (10000, spec §9). */
const QTY_DIGITS = 5;

/**
 * A key typed in the search box while a Tab waits: what waits next (null: the wait ends) and
 * whether the key is taken (not typed into the box). Pure, unit-tested.
 */
export function tabAheadKey(s: TabAhead, key: string): { next: TabAhead | null; taken: boolean } {
  // After Enter the add waits for the answer; the keys that follow are the next code.
  if (s.enter) return { next: s, taken: false };
  if (/^[0-9]$/.test(key)) return { next: s.typed.length < QTY_DIGITS ? { ...s, typed: s.typed + key } : s, taken: true };
  if (key === "Backspace") return { next: { ...s, typed: s.typed.slice(0, -1) }, taken: true };
  if (key === "Enter") return { next: { ...s, enter: true }, taken: true };
  if (key === "Tab") return { next: s, taken: true };
  if (key === "Escape") return { next: null, taken: true };
  // Shift, Control and the like alone change nothing.
  if (key.length > 1 && key !== "Delete") return { next: s, taken: false };
  return { next: null, taken: false };
}

const SEARCH_BOX_ID = "home-search";
const FIELD = `#search-current [${QTY_INPUT_ATTR}]:not(:disabled)`;
const FRAMES = 30; // the rows mount with the answer or in the frames right after it

/** Types `text` into a controlled field as a user would: React sees an input event. */
function typeInto(field: HTMLInputElement, text: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  setter?.call(field, text);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

function replay(kept: TabAhead, frames = FRAMES): void {
  // The keyboard went elsewhere meanwhile (a click, another field): it stays there.
  const active = document.activeElement;
  if (active && active !== document.body && active.id !== SEARCH_BOX_ID) return;
  const field = document.querySelector<HTMLInputElement>(FIELD);
  if (!field) {
    if (frames > 0) requestAnimationFrame(() => replay(kept, frames - 1));
    return;
  }
  field.focus();
  field.select();
  if (kept.typed) typeInto(field, kept.typed);
  // The field's own Enter (add, its checks and confirmations), once React has the typed value.
  if (kept.enter) requestAnimationFrame(() => field.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true })));
}

/**
 * For the search box: `onKey` takes the keys of a wait (answers true when the key is taken); the
 * wait is replayed when `current`, the search it was armed for, is answered with results.
 */
export function useTabAhead(current: SearchEntry | null): { onKey: (e: KeyboardEvent<HTMLInputElement>) => boolean } {
  const wait = useRef<{ id: number; kept: TabAhead } | null>(null);
  const currentRef = useRef(current);
  useEffect(() => {
    currentRef.current = current;
    const w = wait.current;
    if (!w || (current?.status === "pending" && current.id === w.id)) return;
    wait.current = null;
    // A new search, a cleared one or a failure: nothing to replay into.
    if (current?.id === w.id && current.status === "success" && current.rows.length > 0) replay(w.kept);
  }, [current]);

  const onKey = useCallback((e: KeyboardEvent<HTMLInputElement>): boolean => {
    if (e.ctrlKey || e.metaKey || e.altKey) return false;
    const w = wait.current;
    if (w) {
      const { next, taken } = tabAheadKey(w.kept, e.key);
      wait.current = next ? { id: w.id, kept: next } : null;
      if (taken) e.preventDefault();
      return taken;
    }
    const c = currentRef.current;
    if (e.key !== "Tab" || e.shiftKey || c?.status !== "pending") return false;
    wait.current = { id: c.id, kept: { typed: "", enter: false } };
    e.preventDefault();
    return true;
  }, []);
  return { onKey };
}
