// Reorder in one tap (docs/decisions/0032): how many recent purchases are shown, and when a missing
// line has become available to order again. Used by the server and the client.
import { reorderMessages as m } from "../messages/reorder";
import { addToCartBlockReason } from "./availability";

export const RECENT_PURCHASES_DEFAULT = 8;
export const RECENT_PURCHASES_MAX = 200;
/** Search hints: the purchases the client keeps to mark search results already bought. */
export const RECENT_PURCHASES_FOR_HINTS = RECENT_PURCHASES_MAX;

export interface AvailabilityCandidate {
  precodice: string;
  orderable: boolean;
  disp: number | null;
}

/**
 * A missing line can be added again when the product is orderable and the stock in the customer's
 * warehouses covers its quantity: null when it can, else the Italian reason.
 */
export function missingLineBlockReason(product: AvailabilityCandidate | null, qty: number): string | null {
  if (!product) return m.reasonGone;
  if (!product.orderable) return m.reasonNotOrderable;
  const blocked = addToCartBlockReason(product, qty);
  if (blocked) return blocked;
  if (product.disp === null || product.disp < qty) return m.missingStillUnavailable;
  return null;
}
