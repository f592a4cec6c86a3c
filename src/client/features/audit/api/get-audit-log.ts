import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiEnvelope } from "../../../lib/api-client";
import { auditLogPageSchema, type AuditEntry } from "../../../../shared/contract/audit";
import { auditKeys, type AuditFilters } from "./audit-keys";

export const AUDIT_PAGE_SIZE = 30;

/** GET /audit/log: one page (startFrom = page number), newest first; last marks the end. */
export async function getAuditLog(filters: AuditFilters, page: number): Promise<{ rows: AuditEntry[]; last: boolean }> {
  const env = await apiEnvelope<unknown>("/audit/log", {
    query: { ...filters, onlyBehalf: filters.onlyBehalf ? "true" : undefined, startFrom: page, size: AUDIT_PAGE_SIZE },
  });
  return { rows: auditLogPageSchema.parse(env.data ?? []), last: env.pagination?.last ?? true };
}

export const auditLogQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: auditKeys.log(filters),
    queryFn: ({ pageParam }) => getAuditLog(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _all, lastParam) => (lastPage.last ? undefined : lastParam + 1),
    networkMode: "online",
    staleTime: 0,
  });

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(auditLogQuery(filters));
}
