// GET /cart/recentPurchases (docs/decisions/0032): the parts this customer ordered, newest first,
// as they are today. Kept on the device by the query persister, so the list shows offline too.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { recentPurchasesSchema, type RecentPurchase } from "../../../../shared/contract/reorder";
import { RECENT_PURCHASES_DEFAULT, RECENT_PURCHASES_FOR_HINTS } from "../../../../shared/rules/reorder";
import { reorderKeys } from "./reorder-keys";

export function fetchRecentPurchases(limit: number): Promise<RecentPurchase[]> {
  return api("/cart/recentPurchases", { query: { limit } }, recentPurchasesSchema);
}

export const recentPurchasesQuery = (limit = RECENT_PURCHASES_DEFAULT) =>
  queryOptions({ queryKey: reorderKeys.recent(limit), queryFn: () => fetchRecentPurchases(limit), staleTime: 60_000 });

export function useRecentPurchases(limit = RECENT_PURCHASES_DEFAULT) {
  return useQuery(recentPurchasesQuery(limit));
}

const keyOf = (r: { precodice: string; codice: string }) => `${r.precodice}/${r.codice}`;

/** The purchases among the given rows (search results), by product: for the "Acquistato il …" hint. */
export function useRecentPurchaseHints(rows: readonly { precodice: string; codice: string }[]): RecentPurchase[] {
  const { data } = useQuery({ ...recentPurchasesQuery(RECENT_PURCHASES_FOR_HINTS), enabled: rows.length > 0 });
  if (!data || !rows.length) return [];
  const wanted = new Set(rows.map(keyOf));
  return data.filter((p) => wanted.has(keyOf(p.product)));
}
