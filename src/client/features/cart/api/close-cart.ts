import { api } from "../../../lib/api-client";
import { cartSchema, type Cart } from "../../../../shared/contract/cart";
import { mutationHeaders, useCartMutation } from "./cart-mutation";

/** GET /cart/closeCart: empties the cart. */
export function closeCart(): Promise<Cart> {
  return api("/cart/closeCart", { headers: mutationHeaders() }, cartSchema);
}

export function useCloseCart() {
  return useCartMutation(closeCart);
}
