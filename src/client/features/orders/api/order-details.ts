import { queryOptions, useQuery } from "@tanstack/react-query";
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

/** The details already in the cache (or arriving), without fetching them: what the card compares with the list. */
export function useCachedOrderDetails(o: OrderIdent) {
  return useQuery({ ...orderDetailsQuery(o), enabled: false });
}
