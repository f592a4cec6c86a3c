// Obsolete stock calls. The two list GETs are issued once per screen visit (not on every render, as
// the old client did) and refreshed after an upload; the uploads answer their rows and errors.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api, ApiError } from "../../../lib/api-client";
import {
  discountUploadResultSchema,
  obsoleteDiscountSchema,
  obsoleteProductSchema,
  obsoleteSaleSchema,
  obsoleteUploadResultSchema,
  type DiscountUploadResult,
  type ObsoleteUploadResult,
} from "../../../../shared/contract/obsolete";

export const obsoleteKeys = {
  all: ["obsolete"] as const,
  products: () => [...obsoleteKeys.all, "products"] as const,
  discounts: () => [...obsoleteKeys.all, "discounts"] as const,
  sales: () => [...obsoleteKeys.all, "sales"] as const,
};

const once = { networkMode: "online" as const, staleTime: 5 * 60_000, refetchOnWindowFocus: false, retry: 1 };

export function useObsoleteList() {
  return useQuery(queryOptions({ queryKey: obsoleteKeys.products(), queryFn: () => api("/obsolete/getSupplierObsoletesList", {}, z.array(obsoleteProductSchema)), ...once }));
}

export function useObsoleteDiscounts() {
  return useQuery(queryOptions({ queryKey: obsoleteKeys.discounts(), queryFn: () => api("/obsolete/getObsoleteDiscounts", {}, z.array(obsoleteDiscountSchema)), ...once }));
}

export function useSupplierSales() {
  return useQuery(queryOptions({ queryKey: obsoleteKeys.sales(), queryFn: () => api("/obsolete/getSupplierSales", { query: { days: 30 } }, z.array(obsoleteSaleSchema)), ...once }));
}

/**
 * An upload's outcome: "ok", "partial" (loaded with unparsed rows) or "refused" (error flag: the rows
 * that failed come back in the error's data) — the three messages of spec §8.
 */
export type UploadOutcome<R> = { kind: "ok" | "partial" | "refused"; result: R };

function upload<R extends { unparsedObsoletes: unknown[] }>(path: string, schema: z.ZodType<R>, osPrecodice?: string) {
  return async (file: File): Promise<UploadOutcome<R>> => {
    const body = new FormData();
    body.append("file", file);
    try {
      const result = await api(path, { method: "POST", body, query: osPrecodice ? { osPrecodice } : {} }, schema);
      return { kind: result.unparsedObsoletes.length ? "partial" : "ok", result };
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        const parsed = schema.safeParse(err.data);
        if (parsed.success) return { kind: "refused", result: parsed.data };
      }
      throw err;
    }
  };
}

/** ADMIN uploads for a supplier named by its precode; a supplier always for its own. */
export function useUploadObsoletes(osPrecodice?: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: upload<ObsoleteUploadResult>("/obsolete/loadObs", obsoleteUploadResultSchema, osPrecodice),
    onSuccess: () => void qc.invalidateQueries({ queryKey: obsoleteKeys.products() }),
  });
}

export function useUploadDiscounts() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: upload<DiscountUploadResult>("/obsolete/loadObsDiscounts", discountUploadResultSchema),
    onSuccess: () => void qc.invalidateQueries({ queryKey: obsoleteKeys.discounts() }),
  });
}
