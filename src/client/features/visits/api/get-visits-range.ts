import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { visitSchema, type Visit } from "../../../../shared/contract/visits";
import { visitKeys } from "./visit-keys";

/** GET /salesman/visits/{agent}?from&to: the agent's reports of a span of days (the week view). */
export function getVisitsBetween(agent: string, from: string, to: string): Promise<Visit[]> {
  return api(`/salesman/visits/${encodeURIComponent(agent)}`, { query: { from, to } }, z.array(visitSchema));
}

export function useVisitsBetween(agent: string, from: string, to: string) {
  return useQuery(queryOptions({ queryKey: [...visitKeys.all, "range", agent, from, to], queryFn: () => getVisitsBetween(agent, from, to), networkMode: "offlineFirst" }));
}
