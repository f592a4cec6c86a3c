import { useMemo } from "react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { cartSchema, type Cart } from "../../../../shared/contract/cart";
import { cartKeys } from "./cart-keys";
import { usePendingEdits } from "../../../offline/use-outbox";
import { applyPendingCartEdits, CART_EDIT_PREFIX, type CartView } from "./cart-edits";

/** GET /cart/myCart: the open cart of the effective user, at today's prices. */
export function fetchMyCart(): Promise<Cart> {
  return api("/cart/myCart", {}, cartSchema);
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
