import { useCallback, useEffect, useRef, useState } from "react";
import type { Promo } from "../../../../shared/contract/promos";
import { pickPopupPromo, recordPopupView } from "../../../../shared/rules/promo-popup";
import { readPopupMemory, writePopupMemory } from "./popup-store";

/**
 * The promo to show as a popup on this page, if any (shared rule pickPopupPromo): its popup count
 * above the views already recorded, more than 10 minutes since the last popup, at most one per
 * page (per mount of the page). Opening or closing it records one view and the time.
 */
export function usePromoPopup(promos: readonly Promo[] | undefined, username: string | null) {
  const [current, setCurrent] = useState<Promo | null>(null);
  const shownOnThisPage = useRef(false);

  useEffect(() => {
    if (!promos || !username || shownOnThisPage.current) return;
    const memory = readPopupMemory(localStorage, username);
    const id = pickPopupPromo(promos, memory.seen, memory.lastPopupAt, Date.now(), shownOnThisPage.current);
    const promo = id === null ? null : (promos.find((p) => p.proId === id) ?? null);
    if (!promo) return;
    shownOnThisPage.current = true;
    // The time is recorded when it is shown: a reload does not show it again within 10 minutes.
    writePopupMemory(localStorage, username, { ...memory, lastPopupAt: Date.now() });
    setCurrent(promo);
  }, [promos, username]);

  /** Closing or opening the popup: one view. */
  const dismiss = useCallback(() => {
    if (!current || !username) return;
    const memory = readPopupMemory(localStorage, username);
    writePopupMemory(localStorage, username, { seen: recordPopupView(memory.seen, current.proId), lastPopupAt: Date.now() });
    setCurrent(null);
  }, [current, username]);

  return { promo: current, dismiss };
}
