// POST /cart/addCartNotes (form cartNotes, cRifOrdCli): note for operators and order reference. The
// one place this request is built, typed from the shared contract; sent through the outbox.
import type { z } from "zod";
import type { cartNotesFormSchema } from "../../../../shared/contract/cart";
import { offlineMessages } from "../../../../shared/messages/offline";
import type { QueuedRequest } from "../../../offline/db";
import type { EditInput } from "../../../offline/outbox";
import { cartEdit, cartEditKind, useCartEdit } from "./cart-edits";

export interface CartNotes {
  cartNotes: string;
  cRifOrdCli: string;
}

export function cartNotesRequest(notes: CartNotes): QueuedRequest {
  const form: z.input<typeof cartNotesFormSchema> & Record<string, string> = { cartNotes: notes.cartNotes, cRifOrdCli: notes.cRifOrdCli };
  return { method: "POST", path: "/cart/addCartNotes", form };
}

export function cartNotesEdit(cId: number | null, notes: CartNotes): EditInput {
  return cartEdit({ kind: cartEditKind.notes, cId, cartNotes: notes.cartNotes, cRifOrdCli: notes.cRifOrdCli }, offlineMessages.editCartNotes, cartNotesRequest(notes));
}

/** Through the offline outbox: queued (and shown pending) without network. */
export function useAddCartNotes() {
  return useCartEdit((notes: CartNotes, cId) => cartNotesEdit(cId, notes));
}
