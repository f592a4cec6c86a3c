import { api } from "../../../lib/api-client";
import { cartSchema, type Cart } from "../../../../shared/contract/cart";
import { mutationHeaders, useCartMutation } from "./cart-mutation";

/** GET /cart/updateCartChanges: after a send warning, takes today's prices and availability. */
export function updateCartChanges(): Promise<Cart> {
  return api("/cart/updateCartChanges", { headers: mutationHeaders() }, cartSchema);
}

export function useUpdateCartChanges() {
  return useCartMutation(updateCartChanges);
}
