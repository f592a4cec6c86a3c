import { useMemo } from "react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { departuresFromAverage } from "../../../../shared/rules/countdown";
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

/**
 * The departures ("HH:mm", morning and evening) and the holidays and closures of the user's
 * warehouse, for the countdown and the delivery promises; null until loaded. An answer cached
 * before the server sent the non-working days has none, and then only weekends are skipped.
 */
export function useDepartureSchedule(enabled = true): { departures: string[]; nonWorkingDays: ReadonlySet<string> } | null {
  const { data } = useAverageDeparture(enabled);
  return useMemo(() => (data ? { departures: departuresFromAverage(data), nonWorkingDays: new Set(data.nonWorkingDays ?? []) } : null), [data]);
}
