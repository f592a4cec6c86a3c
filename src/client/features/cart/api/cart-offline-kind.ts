// The cart's edit kinds for the offline layer (offline/edit-kinds.ts): each edit names the cart it
// was made on, which the server checks is still the open one; each answer is the whole cart, stored
// as the cart on screen; the cart's answer is shared by every tab of the identity.
import type { QueryClient } from "@tanstack/react-query";
import type { EditKindHandler } from "../../../offline/edit-kinds";
import { CART_EDIT_PREFIX, cartEditHeaders, cartFromAnswer } from "./cart-edits";
import { cartKeys } from "./cart-keys";
import { storeCart } from "./my-cart";

export function cartEditKinds(qc: QueryClient): EditKindHandler {
  return {
    prefix: CART_EDIT_PREFIX,
    requestHeaders: cartEditHeaders,
    onApplied: (entry, data) => {
      const cart = cartFromAnswer(entry, data);
      if (cart) storeCart(qc, cart);
    },
    sharedQueryKeys: [cartKeys.mine()],
  };
}
