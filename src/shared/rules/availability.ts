import { ruleMessages } from "../messages/rules";

export type AvailabilityIcon = "none" | "full" | "partial";
export type ExternalAvailabilitySource = "AML" | "CLL" | "CLC";

// A negative stock (the ERP may be oversold) is as unavailable as zero.
function hasStock(disp: number | null | undefined): disp is number {
  return typeof disp === "number" && Number.isFinite(disp) && disp > 0;
}

export function availabilityIcon(disp: number | null | undefined, requested: number): AvailabilityIcon {
  if (!hasStock(disp)) return "none";
  return disp - requested >= 0 ? "full" : "partial";
}

// Supplier-owned prefixes: a letter and exactly three digits; the letter picks
// the supplier whose stock is queried instead of ours.
const EXTERNAL_PREFIX = /^([QRS])\d{3}$/;
const SOURCE_BY_LETTER: Record<string, ExternalAvailabilitySource> = { Q: "AML", R: "CLL", S: "CLC" };

export function externalAvailabilitySource(precodice: string): ExternalAvailabilitySource | null {
  const m = EXTERNAL_PREFIX.exec(precodice.trim().toUpperCase());
  if (!m || m[1] === undefined) return null;
  return SOURCE_BY_LETTER[m[1]] ?? null;
}

// P and F prefixes are reordered from the maker, so a shortage has a supplier
// delivery date worth looking up.
export function needsDeliveryForecast(
  precodice: string,
  disp: number | null | undefined,
  requested: number,
): boolean {
  if (!/^[PF]/i.test(precodice.trim())) return false;
  return !hasStock(disp) || disp < requested;
}

// Items whose stock cannot be backordered: supplier stock and the outlet
// prefixes. Anything more than what is on hand cannot be promised.
const OUTLET_PREFIXES = new Set(["OUTF", "OUTP"]);

export function isStockLimited(precodice: string): boolean {
  const p = precodice.trim().toUpperCase();
  return EXTERNAL_PREFIX.test(p) || OUTLET_PREFIXES.has(p);
}

export interface AddToCartCandidate {
  precodice: string;
  orderable: boolean;
  disp: number | null | undefined;
}

// Returns the Italian reason the product cannot go in the cart, or null.
export function addToCartBlockReason(product: AddToCartCandidate, requested: number): string | null {
  if (!product.orderable) return ruleMessages.notOrderable;
  if (isStockLimited(product.precodice)) {
    const available = hasStock(product.disp) ? product.disp : 0;
    if (requested > available) return ruleMessages.exceedsAvailable;
  }
  return null;
}

/**
 * Why the add is disabled before any quantity is typed, or null: not orderable, or nothing on hand
 * of an item that cannot be backordered (outlet, supplier stock). The product table shows it as
 * the add button's reason, as for "Non ordinabile".
 */
export function addDisabledReason(product: AddToCartCandidate): string | null {
  if (!product.orderable) return ruleMessages.notOrderable;
  if (isStockLimited(product.precodice) && !hasStock(product.disp)) return ruleMessages.outOfStockNoBackorder;
  return null;
}
