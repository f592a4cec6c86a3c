// POST /cart/updateNoteCliente (query precodice, codice, noteCliente): a cart line's item note. The
// one place this request is built, typed from the shared contract; sent through the outbox.
import type { z } from "zod";
import type { noteClienteQuerySchema } from "../../../../shared/contract/cart";
import type { ProductRef } from "../../../../shared/contract/product";
import { offlineMessages } from "../../../../shared/messages/offline";
import type { QueuedRequest } from "../../../offline/db";
import type { EditInput } from "../../../offline/outbox";
import { cartEdit, cartEditKind, productCode, refOf, useCartEdit } from "./cart-edits";

export type ItemNoteInput = ProductRef & { noteCliente: string };

export function itemNoteRequest(input: ItemNoteInput): QueuedRequest {
  const query: z.input<typeof noteClienteQuerySchema> & Record<string, string> = { ...refOf(input), noteCliente: input.noteCliente };
  return { method: "POST", path: "/cart/updateNoteCliente", query };
}

export function itemNoteEdit(cId: number | null, input: ItemNoteInput): EditInput {
  const payload = { kind: cartEditKind.itemNote, cId, ref: refOf(input), noteCliente: input.noteCliente };
  return cartEdit(payload, offlineMessages.editItemNote(productCode(input)), itemNoteRequest(input));
}

/** Through the offline outbox: queued (and shown pending) without network. */
export function useUpdateNoteCliente() {
  return useCartEdit((input: ItemNoteInput, cId) => itemNoteEdit(cId, input));
}
