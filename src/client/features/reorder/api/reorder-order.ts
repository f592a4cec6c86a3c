// POST /orders/:tipoDoc/:numeroDoc/:anno/reorder (docs/decisions/0032): the order's orderable lines
// into the cart; the answer carries the cart (stored at once for the header and /cart), the added
// lines and the refused ones with reason and substitutes. Online only: the server decides what is
// still orderable, so offline the button is disabled ("Non disponibile offline").
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { reorderResultSchema, type ReorderResult } from "../../../../shared/contract/reorder";
import type { OrderIdent } from "../../../../shared/contract/orders";
import { storeCart } from "../../cart/api/my-cart";
import { reorderKeys } from "./reorder-keys";

export function reorderOrder(o: OrderIdent): Promise<ReorderResult> {
  const path = `/orders/${encodeURIComponent(o.tipoDoc)}/${o.numeroDoc}/${o.anno}/reorder`;
  return api(path, { method: "POST" }, reorderResultSchema);
}

export function useReorder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reorderOrder,
    onSuccess: (r) => {
      storeCart(qc, r.cart);
      void qc.invalidateQueries({ queryKey: reorderKeys.all });
    },
  });
}
