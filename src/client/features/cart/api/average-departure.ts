import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { averageDepartureSchema, type AverageDepartureAnswer } from "../../../../shared/contract/cart";
import { cartKeys } from "./cart-keys";

/** GET /documents/getAverageDeparture: the departure times the countdown aims at. */
export function fetchAverageDeparture(): Promise<AverageDepartureAnswer> {
  return api("/documents/getAverageDeparture", {}, averageDepartureSchema);
}

export function averageDepartureQueryOptions() {
  // Departures change with configuration only: one fetch per session, kept for offline use.
  return queryOptions({ queryKey: cartKeys.departure(), queryFn: fetchAverageDeparture, staleTime: 60 * 60_000, gcTime: 24 * 60 * 60_000 });
}

export function useAverageDeparture(enabled = true) {
  return useQuery({ ...averageDepartureQueryOptions(), enabled });
}
