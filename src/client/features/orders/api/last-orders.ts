import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { z } from "zod";
import { fetchOffsetPage, nextOffset } from "../../../lib/offset-pages";
import { orderSchema, type Order, type OrderFilter } from "../../../../shared/contract/orders";
import { ordersKeys } from "./orders-keys";

/** One page of the list, as it is stored for offline reading. */
export interface OrdersPage {
  orders: Order[];
  last: boolean;
}

const pageSchema = z.array(orderSchema);

export function hasFilter(f: OrderFilter): boolean {
  return Object.values(f).some((v) => typeof v === "string" && v.trim() !== "");
}

/** GET /orders/lastOrders, or POST /orders/lastOrdersPost with the filter; startFrom is the
 * number of orders already shown. */
export async function getLastOrders(filter: OrderFilter, startFrom: number): Promise<OrdersPage> {
  const { rows, last } = hasFilter(filter)
    ? await fetchOffsetPage("/orders/lastOrdersPost", { method: "POST", query: { startFrom }, json: filter }, pageSchema)
    : await fetchOffsetPage("/orders/lastOrders", { query: { startFrom } }, pageSchema);
  return { orders: rows, last };
}

// A continuation appends; a new filter or a refresh starts again from the first page.
export const lastOrdersQuery = (filter: OrderFilter) =>
  infiniteQueryOptions({ queryKey: ordersKeys.history(filter), queryFn: ({ pageParam }) => getLastOrders(filter, pageParam), initialPageParam: 0, getNextPageParam: nextOffset((p: OrdersPage) => p.orders) });

export function useLastOrders(filter: OrderFilter) {
  return useInfiniteQuery(lastOrdersQuery(filter));
}
