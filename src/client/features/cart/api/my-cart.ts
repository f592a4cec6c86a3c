import { useMemo } from "react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { currentUser, useSession } from "../../../lib/session";
import { cartSchema, PENDING_MUTATIONS_HEADER, PENDING_MUTATIONS_MAX, type Cart } from "../../../../shared/contract/cart";
import { cartKeys } from "./cart-keys";
import { identityOf } from "../../../offline/identity";
import { pendingEdits } from "../../../offline/outbox";
import { usePendingEdits } from "../../../offline/use-outbox";
import { applyPendingCartEdits, CART_EDIT_PREFIX, type CartView } from "./cart-edits";

/** The mutation ids of the cart edits still queued on this device (the oldest first). */
async function queuedCartEditIds(): Promise<string[]> {
  const user = currentUser();
  if (!user) return [];
  const entries = await pendingEdits(identityOf(user));
  return entries.filter((e) => e.kind.startsWith(CART_EDIT_PREFIX)).slice(0, PENDING_MUTATIONS_MAX).map((e) => e.mutationId);
}

/**
 * GET /cart/myCart: the open cart of the effective user, at today's prices. It names the edits
 * still queued here: one whose answer was lost (the tab closed, the connection broke) is in the
 * cart already, and the answer says so, so the screen does not apply it a second time.
 */
export async function fetchMyCart(): Promise<Cart> {
  const ids = await queuedCartEditIds().catch(() => []);
  return api("/cart/myCart", ids.length ? { headers: { [PENDING_MUTATIONS_HEADER]: ids.join(",") } } : {}, cartSchema);
}

export function myCartQueryOptions() {
  return queryOptions({ queryKey: cartKeys.mine(), queryFn: fetchMyCart, staleTime: 15_000 });
}

/** The cart exists only for an effective customer (staff not impersonating have none). */
export function useHasCart(): boolean {
  const { user } = useSession();
  return user?.idCliente != null;
}

/**
 * The cart as the user left it: the server's cart (also restored from the offline copy) with the
 * edits still queued in the outbox applied over it and marked pending (offline/, cart-edits.ts).
 */
export function useMyCart() {
  const hasCart = useHasCart();
  const query = useQuery({ ...myCartQueryOptions(), enabled: hasCart });
  const pending = usePendingEdits(CART_EDIT_PREFIX);
  const data: CartView | undefined = useMemo(() => (query.data ? applyPendingCartEdits(query.data, pending) : undefined), [query.data, pending]);
  return { ...query, data };
}

export { storeCart } from "./cart-keys";
