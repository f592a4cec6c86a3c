import { api } from "../../../lib/api-client";
import { cartSchema, type Cart } from "../../../../shared/contract/cart";
import type { ProductRef } from "../../../../shared/contract/product";
import { mutationHeaders } from "./cart-mutation";
import { setQuantityEdit, useCartEdit } from "./cart-edits";

/** POST /cart/addToCart?append=false: sets a cart line's quantity (the cart's quantity field). */
export function setCartQuantity(input: ProductRef & { qty: number; noteCliente: string }): Promise<Cart> {
  return api(
    "/cart/addToCart",
    {
      method: "POST",
      query: { append: "false" },
      json: { precodice: input.precodice, codice: input.codice, qntRichiesta: input.qty, noteCliente: input.noteCliente },
      headers: mutationHeaders(),
    },
    cartSchema,
  );
}

/** Through the offline outbox: queued (and shown pending) without network. */
export function useSetCartQuantity() {
  return useCartEdit((input: ProductRef & { qty: number; noteCliente: string }, cId) => setQuantityEdit(cId, input));
}
