import { api } from "../../../lib/api-client";
import { cartSchema, type Cart } from "../../../../shared/contract/cart";
import { mutationHeaders, useCartMutation } from "./cart-mutation";

export interface CartNotes {
  cartNotes: string;
  cRifOrdCli: string;
}

/** POST /cart/addCartNotes (form cartNotes, cRifOrdCli): note for operators and order reference. */
export function addCartNotes(notes: CartNotes): Promise<Cart> {
  return api("/cart/addCartNotes", { method: "POST", form: { cartNotes: notes.cartNotes, cRifOrdCli: notes.cRifOrdCli }, headers: mutationHeaders() }, cartSchema);
}

export function useAddCartNotes() {
  return useCartMutation(addCartNotes);
}
