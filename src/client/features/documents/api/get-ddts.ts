import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { z } from "zod";
import { fetchOffsetPage, nextOffset } from "../../../lib/offset-pages";
import { ddtSchema, type Ddt, type DdtFilter } from "../../../../shared/contract/documents";
import { documentsKeys } from "./documents-keys";

/** One page of the list, as it is stored for offline reading. */
export interface DdtsPage {
  ddts: Ddt[];
  last: boolean;
}

const pageSchema = z.array(ddtSchema);

/** POST /documents/getDdts with the delivery-note filter; startFrom is the number already shown. */
export async function getDdts(filter: DdtFilter, startFrom: number): Promise<DdtsPage> {
  const { rows, last } = await fetchOffsetPage("/documents/getDdts", { method: "POST", query: { startFrom }, json: filter }, pageSchema);
  return { ddts: rows, last };
}

export const ddtsQuery = (filter: DdtFilter) =>
  infiniteQueryOptions({ queryKey: documentsKeys.ddts(filter), queryFn: ({ pageParam }) => getDdts(filter, pageParam), initialPageParam: 0, getNextPageParam: nextOffset((p: DdtsPage) => p.ddts) });

export function useDdts(filter: DdtFilter, enabled = true) {
  return useInfiniteQuery({ ...ddtsQuery(filter), enabled });
}
