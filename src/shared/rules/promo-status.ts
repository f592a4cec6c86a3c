// Where a promo stands on a given day (Rome calendar date, "YYYY-MM-DD"). Both ends are inclusive:
// a promo that ends today is still active today. ISO dates compare correctly as strings.
export type PromoStatus = "ACTIVE" | "SCHEDULED" | "EXPIRED";

export function promoStatus(start: string, end: string, today: string): PromoStatus {
  if (end < today) return "EXPIRED";
  if (start > today) return "SCHEDULED";
  return "ACTIVE";
}

/** Warehouse codes joined by "+" (uDepRifString, proDepRifString), e.g. "01+03" → ["01", "03"]. */
export function splitWarehouses(value: string): string[] {
  return value
    .split("+")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The "+"-joined form, codes sorted and without repeats, e.g. ["03", "01", "03"] → "01+03". */
export function joinWarehouses(codes: readonly string[]): string {
  return [...new Set(codes)].sort().join("+");
}
