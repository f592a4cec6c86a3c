import { useCallback, useEffect, useRef, useState } from "react";
import type { Promo } from "../../../../shared/contract/promos";
import type { SessionUser } from "../../../../shared/contract/auth";
import { pickPopupPromo, recordPopupView } from "../../../../shared/rules/promo-popup";
import { popupMemoryKeys, readPopupMemory, writePopupMemory } from "./popup-store";

function latest(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.max(a, b);
}

/**
 * The promo to show as a popup on this page, if any (shared rule pickPopupPromo): its popup count
 * above the views already recorded, more than 10 minutes since the last popup, at most one per
 * page (per mount of the page). Opening or closing it records one view and the time. Views are
 * kept per person and customer (popupMemoryKeys).
 */
export function usePromoPopup(promos: readonly Promo[] | undefined, user: SessionUser | null) {
  const [current, setCurrent] = useState<Promo | null>(null);
  const shownOnThisPage = useRef(false);
  const keys = user ? popupMemoryKeys(user) : null;
  const countsKey = keys?.counts ?? null;
  const personKey = keys?.person ?? null;

  useEffect(() => {
    if (!promos || !countsKey || !personKey || shownOnThisPage.current) return;
    const memory = readPopupMemory(localStorage, countsKey);
    const person = readPopupMemory(localStorage, personKey);
    const now = Date.now();
    const id = pickPopupPromo(promos, memory.seen, latest(memory.lastPopupAt, person.lastPopupAt), now, shownOnThisPage.current);
    const promo = id === null ? null : (promos.find((p) => p.proId === id) ?? null);
    if (!promo) return;
    shownOnThisPage.current = true;
    // The time is recorded when it is shown: a reload does not show it again within 10 minutes.
    writePopupMemory(localStorage, countsKey, { ...memory, lastPopupAt: now });
    if (personKey !== countsKey) writePopupMemory(localStorage, personKey, { ...person, lastPopupAt: now });
    setCurrent(promo);
  }, [promos, countsKey, personKey]);

  /** Closing or opening the popup: one view. */
  const dismiss = useCallback(() => {
    if (!current || !countsKey || !personKey) return;
    const memory = readPopupMemory(localStorage, countsKey);
    const now = Date.now();
    writePopupMemory(localStorage, countsKey, { seen: recordPopupView(memory.seen, current.proId), lastPopupAt: now });
    if (personKey !== countsKey) writePopupMemory(localStorage, personKey, { ...readPopupMemory(localStorage, personKey), lastPopupAt: now });
    setCurrent(null);
  }, [current, countsKey, personKey]);

  return { promo: current, dismiss };
}
