// Where the notification stack goes (spec: top offset 200): the first top from 200 px down at
// which it covers none of the boxes to avoid (the search box, quantity fields, the field being
// typed in). Pure, so it is tested without a browser.

/** Fields a notification must never cover. */
export const KEEP_UNCOVERED_SELECTOR = '#home-search, [data-qty-input], [data-keep-uncovered], input[inputmode="numeric"]';

const GAP = 8;

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
  height: number;
}

/**
 * The stack's top: the offset itself when nothing is in the way; else just below what is in the
 * way, repeatedly. When no such place is left on screen, the offset (the spec's place).
 */
export function notificationTop(stack: { left: number; right: number; height: number }, avoid: Box[], viewportHeight: number, offset: number): number {
  const inTheWay = avoid
    .filter((r) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < viewportHeight && r.right > stack.left && r.left < stack.right)
    .sort((a, b) => a.top - b.top);
  let top = offset;
  for (let moved = true; moved; ) {
    moved = false;
    for (const r of inTheWay) {
      if (r.top < top + stack.height + GAP && r.bottom + GAP > top) {
        top = r.bottom + GAP;
        moved = true;
      }
    }
  }
  return top + stack.height <= viewportHeight ? top : offset;
}
