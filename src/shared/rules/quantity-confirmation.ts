// When a quantity typed at the counter is probably a slip (a code typed into the quantity, an extra
// digit): far above the stock we have, or far above what this customer usually orders of the
// product. The add then asks for a confirmation instead of going straight to the cart. Pure; the
// product table asks it before every add (docs/decisions/0022-counter-type-ahead.md).
import { ruleMessages } from "../messages/rules";

/** Far above stock: more than twice the stock and at least this many pieces. */
export const FAR_ABOVE_STOCK_MIN = 10;
/** Above the usual: at least three times the customer's largest past quantity, and 10 more. */
export const ABOVE_USUAL_FACTOR = 3;
export const ABOVE_USUAL_MARGIN = 10;

export interface ConfirmationInput {
  qty: number;
  /** Stock available to the user, null when unknown (supplier items: not judged on our stock). */
  disp: number | null | undefined;
  /** The largest quantity this customer ordered of the product, null when never ordered. */
  usualQty: number | null | undefined;
}

/** The Italian reasons to confirm this quantity (empty: no confirmation needed). */
export function quantityConfirmationReasons({ qty, disp, usualQty }: ConfirmationInput): string[] {
  const reasons: string[] = [];
  if (typeof disp === "number") {
    const stock = Math.max(0, disp);
    if (qty > stock * 2 && qty >= FAR_ABOVE_STOCK_MIN) reasons.push(ruleMessages.confirmAboveStock(stock));
  }
  if (typeof usualQty === "number" && usualQty > 0) {
    if (qty >= usualQty * ABOVE_USUAL_FACTOR && qty - usualQty >= ABOVE_USUAL_MARGIN) reasons.push(ruleMessages.confirmAboveUsual(usualQty));
  }
  return reasons;
}
