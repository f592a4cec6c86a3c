import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { promoListSchema, type Promo } from "../../../../shared/contract/promos";
import { promoKeys } from "./promo-keys";

/** GET /promo/getPromoList: the user's active promos; with includeInactive (ADMIN only) all of them. */
export function getPromoList(includeInactive = false): Promise<Promo[]> {
  return api("/promo/getPromoList", { query: includeInactive ? { filterPromoActive: "false" } : {} }, promoListSchema);
}

export const promoListQuery = (includeInactive = false) =>
  queryOptions({ queryKey: promoKeys.list(includeInactive), queryFn: () => getPromoList(includeInactive), staleTime: 60_000 });

export function usePromoList(includeInactive = false) {
  return useQuery(promoListQuery(includeInactive));
}
