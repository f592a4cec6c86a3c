import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { auditActionsSchema } from "../../../../shared/contract/audit";
import { auditKeys } from "./audit-keys";

/** GET /audit/actions: the actions present in the log, for the filter. */
export function getAuditActions(): Promise<string[]> {
  return api("/audit/actions", {}, auditActionsSchema);
}

export function useAuditActions() {
  return useQuery(queryOptions({ queryKey: auditKeys.actions(), queryFn: getAuditActions, networkMode: "online" }));
}
