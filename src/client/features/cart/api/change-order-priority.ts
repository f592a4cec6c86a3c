import { api } from "../../../lib/api-client";
import { cartSchema, type Cart } from "../../../../shared/contract/cart";
import { mutationHeaders, useCartMutation } from "./cart-mutation";

/** POST /cart/changeOrderPriority (query priority): the urgent-order flag. */
export function changeOrderPriority(priority: boolean): Promise<Cart> {
  return api("/cart/changeOrderPriority", { method: "POST", query: { priority: String(priority) }, headers: mutationHeaders() }, cartSchema);
}

export function useChangeOrderPriority() {
  return useCartMutation(changeOrderPriority);
}
