// The fields a notification must not cover (KEEP_UNCOVERED_SELECTOR), read from the page once and
// again only after the page changed. The toaster places its stack on every tick while a notice is
// shown (ui/toaster.tsx): querying the whole page each time cost 12 ms at 4× CPU on a counter with
// five searches on screen, every 250 ms, while the mechanic types the next code. Of the fields it
// measures only those near the screen (an IntersectionObserver says which): measuring every field
// of the page, a hundred quantity fields after a few broad searches, cost 11–16 ms a tick at 4× CPU
// (BENCHMARKS.md, session 44).
import { KEEP_UNCOVERED_SELECTOR } from "./notification-placement";

/** The attributes KEEP_UNCOVERED_SELECTOR reads: a change to one of them may add or remove a field. */
const SELECTOR_ATTRIBUTES = ["id", "inputmode", "data-qty-input", "data-keep-uncovered"];
/** Fields this far beyond the screen's top or bottom count as near: the observer reports after the frame. */
const NEAR_MARGIN = "50% 0px";

export interface UncoveredFields {
  /** The fields as the page is now: the stored list, or a new query when anything was added, removed or re-marked since. */
  list(): readonly Element[];
  /**
   * Where the fields near the screen are, as the browser renders them. A field the observer has
   * not reported yet (just added) is measured too. A field in content the browser skips (an
   * earlier search or a card scrolled away: content-visibility:auto) is off screen, where no
   * notification can cover it, and is not measured: measuring it made the browser lay out that
   * skipped content first, on every tick.
   */
  rects(): DOMRect[];
  stop(): void;
}

const SKIPPED = { contentVisibilityAuto: true } as const;
/** False for a field in skipped content (or not displayed); true where the browser cannot tell (Safari before 17.4). */
const rendered = (e: Element) => typeof e.checkVisibility !== "function" || e.checkVisibility(SKIPPED);

/**
 * Watches the fields under `root`. `onNearChange` is called when a field comes near the screen or
 * leaves it (a scroll, results moving), so the stack can be placed again in the next frame.
 */
export function watchUncoveredFields(onNearChange: () => void = () => undefined, root: Node = document.body): UncoveredFields {
  let fields: Element[] | null = null;
  // Each field watched, and whether the observer last saw it near the screen (null: not reported yet).
  const near = new Map<Element, boolean | null>();
  const observer = new MutationObserver(() => {
    fields = null;
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: SELECTOR_ATTRIBUTES });
  const seen =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver(
          (entries) => {
            let changed = false;
            for (const e of entries) {
              if (!near.has(e.target) || near.get(e.target) === e.isIntersecting) continue;
              near.set(e.target, e.isIntersecting);
              changed = true;
            }
            if (changed) onNearChange();
          },
          { rootMargin: NEAR_MARGIN },
        )
      : null;
  /** Watches the fields of a new query and lets go of those no longer on the page. */
  function follow(list: Element[]) {
    const now = new Set(list);
    for (const e of near.keys()) {
      if (now.has(e)) continue;
      near.delete(e);
      seen?.unobserve(e);
    }
    if (!seen) return;
    for (const e of list) {
      if (near.has(e)) continue;
      near.set(e, null);
      seen.observe(e);
    }
  }
  return {
    list() {
      // Changes made in this same task are not delivered to the observer yet: read them here.
      if (observer.takeRecords().length > 0) fields = null;
      if (!fields) {
        fields = Array.from(document.querySelectorAll(KEEP_UNCOVERED_SELECTOR));
        follow(fields);
      }
      return fields;
    },
    rects() {
      return this.list()
        .filter((e) => near.get(e) !== false && rendered(e))
        .map((e) => e.getBoundingClientRect());
    },
    stop() {
      observer.disconnect();
      seen?.disconnect();
      near.clear();
      fields = null;
    },
  };
}
