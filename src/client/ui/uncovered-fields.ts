// The fields a notification must not cover (KEEP_UNCOVERED_SELECTOR), read from the page once and
// again only after the page changed. The toaster places its stack on every tick while a notice is
// shown (ui/toaster.tsx): querying the whole page each time cost 12 ms at 4× CPU on a counter with
// five searches on screen, every 250 ms, while the mechanic types the next code.
import { KEEP_UNCOVERED_SELECTOR } from "./notification-placement";

/** The attributes KEEP_UNCOVERED_SELECTOR reads: a change to one of them may add or remove a field. */
const SELECTOR_ATTRIBUTES = ["id", "inputmode", "data-qty-input", "data-keep-uncovered"];

export interface UncoveredFields {
  /** The fields as the page is now: the stored list, or a new query when anything was added, removed or re-marked since. */
  list(): readonly Element[];
  /**
   * Where the fields the browser renders are. A field in content the browser skips (an earlier
   * search or a card scrolled away: content-visibility:auto) is off screen, where no notification
   * can cover it, and is not measured: measuring it made the browser lay out that skipped content
   * first, on every tick.
   */
  rects(): DOMRect[];
  stop(): void;
}

const SKIPPED = { contentVisibilityAuto: true } as const;
/** False for a field in skipped content (or not displayed); true where the browser cannot tell (Safari before 17.4). */
const rendered = (e: Element) => typeof e.checkVisibility !== "function" || e.checkVisibility(SKIPPED);

export function watchUncoveredFields(root: Node = document.body): UncoveredFields {
  let fields: Element[] | null = null;
  const observer = new MutationObserver(() => {
    fields = null;
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: SELECTOR_ATTRIBUTES });
  return {
    list() {
      // Changes made in this same task are not delivered to the observer yet: read them here.
      if (observer.takeRecords().length > 0) fields = null;
      return (fields ??= Array.from(document.querySelectorAll(KEEP_UNCOVERED_SELECTOR)));
    },
    rects() {
      return this.list()
        .filter(rendered)
        .map((e) => e.getBoundingClientRect());
    },
    stop() {
      observer.disconnect();
      fields = null;
    },
  };
}
