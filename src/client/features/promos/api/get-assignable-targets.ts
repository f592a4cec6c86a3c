import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { promoTargetsSchema, type PromoTarget } from "../../../../shared/contract/promos";
import { promoKeys } from "./promo-keys";

/** GET /promo/getAssignableTargets (ADMIN): customer users, for the CUSTOM assignment. */
export function getAssignableTargets(): Promise<PromoTarget[]> {
  return api("/promo/getAssignableTargets", {}, promoTargetsSchema);
}

export function useAssignableTargets() {
  return useQuery(queryOptions({ queryKey: promoKeys.targets(), queryFn: getAssignableTargets, staleTime: 5 * 60_000, networkMode: "online" }));
}
