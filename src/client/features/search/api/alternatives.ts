// GET /iam/alternatives: equivalent parts of other makers that we sell, as product rows.
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { alternativesSchema } from "../../../../shared/contract/search";
import { searchKeys } from "./search-keys";

export function getAlternatives(codice: string) {
  return api("/iam/alternatives", { query: { codice } }, alternativesSchema);
}

export const alternativesOptions = (codice: string) =>
  queryOptions({ queryKey: searchKeys.alternatives(codice), queryFn: () => getAlternatives(codice), staleTime: 5 * 60_000, retry: false });
