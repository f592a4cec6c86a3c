import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { promoAdminSchema, type PromoAdmin } from "../../../../shared/contract/promos";
import { promoKeys } from "./promo-keys";

/** GET /promo/getPromoForEdit (ADMIN): the promo with its assignment and product descriptions. */
export function getPromoForEdit(proId: number): Promise<PromoAdmin> {
  return api("/promo/getPromoForEdit", { query: { proId } }, promoAdminSchema);
}

export function usePromoForEdit(proId: number | null) {
  return useQuery({
    ...queryOptions({ queryKey: promoKeys.forEdit(proId ?? 0), queryFn: () => getPromoForEdit(proId!), staleTime: 0, networkMode: "online" }),
    enabled: proId !== null,
  });
}
