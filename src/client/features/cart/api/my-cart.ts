import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { cartSchema, type Cart } from "../../../../shared/contract/cart";
import { cartKeys } from "./cart-keys";

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

export function useMyCart() {
  const hasCart = useHasCart();
  return useQuery({ ...myCartQueryOptions(), enabled: hasCart });
}

/** Every cart call answers the whole cart: the header and /cart show it at once. */
export function storeCart(qc: QueryClient, cart: Cart): void {
  qc.setQueryData(cartKeys.mine(), cart);
}
