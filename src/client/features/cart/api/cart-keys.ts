import type { QueryClient } from "@tanstack/react-query";
import type { Cart } from "../../../../shared/contract/cart";

export const cartKeys = {
  all: ["cart"] as const,
  mine: () => [...cartKeys.all, "mine"] as const,
  departure: () => [...cartKeys.all, "averageDeparture"] as const,
};

/**
 * Every cart call answers the whole cart: the header and /cart show it at once. A reading of the
 * cart still on its way (the screen's refetch on load) was taken before this edit and would land
 * after it, putting the old quantities back on screen: it is cancelled first (synchronously, so the
 * answer set here is the last word).
 */
export function storeCart(qc: QueryClient, cart: Cart): void {
  void qc.cancelQueries({ queryKey: cartKeys.mine(), exact: true });
  qc.setQueryData(cartKeys.mine(), cart);
}
