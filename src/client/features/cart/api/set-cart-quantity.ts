// POST /cart/addToCart?append=false: sets a cart line's quantity (the cart's quantity field). The
// one place this request is built, typed from the shared contract; sent through the outbox.
import type { z } from "zod";
import type { addToCartBodySchema, addToCartQuerySchema } from "../../../../shared/contract/cart";
import type { ProductRef, ProductRow } from "../../../../shared/contract/product";
import { offlineMessages } from "../../../../shared/messages/offline";
import type { QueuedRequest } from "../../../offline/db";
import type { EditInput } from "../../../offline/outbox";
import { cartEdit, cartEditKind, productCode, refOf, useCartEdit } from "./cart-edits";

export type SetQuantityInput = ProductRef & { qty: number; noteCliente: string };

export function setQuantityRequest(input: SetQuantityInput): QueuedRequest {
  const query: z.input<typeof addToCartQuerySchema> = { append: "false" };
  const json: z.input<typeof addToCartBodySchema> = { ...refOf(input), qntRichiesta: input.qty, noteCliente: input.noteCliente };
  return { method: "POST", path: "/cart/addToCart", query: query as Record<string, string>, json };
}

/** The edit for the outbox; `row` lets the screen show a line not yet in the cart. */
export function setQuantityEdit(cId: number | null, input: SetQuantityInput, row: ProductRow | null = null): EditInput {
  const ref = refOf(input);
  const payload = { kind: cartEditKind.setQuantity, cId, ref, qty: input.qty, noteCliente: input.noteCliente, row };
  return cartEdit(payload, offlineMessages.editQuantity(productCode(ref), input.qty), setQuantityRequest(input));
}

/** Through the offline outbox: queued (and shown pending) without network. */
export function useSetCartQuantity() {
  return useCartEdit((input: SetQuantityInput, cId) => setQuantityEdit(cId, input));
}
