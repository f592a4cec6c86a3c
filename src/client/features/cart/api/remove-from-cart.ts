import { api } from "../../../lib/api-client";
import { cartSchema, type Cart } from "../../../../shared/contract/cart";
import type { ProductRef } from "../../../../shared/contract/product";
import { mutationHeaders } from "./cart-mutation";
import { removeEdit, useCartEdit } from "./cart-edits";

/** POST /cart/remFromCart: the product leaves the cart. */
export function removeFromCart(ref: ProductRef): Promise<Cart> {
  return api("/cart/remFromCart", { method: "POST", json: { precodice: ref.precodice, codice: ref.codice }, headers: mutationHeaders() }, cartSchema);
}

/** Through the offline outbox: queued (and shown pending) without network. */
export function useRemoveFromCart() {
  return useCartEdit((ref: ProductRef, cId) => removeEdit(cId, ref));
}
