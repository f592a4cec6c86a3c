import type { AuditLogQuery } from "../../../../shared/contract/audit";

/** The filters of GET /audit/log as the screen sets them: the contract's query (auditLogQuerySchema)
 * without its paging, the customer as typed and "only on behalf" as a switch. */
export type AuditFilters = Pick<AuditLogQuery, "username" | "action" | "dateFrom" | "dateTo"> & { customerId?: string; onlyBehalf?: boolean };

export const auditKeys = {
  all: ["audit"] as const,
  log: (filters: AuditFilters) => [...auditKeys.all, "log", filters] as const,
  actions: () => [...auditKeys.all, "actions"] as const,
};
