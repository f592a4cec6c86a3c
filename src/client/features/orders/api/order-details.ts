import { useCallback, useMemo, useSyncExternalStore } from "react";
import { hashKey, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { orderLineSchema, type OrderIdent, type OrderLine } from "../../../../shared/contract/orders";
import { ordersKeys } from "./orders-keys";

/** POST /orders/orderDetails: the order's lines with ordered, fulfilled and to-fulfil quantities. */
export function getOrderDetails(o: OrderIdent): Promise<OrderLine[]> {
  return api("/orders/orderDetails", { method: "POST", json: { tipoDoc: o.tipoDoc, numeroDoc: o.numeroDoc, anno: o.anno } }, z.array(orderLineSchema));
}

export const orderDetailsQuery = (o: OrderIdent) => queryOptions({ queryKey: ordersKeys.details(o), queryFn: () => getOrderDetails(o) });

/** Loaded on demand: only while the details panel is open. */
export function useOrderDetails(o: OrderIdent, enabled: boolean) {
  return useQuery({ ...orderDetailsQuery(o), enabled });
}

/**
 * The details already in the cache (or arriving), without fetching them: what the card compares with
 * the list. Read from the cache by the query's hash: a card adds no query and no observer to the
 * cache (a disabled query per card built 25 queries with their timers and observers at once when
 * the history's first page arrived, a third of that long task, issue 22).
 */
export function useCachedOrderDetails(o: OrderIdent): { data: OrderLine[] | undefined; dataUpdatedAt: number } {
  const cache = useQueryClient().getQueryCache();
  const { tipoDoc, numeroDoc, anno } = o;
  const hash = useMemo(() => hashKey(ordersKeys.details({ tipoDoc, numeroDoc, anno })), [tipoDoc, numeroDoc, anno]);
  const subscribe = useCallback((changed: () => void) => cache.subscribe((event) => event.query.queryHash === hash && changed()), [cache, hash]);
  const state = useSyncExternalStore(subscribe, () => cache.get<OrderLine[]>(hash)?.state);
  return { data: state?.data, dataUpdatedAt: state?.dataUpdatedAt ?? 0 };
}
