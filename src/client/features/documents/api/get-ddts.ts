import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiEnvelope } from "../../../lib/api-client";
import { ddtSchema, type Ddt, type DdtFilter } from "../../../../shared/contract/documents";
import { documentsKeys } from "./documents-keys";

const pageSchema = z.array(ddtSchema);

/** POST /documents/getDdts with the delivery-note filter; startFrom is the number already shown. */
export async function getDdts(filter: DdtFilter, startFrom: number): Promise<{ ddts: Ddt[]; last: boolean }> {
  const env = await apiEnvelope<unknown>("/documents/getDdts", { method: "POST", query: { startFrom }, json: filter });
  const ddts = pageSchema.parse(env.data ?? []);
  return { ddts, last: env.pagination?.last ?? ddts.length === 0 };
}

export const ddtsQuery = (filter: DdtFilter) =>
  infiniteQueryOptions({
    queryKey: documentsKeys.ddts(filter),
    queryFn: ({ pageParam }) => getDdts(filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => (lastPage.last ? undefined : pages.reduce((n, p) => n + p.ddts.length, 0)),
  });

export function useDdts(filter: DdtFilter, enabled = true) {
  return useInfiniteQuery({ ...ddtsQuery(filter), enabled });
}
