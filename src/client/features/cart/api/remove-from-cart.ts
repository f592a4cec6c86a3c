// POST /cart/remFromCart: the product leaves the cart. The one place this request is built, typed
// from the shared contract; sent through the outbox.
import type { z } from "zod";
import type { remFromCartBodySchema } from "../../../../shared/contract/cart";
import type { ProductRef } from "../../../../shared/contract/product";
import { offlineMessages } from "../../../../shared/messages/offline";
import type { QueuedRequest } from "../../../offline/db";
import type { EditInput } from "../../../offline/outbox";
import { cartEdit, cartEditKind, productCode, refOf, useCartEdit } from "./cart-edits";

export function removeRequest(ref: ProductRef): QueuedRequest {
  const json: z.input<typeof remFromCartBodySchema> = refOf(ref);
  return { method: "POST", path: "/cart/remFromCart", json };
}

export function removeEdit(cId: number | null, ref: ProductRef): EditInput {
  return cartEdit({ kind: cartEditKind.remove, cId, ref: refOf(ref) }, offlineMessages.editRemove(productCode(ref)), removeRequest(ref));
}

/** Through the offline outbox: queued (and shown pending) without network. */
export function useRemoveFromCart() {
  return useCartEdit((ref: ProductRef, cId) => removeEdit(cId, ref));
}
