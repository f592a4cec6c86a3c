// GET /orders/deliveryPromises/…: when each line of the order just sent leaves and arrives, as the
// order confirmation shows it (the PDF carries the same words; decision 0033).
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { orderLinePromisesSchema } from "../../../../shared/contract/delivery-promise";
import type { CheckoutResult } from "../../../../shared/contract/cart";
import { cartKeys } from "./cart-keys";

export function useOrderPromises(r: Pick<CheckoutResult, "tipoDoc" | "numeroDoc" | "anno">) {
  const known = Boolean(r.tipoDoc) && r.numeroDoc != null && r.anno != null;
  return useQuery({
    queryKey: [...cartKeys.all, "orderPromises", r.tipoDoc, r.numeroDoc, r.anno] as const,
    queryFn: () => api(`/orders/deliveryPromises/${encodeURIComponent(r.tipoDoc ?? "")}/${r.numeroDoc}/${r.anno}`, {}, orderLinePromisesSchema),
    enabled: known,
    staleTime: Infinity,
  });
}
