import { api } from "../../../lib/api-client";
import { newClientId } from "../../../lib/client-id";
import { checkoutResultSchema, checkoutStatusSchema, IDEMPOTENCY_HEADER, type CheckoutResult, type CheckoutStatus } from "../../../../shared/contract/cart";

export interface CheckoutInput {
  cId: number;
  cartNotes: string;
  cRifOrdCli: string;
}

// One Idempotency-Key per cart for the whole series of send attempts (retries after a dropped
// connection, a second tab, a send again after a warning): the server makes one order per key and
// per cart. Kept in sessionStorage so a reload in the middle of a send retries with the same key.
const KEY_PREFIX = "banco.sendKey.";

export function sendKeyFor(cId: number): string {
  const name = `${KEY_PREFIX}${cId}`;
  try {
    const found = sessionStorage.getItem(name);
    if (found) return found;
    const key = newClientId("send-");
    sessionStorage.setItem(name, key);
    return key;
  } catch {
    return newClientId("send-");
  }
}

export function forgetSendKey(cId: number): void {
  try {
    sessionStorage.removeItem(`${KEY_PREFIX}${cId}`);
  } catch {
    // storage unavailable: nothing was kept
  }
}

/** POST /cart/cartCheckout (form cartNotes, cRifOrdCli, cId; Idempotency-Key header). */
export function cartCheckout(input: CheckoutInput): Promise<CheckoutResult> {
  return api(
    "/cart/cartCheckout",
    {
      method: "POST",
      form: { cartNotes: input.cartNotes, cRifOrdCli: input.cRifOrdCli, cId: String(input.cId) },
      headers: { [IDEMPOTENCY_HEADER]: sendKeyFor(input.cId) },
    },
    checkoutResultSchema,
  );
}

/** GET /cart/checkoutStatus?key=: what became of the send of this cart (its key), asked after a lost answer. */
export function checkoutStatus(cId: number): Promise<CheckoutStatus> {
  return api("/cart/checkoutStatus", { query: { key: sendKeyFor(cId) } }, checkoutStatusSchema);
}

/** The order's PDF (GET /orders/orderDetails/pdf/{tipoDoc}/{numeroDoc}/{anno}), or null when the number is not known yet. */
export function orderPdfUrl(r: Pick<CheckoutResult, "tipoDoc" | "numeroDoc" | "anno">): string | null {
  if (!r.tipoDoc || r.numeroDoc == null || r.anno == null) return null;
  return `/v100/orders/orderDetails/pdf/${encodeURIComponent(r.tipoDoc)}/${r.numeroDoc}/${r.anno}`;
}
