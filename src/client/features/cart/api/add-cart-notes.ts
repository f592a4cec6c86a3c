import { api } from "../../../lib/api-client";
import { cartSchema, type Cart } from "../../../../shared/contract/cart";
import { mutationHeaders } from "./cart-mutation";
import { cartNotesEdit, useCartEdit } from "./cart-edits";

export interface CartNotes {
  cartNotes: string;
  cRifOrdCli: string;
}

/** POST /cart/addCartNotes (form cartNotes, cRifOrdCli): note for operators and order reference. */
export function addCartNotes(notes: CartNotes): Promise<Cart> {
  return api("/cart/addCartNotes", { method: "POST", form: { cartNotes: notes.cartNotes, cRifOrdCli: notes.cRifOrdCli }, headers: mutationHeaders() }, cartSchema);
}

/** Through the offline outbox: queued (and shown pending) without network. */
export function useAddCartNotes() {
  return useCartEdit((notes: CartNotes, cId) => cartNotesEdit(cId, notes));
}
