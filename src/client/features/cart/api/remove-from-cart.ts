import { api } from "../../../lib/api-client";
import { cartSchema, type Cart } from "../../../../shared/contract/cart";
import type { ProductRef } from "../../../../shared/contract/product";
import { mutationHeaders, useCartMutation } from "./cart-mutation";

/** POST /cart/remFromCart: the product leaves the cart. */
export function removeFromCart(ref: ProductRef): Promise<Cart> {
  return api("/cart/remFromCart", { method: "POST", json: { precodice: ref.precodice, codice: ref.codice }, headers: mutationHeaders() }, cartSchema);
}

export function useRemoveFromCart() {
  return useCartMutation(removeFromCart);
}
