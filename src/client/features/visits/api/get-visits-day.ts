import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { visitSchema, type Visit } from "../../../../shared/contract/visits";
import { visitKeys } from "./visit-keys";

/** GET /salesman/visit/{agent}/{date}: the agent's reports of one day. */
export function getVisitsOfDay(agent: string, day: string): Promise<Visit[]> {
  return api(`/salesman/visit/${encodeURIComponent(agent)}/${day}`, {}, z.array(visitSchema));
}

export const visitsDayQuery = (agent: string, day: string) =>
  queryOptions({ queryKey: visitKeys.day(agent, day), queryFn: () => getVisitsOfDay(agent, day), networkMode: "offlineFirst" });

export function useVisitsOfDay(agent: string | null, day: string) {
  return useQuery({ ...visitsDayQuery(agent ?? "", day), enabled: agent !== null });
}
