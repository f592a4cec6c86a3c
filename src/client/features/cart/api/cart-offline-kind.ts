// The cart's edit kinds for the offline layer (offline/edit-kinds.ts): before replaying an edit the
// cart it was made on must still be the open one; each answer is the whole cart, stored as the
// cart on screen; the cart's answer is shared by every tab of the identity.
import type { QueryClient } from "@tanstack/react-query";
import type { EditKindHandler } from "../../../offline/edit-kinds";
import { CART_EDIT_PREFIX, cartEditPrecheck, cartFromAnswer } from "./cart-edits";
import { cartKeys } from "./cart-keys";
import { fetchMyCart, storeCart } from "./my-cart";

export function cartEditKinds(qc: QueryClient): EditKindHandler {
  return {
    prefix: CART_EDIT_PREFIX,
    precheck: (entry, memo) => cartEditPrecheck(entry, memo, async () => (await fetchMyCart()).cId),
    onApplied: (entry, data, memo) => {
      const cart = cartFromAnswer(entry, data, memo);
      if (cart) storeCart(qc, cart);
    },
    sharedQueryKeys: [cartKeys.mine()],
  };
}
