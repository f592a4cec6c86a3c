import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiEnvelope } from "../../../lib/api-client";
import { orderSchema, type Order, type OrderFilter } from "../../../../shared/contract/orders";
import { ordersKeys } from "./orders-keys";

const pageSchema = z.array(orderSchema);

export function hasFilter(f: OrderFilter): boolean {
  return Object.values(f).some((v) => typeof v === "string" && v.trim() !== "");
}

/** GET /orders/lastOrders, or POST /orders/lastOrdersPost with the filter; startFrom is the
 * number of orders already shown. */
export async function getLastOrders(filter: OrderFilter, startFrom: number): Promise<{ orders: Order[]; last: boolean }> {
  const env = hasFilter(filter)
    ? await apiEnvelope<unknown>("/orders/lastOrdersPost", { method: "POST", query: { startFrom }, json: filter })
    : await apiEnvelope<unknown>("/orders/lastOrders", { query: { startFrom } });
  const orders = pageSchema.parse(env.data ?? []);
  return { orders, last: env.pagination?.last ?? orders.length === 0 };
}

export const lastOrdersQuery = (filter: OrderFilter) =>
  infiniteQueryOptions({
    queryKey: ordersKeys.history(filter),
    queryFn: ({ pageParam }) => getLastOrders(filter, pageParam),
    initialPageParam: 0,
    // A continuation appends; a new filter or a refresh starts again from the first page.
    getNextPageParam: (lastPage, pages) => (lastPage.last ? undefined : pages.reduce((n, p) => n + p.orders.length, 0)),
  });

export function useLastOrders(filter: OrderFilter, enabled = true) {
  return useInfiniteQuery({ ...lastOrdersQuery(filter), enabled });
}
