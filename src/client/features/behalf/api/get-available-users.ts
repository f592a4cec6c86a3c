import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { behalfCandidatesSchema, type BehalfCandidate } from "../../../../shared/contract/behalf";
import { behalfKeys } from "./behalf-keys";

/** GET /auth/getAvaibleUsersForBehalf (the spec's spelling): the customer users staff may act as. */
export function getAvailableUsers(): Promise<BehalfCandidate[]> {
  return api("/auth/getAvaibleUsersForBehalf", {}, behalfCandidatesSchema);
}

export const availableUsersQuery = () =>
  queryOptions({ queryKey: behalfKeys.candidates(), queryFn: getAvailableUsers, staleTime: 60_000, networkMode: "online" });

export function useAvailableUsers() {
  return useQuery(availableUsersQuery());
}
