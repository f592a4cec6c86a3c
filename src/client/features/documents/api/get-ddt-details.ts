import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiEnvelope } from "../../../lib/api-client";
import { ddtLineSchema, type DdtLine } from "../../../../shared/contract/documents";
import { DDT_DETAIL_MAX_PAGES } from "../../../../shared/rules/limits";
import { documentsKeys } from "./documents-keys";

const pageSchema = z.array(ddtLineSchema);

/** POST /documents/getDdtsDetails, page after page up to the spec's cap of 10 pages. */
export async function getDdtDetails(idDoc: number): Promise<DdtLine[]> {
  const lines: DdtLine[] = [];
  for (let page = 0; page < DDT_DETAIL_MAX_PAGES; page++) {
    const env = await apiEnvelope<unknown>("/documents/getDdtsDetails", { method: "POST", json: { idDoc, startFrom: lines.length } });
    const got = pageSchema.parse(env.data ?? []);
    lines.push(...got);
    if (env.pagination?.last !== false || got.length === 0) break;
  }
  return lines;
}

export const ddtDetailsQuery = (idDoc: number) => queryOptions({ queryKey: documentsKeys.ddtDetails(idDoc), queryFn: () => getDdtDetails(idDoc), staleTime: 5 * 60_000 });

export function useDdtDetails(idDoc: number, enabled: boolean) {
  return useQuery({ ...ddtDetailsQuery(idDoc), enabled });
}
