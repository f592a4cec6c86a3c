import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { agentInfoSchema, type AgentInfo } from "../../../../shared/contract/visits";
import { visitKeys } from "./visit-keys";

/** GET /salesman/agent/{agent}: whose reports these are (the public page's heading). */
export function getAgent(agent: string): Promise<AgentInfo> {
  return api(`/salesman/agent/${encodeURIComponent(agent)}`, {}, agentInfoSchema);
}

export const agentQuery = (agent: string) => queryOptions({ queryKey: visitKeys.agent(agent), queryFn: () => getAgent(agent), retry: false });

export function useAgent(agent: string | null) {
  return useQuery({ ...agentQuery(agent ?? ""), enabled: agent !== null });
}
