import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiEnvelope } from "../../../lib/api-client";
import { promoDetailSchema, type PromoDetail } from "../../../../shared/contract/promos";
import { PROMO_DETAIL_PAGE_SIZE } from "../../../../shared/rules/limits";
import { promoKeys } from "./promo-keys";

export interface PromoDetailPage {
  detail: PromoDetail;
  last: boolean;
}

/** GET /promo/getPromoDetail: the promo with one page (15) of its products from startFrom. */
export async function getPromoDetail(proId: number, startFrom: number): Promise<PromoDetailPage> {
  const env = await apiEnvelope<unknown>("/promo/getPromoDetail", { query: { proId, startFrom } });
  return { detail: promoDetailSchema.parse(env.data), last: env.pagination?.last ?? true };
}

// Spec §4 "Promo detail": the first page (no offset) replaces the promo, later pages append
// products — an infinite query whose first page carries the promo.
export const promoDetailQuery = (proId: number) =>
  infiniteQueryOptions({
    queryKey: promoKeys.detail(proId),
    queryFn: ({ pageParam }) => getPromoDetail(proId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _all, lastParam) => (lastPage.last ? undefined : lastParam + PROMO_DETAIL_PAGE_SIZE),
    staleTime: 30_000,
  });

export function usePromoDetail(proId: number) {
  return useInfiniteQuery({ ...promoDetailQuery(proId), enabled: Number.isInteger(proId) && proId > 0 });
}
