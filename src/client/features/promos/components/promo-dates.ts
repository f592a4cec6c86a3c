import type { Promo } from "../../../../shared/contract/promos";
import { promoMessages as m } from "../../../../shared/messages/promos";
import { formatItalianDate } from "../../../../shared/rules/italian-date";

/** "Valida fino al 30/04/2026", or "Dal … al …" for a promo that has not started yet. */
export function promoValidity(p: Pick<Promo, "proStartInst" | "proStartEnd" | "proStatus">): string {
  return p.proStatus === "ACTIVE" ? m.validUntil(formatItalianDate(p.proStartEnd)) : m.validFromTo(formatItalianDate(p.proStartInst), formatItalianDate(p.proStartEnd));
}

export const statusLabel = { ACTIVE: m.statusActive, SCHEDULED: m.statusScheduled, EXPIRED: m.statusExpired } as const;
export const statusTone = { ACTIVE: "success", SCHEDULED: "brand", EXPIRED: "neutral" } as const;
