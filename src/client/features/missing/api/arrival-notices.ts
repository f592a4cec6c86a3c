// Arrival notices of missing items (issue 23): the customer's unseen notices, and "seen".
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { arrivalNoticesSchema, arrivalSeenResultSchema } from "../../../../shared/contract/arrival-notices";
import { missingKeys } from "./missing-keys";

const key = () => [...missingKeys.all, "arrivalNotices"] as const;

export const arrivalNoticesQuery = () =>
  queryOptions({ queryKey: key(), queryFn: () => api("/missing/arrivalNotices", {}, arrivalNoticesSchema), staleTime: 60_000 });

export function useArrivalNotices(enabled: boolean) {
  return useQuery({ ...arrivalNoticesQuery(), enabled });
}

export function useMarkArrivalsSeen() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api("/missing/arrivalNotices/seen", { method: "POST", json: { ids } }, arrivalSeenResultSchema),
    onSuccess: () => qc.invalidateQueries({ queryKey: key() }),
  });
}
