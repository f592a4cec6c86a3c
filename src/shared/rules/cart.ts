// Cart arithmetic shared by the server (answers, checkout) and the client (display): totals are
// sums of the rounded line totals, never a total re-rounded from unrounded prices.
import { lineTotalCents, sumCents } from "./discount-chain";
import { quantityRuleFor } from "./quantity-rule";

export interface CartLineAmount {
  netUnitCents: number;
  qty: number;
}

export interface CartTotals {
  netTotalCents: number;
  /** Number of lines (spec: totaliArticoli). */
  articles: number;
  /** Sum of the quantities (spec: totaliQuantita). */
  quantity: number;
}

export function cartTotals(lines: readonly CartLineAmount[]): CartTotals {
  return {
    netTotalCents: sumCents(lines.map((l) => lineTotalCents(l.netUnitCents, l.qty))),
    articles: lines.length,
    quantity: lines.reduce((a, l) => a + l.qty, 0),
  };
}

/**
 * The largest quantity not above `available` that the product's quantity rule allows (boxes of
 * six stay whole), or 0 when not even the minimum fits: the line then leaves the cart.
 */
export function clampQuantityToAvailable(precodice: string, codice: string, qty: number, available: number | null): number {
  const rule = quantityRuleFor(precodice, codice);
  const cap = Math.min(qty, Math.max(0, Math.floor(available ?? 0)), rule.max);
  const stepped = cap - (cap % rule.step);
  return stepped >= rule.min ? stepped : 0;
}
