// ADMIN: the agents (selector) and their public links (rotate, revoke).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { agentLinkSchema, agentSummarySchema, type AgentLink, type AgentSummary } from "../../../../shared/contract/visits";
import { visitKeys } from "./visit-keys";

/** GET /salesman/agents. */
export function getAgents(): Promise<AgentSummary[]> {
  return api("/salesman/agents", {}, z.array(agentSummarySchema));
}

export const agentsQuery = () => queryOptions({ queryKey: visitKeys.agents(), queryFn: getAgents, networkMode: "offlineFirst" });

export function useAgents(enabled: boolean) {
  return useQuery({ ...agentsQuery(), enabled });
}

/** POST /salesman/agentLink/{id}: a new link (the old one stops); DELETE revokes it. */
export function useAgentLink() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: visitKeys.agents() });
  return {
    rotate: useMutation({
      mutationFn: (agentId: number): Promise<AgentLink> => api(`/salesman/agentLink/${agentId}`, { method: "POST" }, agentLinkSchema),
      onSuccess: done,
    }),
    revoke: useMutation({
      mutationFn: (agentId: number) => api(`/salesman/agentLink/${agentId}`, { method: "DELETE" }),
      onSuccess: done,
    }),
  };
}
