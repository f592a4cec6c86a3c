// The tracking console's calls: GET /AD/api/getOrders, POST /AD/api/insertTracking (answers the
// refreshed list, written straight into the query), POST /AD/api/updateTrackingCSV.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { trackingCsvResultSchema, trackingOrderSchema, type TrackingCsvResult, type TrackingOrder, type TrackingPayload } from "../../../../shared/contract/tracking";

const listSchema = z.array(trackingOrderSchema);

export const trackingKeys = {
  all: ["tracking"] as const,
  orders: (customerId: number | null) => [...trackingKeys.all, "orders", customerId ?? "all"] as const,
};

const query = (customerId: number | null) => (customerId ? { uIdCliente: customerId } : {});

export function getTrackingOrders(customerId: number | null): Promise<TrackingOrder[]> {
  return api("/AD/api/getOrders", { query: query(customerId) }, listSchema);
}

export function useTrackingOrders(customerId: number | null) {
  return useQuery(queryOptions({ queryKey: trackingKeys.orders(customerId), queryFn: () => getTrackingOrders(customerId), networkMode: "online", staleTime: 30_000 }));
}

export function useInsertTracking(customerId: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (payload: TrackingPayload) => api("/AD/api/insertTracking", { method: "POST", query: query(customerId), json: payload }, listSchema),
    onSuccess: (orders) => qc.setQueryData(trackingKeys.orders(customerId), orders),
  });
}

export function useUploadTrackingCsv() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File): Promise<TrackingCsvResult> => {
      const body = new FormData();
      body.append("file", file);
      return api("/AD/api/updateTrackingCSV", { method: "POST", body }, trackingCsvResultSchema);
    },
    onSuccess: () => void qc.invalidateQueries({ queryKey: trackingKeys.all }),
  });
}
