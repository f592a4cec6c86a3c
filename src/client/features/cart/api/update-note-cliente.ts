import { api } from "../../../lib/api-client";
import { cartSchema, type Cart } from "../../../../shared/contract/cart";
import type { ProductRef } from "../../../../shared/contract/product";
import { mutationHeaders } from "./cart-mutation";
import { itemNoteEdit, useCartEdit } from "./cart-edits";

/** POST /cart/updateNoteCliente (query precodice, codice, noteCliente): a cart line's item note. */
export function updateNoteCliente(input: ProductRef & { noteCliente: string }): Promise<Cart> {
  return api(
    "/cart/updateNoteCliente",
    { method: "POST", query: { precodice: input.precodice, codice: input.codice, noteCliente: input.noteCliente }, headers: mutationHeaders() },
    cartSchema,
  );
}

/** Through the offline outbox: queued (and shown pending) without network. */
export function useUpdateNoteCliente() {
  return useCartEdit((input: ProductRef & { noteCliente: string }, cId) => itemNoteEdit(cId, input));
}
