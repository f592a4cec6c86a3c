import { PROMO_POPUP_MAX } from "./limits";

export const POPUP_INTERVAL_MS = 10 * 60 * 1000;

export interface PopupPromo {
  proId: number;
  proPopup: number;
  proOrder?: number;
}

// Which promo, if any, to show as a popup now. proPopup is how many times a
// customer should see it (0 = never); every open or close counts as one view.
// Promos are ranked like the promo list: lowest proOrder first, then proId so
// the choice is stable; a promo without an order goes last.
export function pickPopupPromo(
  promos: readonly PopupPromo[],
  seen: Readonly<Record<number, number>>,
  lastPopupAt: number | null,
  now: number,
  alreadyShownOnThisPage: boolean,
): number | null {
  if (alreadyShownOnThisPage) return null;
  if (lastPopupAt !== null && !(now - lastPopupAt > POPUP_INTERVAL_MS)) return null;

  let best: PopupPromo | null = null;
  for (const promo of promos) {
    const allowed = Math.min(promo.proPopup, PROMO_POPUP_MAX);
    if (!(allowed > (seen[promo.proId] ?? 0))) continue;
    if (best === null || ranksBefore(promo, best)) best = promo;
  }
  return best === null ? null : best.proId;
}

function ranksBefore(a: PopupPromo, b: PopupPromo): boolean {
  const oa = a.proOrder ?? Number.POSITIVE_INFINITY;
  const ob = b.proOrder ?? Number.POSITIVE_INFINITY;
  return oa !== ob ? oa < ob : a.proId < b.proId;
}

// New view counts after the popup for proId was opened or closed.
export function recordPopupView(seen: Readonly<Record<number, number>>, proId: number): Record<number, number> {
  return { ...seen, [proId]: (seen[proId] ?? 0) + 1 };
}
