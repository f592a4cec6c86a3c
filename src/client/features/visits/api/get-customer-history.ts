import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { customerHistorySchema, type CustomerHistory } from "../../../../shared/contract/visits";
import { visitKeys } from "./visit-keys";

/** GET /salesman/customerHistory/{agent}: each customer of the agent with the last activity. */
export function getCustomerHistory(agent: string): Promise<CustomerHistory[]> {
  return api(`/salesman/customerHistory/${encodeURIComponent(agent)}`, {}, z.array(customerHistorySchema));
}

export function useCustomerHistory(agent: string) {
  return useQuery(queryOptions({ queryKey: [...visitKeys.all, "history", agent], queryFn: () => getCustomerHistory(agent), networkMode: "offlineFirst" }));
}
