// The search session's pure transitions (search-state.ts).
import { describe, expect, it } from "vitest";
import { onScreen, PREVIOUS_MAX, transitions, type SearchEntry, type SearchState } from "./search-state";
import type { ProductRow } from "../../../../shared/contract/product";

const row = (codice: string) => ({ precodice: "M120", codice }) as ProductRow;
const entry = (id: number, normalized: string, rows: ProductRow[] = []): SearchEntry => ({ id, query: normalized, normalized, at: 0, status: "success", rows, error: null });
const empty: SearchState = { current: null, previous: [], fading: new Set() };

describe("search session", () => {
  it("a new search moves the current one into the history, newest first", () => {
    let s = transitions.start(empty, entry(1, "OC90"));
    s = transitions.start(s, entry(2, "WD40"));
    s = transitions.start(s, entry(3, "BAT70"));
    expect(s.current?.id).toBe(3);
    expect(s.previous.map((e) => e.id)).toEqual([2, 1]);
  });

  it("searching a code again replaces its older copy", () => {
    let s = transitions.start(empty, entry(1, "OC90"));
    s = transitions.start(s, entry(2, "WD40"));
    s = transitions.start(s, entry(3, "OC90"));
    expect(s.previous.map((e) => e.id)).toEqual([2]);
  });

  it("keeps at most PREVIOUS_MAX previous searches", () => {
    let s = empty;
    for (let i = 0; i < PREVIOUS_MAX + 5; i++) s = transitions.start(s, entry(i, `C${i}`));
    expect(s.previous).toHaveLength(PREVIOUS_MAX);
    expect(s.previous[0]?.id).toBe(PREVIOUS_MAX + 3);
  });

  it("an answer arriving after a newer search lands on its own entry in the history", () => {
    let s = transitions.start(empty, { ...entry(1, "OC90"), status: "pending" });
    s = transitions.start(s, { ...entry(2, "WD40"), status: "pending" });
    s = transitions.settle(s, 1, { status: "success", rows: [row("OC90")] });
    expect(s.current).toMatchObject({ id: 2, status: "pending" });
    expect(s.previous[0]).toMatchObject({ id: 1, status: "success" });
  });

  it("an added product fades, then leaves every search it appears in", () => {
    let s = transitions.start(empty, entry(1, "OC9", [row("OC90"), row("OC91")]));
    s = transitions.start(s, entry(2, "OC90", [row("OC90")]));
    s = transitions.fade(s, "M120/OC90");
    expect(s.fading.has("M120/OC90")).toBe(true);
    s = transitions.drop(s, "M120/OC90");
    expect(s.current?.rows).toEqual([]);
    expect(s.previous[0]?.rows.map((r) => r.codice)).toEqual(["OC91"]);
    expect(s.fading.size).toBe(0);
  });

  it("removes one search", () => {
    let s = transitions.start(empty, entry(1, "A1"));
    s = transitions.start(s, entry(2, "B2"));
    expect(transitions.remove(s, 1).previous).toEqual([]);
    expect(transitions.remove(s, 2).current).toBeNull();
  });

  describe("on screen while a search is on its way", () => {
    const pending = (id: number, normalized: string): SearchEntry => ({ ...entry(id, normalized), status: "pending" });

    it("keeps the displaced results in place, the new search shown over them", () => {
      let s = transitions.start(empty, entry(1, "OC90", [row("OC90")]));
      s = transitions.start(s, entry(2, "WD40"));
      s = transitions.start(s, pending(3, "BAT70"));
      const view = onScreen(s);
      expect(view.current?.id).toBe(2);
      expect(view.previous.map((e) => e.id)).toEqual([1]);
      expect(view.pending?.id).toBe(3);
    });

    it("shows the answer as the current search once it arrives", () => {
      let s = transitions.start(empty, entry(1, "OC90"));
      s = transitions.start(s, pending(2, "WD40"));
      s = transitions.settle(s, 2, { status: "success", rows: [row("WD40")] });
      expect(onScreen(s)).toEqual({ current: s.current, previous: s.previous, pending: null });
      expect(onScreen(s).current?.id).toBe(2);
    });

    it("shows a failure at once", () => {
      let s = transitions.start(empty, entry(1, "OC90"));
      s = transitions.start(s, pending(2, "WD40"));
      s = transitions.settle(s, 2, { status: "error", error: "x" });
      expect(onScreen(s).current?.id).toBe(2);
      expect(onScreen(s).pending).toBeNull();
    });

    it("shows the pending search itself when nothing is displaced: the first search, the same code again, the displaced one removed", () => {
      const first = transitions.start(empty, pending(1, "OC90"));
      expect(onScreen(first)).toEqual({ current: first.current, previous: [], pending: null });

      let again = transitions.start(empty, entry(1, "OC90"));
      again = transitions.start(again, entry(2, "WD40"));
      again = transitions.start(again, pending(3, "WD40"));
      expect(onScreen(again).current?.id).toBe(3);
      expect(onScreen(again).pending).toBeNull();

      let removed = transitions.start(empty, entry(1, "OC90"));
      removed = transitions.start(removed, pending(2, "WD40"));
      removed = transitions.remove(removed, 1);
      expect(onScreen(removed).current?.id).toBe(2);
      expect(onScreen(removed).pending).toBeNull();
    });
  });
});
