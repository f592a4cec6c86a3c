// Every cart edit answers the whole cart: store it so the header and /cart show it at once, and
// carry a client mutation id so a retried edit is applied once (the server records the id).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { newClientId } from "../../../lib/client-id";
import type { Cart } from "../../../../shared/contract/cart";
import { MUTATION_ID_HEADER } from "../../../../shared/contract/cart";
import { storeCart } from "./my-cart";

export function mutationHeaders(): Record<string, string> {
  return { [MUTATION_ID_HEADER]: newClientId("m-") };
}

export function useCartMutation<V>(fn: (vars: V) => Promise<Cart>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (cart) => storeCart(qc, cart),
  });
}
