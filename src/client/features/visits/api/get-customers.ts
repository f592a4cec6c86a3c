import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { agentCustomerSchema, type AgentCustomer } from "../../../../shared/contract/visits";
import { visitKeys } from "./visit-keys";

/** GET /salesman/getCustomersInfo/{agent}: the agent's customers (names only). */
export function getAgentCustomers(agent: string): Promise<AgentCustomer[]> {
  return api(`/salesman/getCustomersInfo/${encodeURIComponent(agent)}`, {}, z.array(agentCustomerSchema));
}

export const agentCustomersQuery = (agent: string) =>
  queryOptions({ queryKey: visitKeys.customers(agent), queryFn: () => getAgentCustomers(agent), networkMode: "offlineFirst", staleTime: 5 * 60_000 });

export function useAgentCustomers(agent: string | null) {
  return useQuery({ ...agentCustomersQuery(agent ?? ""), enabled: agent !== null });
}
