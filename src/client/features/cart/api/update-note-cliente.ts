import { api } from "../../../lib/api-client";
import { cartSchema, type Cart } from "../../../../shared/contract/cart";
import type { ProductRef } from "../../../../shared/contract/product";
import { mutationHeaders, useCartMutation } from "./cart-mutation";

/** POST /cart/updateNoteCliente (query precodice, codice, noteCliente): a cart line's item note. */
export function updateNoteCliente(input: ProductRef & { noteCliente: string }): Promise<Cart> {
  return api(
    "/cart/updateNoteCliente",
    { method: "POST", query: { precodice: input.precodice, codice: input.codice, noteCliente: input.noteCliente }, headers: mutationHeaders() },
    cartSchema,
  );
}

export function useUpdateNoteCliente() {
  return useCartMutation(updateNoteCliente);
}
