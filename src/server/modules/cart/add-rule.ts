// The one rule of adding a product to the cart (spec core-ordering §5), shared by the single add
// (service.addToCart) and the CSV upload (add-many.ts): the requested quantity, the product's
// orderability, the quantity in the cart after the add (multiples, stock limits) and the VIN
// note of coded articles. Pure: it throws AppError with the Italian reason and writes nothing.
import { ErrorCode } from "../../../shared/contract/envelope";
import { cartMessages } from "../../../shared/messages/cart";
import { validateQuantity } from "../../../shared/rules/quantity-rule";
import { addToCartBlockReason } from "../../../shared/rules/availability";
import { containsVin } from "../../../shared/rules/vin";
import { AppError } from "../../lib/app-error";
import type { ProductFacts } from "../catalogue/service";
import { lineAfterPut } from "../../../shared/rules/cart-edit";
import type { LineState } from "./repo";

/** The requested quantity, checked before anything is locked (a refusal here touches nothing). */
export function requestedQuantity(f: ProductFacts, qty: unknown): number {
  const requested = validateQuantity(f.precodice, f.codice, qty);
  if (!requested.ok) throw new AppError("validation", requested.message);
  if (!f.orderable) throw new AppError("businessRule", addToCartBlockReason(f, requested.qty) ?? cartMessages.addFailed);
  return requested.qty;
}

export function checkVin(facts: Pick<ProductFacts, "requiresVin">, note: string): void {
  if (facts.requiresVin && !containsVin(note)) {
    throw new AppError("businessRule", cartMessages.codedArticleServer, { errorCode: ErrorCode.codedArticle });
  }
}

export interface LineAfterAdd {
  qty: number;
  noteCliente: string;
  seenNetCents: number;
  description: string;
}

/**
 * The line as it is after adding `requested` pieces, computed from the line as it is under the
 * cart's lock (`existing`): appended to it or replacing its quantity, the total checked against
 * the multiples and the stock, the note kept unless a new one is given.
 */
export function lineAfterAdd(f: ProductFacts, existing: LineState | undefined, requested: number, append: boolean, noteInput: string | null | undefined): LineAfterAdd {
  // What "append" means is the shared rule's (the client shows the same line while the edit is queued).
  const { qty, noteCliente: note } = lineAfterPut(existing, requested, append, noteInput);
  const total = validateQuantity(f.precodice, f.codice, qty);
  if (!total.ok) throw new AppError("validation", total.message);
  const blocked = addToCartBlockReason(f, qty);
  if (blocked) throw new AppError("businessRule", blocked);
  checkVin(f, note);
  return { qty, noteCliente: note, seenNetCents: f.netUnitCents, description: f.description };
}
