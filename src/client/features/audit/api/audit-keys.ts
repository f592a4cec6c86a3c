/** The filters of GET /audit/log (contract: auditLogQuerySchema). */
export interface AuditFilters {
  username?: string;
  customerId?: string;
  action?: string;
  dateFrom?: string;
  dateTo?: string;
  onlyBehalf?: boolean;
}

export const auditKeys = {
  all: ["audit"] as const,
  log: (filters: AuditFilters) => [...auditKeys.all, "log", filters] as const,
  actions: () => [...auditKeys.all, "actions"] as const,
};
