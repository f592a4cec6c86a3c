// Cart arithmetic shared by the server (answers, checkout, order PDF) and the client (display):
// totals are sums of the rounded line totals, never a total re-rounded from unrounded prices.
// Deposits (prezzoCauzione, refunded when the old part comes back) are their own amount: never
// folded into the net price or the net total, shown beside them (DESIGN.md, Data).
import { lineTotalCents, sumCents } from "./discount-chain";
import { quantityRuleFor } from "./quantity-rule";
import { centsToEuro, euroToCents } from "./money";

export interface CartLineAmount {
  netUnitCents: number;
  /** Deposit per piece, cents (0 when the product has none). */
  depositUnitCents: number;
  qty: number;
}

export interface CartTotals {
  netTotalCents: number;
  /** Sum of the lines' deposits. */
  depositTotalCents: number;
  /** What the order amounts to with its deposits (VAT excluded): net total + deposits. */
  totalWithDepositsCents: number;
  /** Number of lines (spec: totaliArticoli). */
  articles: number;
  /** Sum of the quantities (spec: totaliQuantita). */
  quantity: number;
}

/** A line's deposit: the deposit per piece times the quantity (exact in cents). */
export function lineDepositCents(depositUnitCents: number, qty: number): number {
  if (!Number.isSafeInteger(depositUnitCents) || depositUnitCents < 0) throw new RangeError(`deposit must be whole cents ≥ 0, got ${depositUnitCents}`);
  return lineTotalCents(depositUnitCents, qty);
}

export function cartTotals(lines: readonly CartLineAmount[]): CartTotals {
  const netTotalCents = sumCents(lines.map((l) => lineTotalCents(l.netUnitCents, l.qty)));
  const depositTotalCents = sumCents(lines.map((l) => lineDepositCents(l.depositUnitCents, l.qty)));
  return {
    netTotalCents,
    depositTotalCents,
    totalWithDepositsCents: netTotalCents + depositTotalCents,
    articles: lines.length,
    quantity: lines.reduce((a, l) => a + l.qty, 0),
  };
}

/** Net total plus deposits, for answers that carry both in euro (cart, order): exact in cents. */
export function totalWithDeposits(netTotal: number, depositTotal: number): number {
  return centsToEuro(euroToCents(netTotal) + euroToCents(depositTotal));
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
