// Returns on the client (spec document 2, §7 Returns): the reasons, the delivery-note lines, the
// requests, and the four changes. Answers are zod-checked; lists are stored for offline reading
// like the other lists (query key root "returns"); every change refreshes them.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api, apiEnvelope } from "../../../lib/api-client";
import { returnLineSchema, returnReasonSchema, returnRequestSchema, type AddReturn, type ReturnLine, type ReturnListQuery, type ReturnRequest } from "../../../../shared/contract/returns";

/** What the lines are asked for: the contract's list query (returnListQuerySchema) without its paging. */
export type LineSearch = Omit<ReturnListQuery, "startFrom" | "year" | "onlyRequested"> & { year: number; onlyRequested: boolean };

export const returnsKeys = {
  all: ["returns"] as const,
  reasons: () => [...returnsKeys.all, "reasons"] as const,
  lines: (s: LineSearch) => [...returnsKeys.all, "lines", s] as const,
  requests: (year: number, all: boolean) => [...returnsKeys.all, "requests", year, all] as const,
};

const linesSchema = z.array(returnLineSchema);
const requestsSchema = z.array(returnRequestSchema);

/** Every page of the lines (the table filters and pages them on the client). */
async function getLines(s: LineSearch): Promise<ReturnLine[]> {
  const all: ReturnLine[] = [];
  for (let guard = 0; guard < 50; guard++) {
    const env = await apiEnvelope<unknown>("/returns/getList", {
      query: { startFrom: all.length, year: s.year, onlyRequested: s.onlyRequested, q: s.q || undefined, articolo: s.articolo || undefined, numeroBolla: s.numeroBolla || undefined, dataBollaStart: s.dataBollaStart || undefined, dataBollaEnd: s.dataBollaEnd || undefined },
    });
    const page = linesSchema.parse(env.data ?? []);
    all.push(...page);
    if (env.pagination?.last !== false || page.length === 0) break;
  }
  return all;
}

/** The requests of a year: the first 50 pages (page limit 49) or all of them (§9). */
async function getRequests(year: number, all: boolean): Promise<ReturnRequest[]> {
  const env = await apiEnvelope<unknown>("/returns/getAllReturnRequests", { query: { startFrom: 0, year, pageLimit: all ? "all" : 49 } });
  return requestsSchema.parse(env.data ?? []);
}

export function useReturnReasons() {
  return useQuery(queryOptions({ queryKey: returnsKeys.reasons(), queryFn: () => api("/returns/getReturnsReason", {}, z.array(returnReasonSchema)), staleTime: 60 * 60_000 }));
}

export function useReturnLines(s: LineSearch, enabled = true) {
  return useQuery({ queryKey: returnsKeys.lines(s), queryFn: () => getLines(s), staleTime: 30_000, enabled });
}

export function useReturnRequests(year: number, all: boolean, enabled = true) {
  return useQuery({ queryKey: returnsKeys.requests(year, all), queryFn: () => getRequests(year, all), staleTime: 30_000, enabled });
}

/** JSON without photos; with photos, multipart with the same fields and attachement0..n (as the quote). */
function addReturn(input: AddReturn, photos: File[]): Promise<ReturnRequest> {
  if (photos.length === 0) return api("/returns/add", { method: "POST", json: input }, returnRequestSchema);
  const data = new FormData();
  for (const [k, v] of Object.entries(input)) if (v !== undefined) data.append(k, String(v));
  photos.forEach((f, i) => data.append(`attachement${i}`, f, f.name));
  return api("/returns/add", { method: "POST", body: data }, returnRequestSchema);
}

export function useReturnActions() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: returnsKeys.all });
  return {
    add: useMutation({ mutationFn: ({ photos = [], ...input }: AddReturn & { photos?: File[] }) => addReturn(input, photos), onSuccess: refresh }),
    handle: useMutation({
      mutationFn: (input: { rId: number; rAuth: boolean; sirNote: string }) => api("/returns/handle", { method: "POST", json: input }, returnRequestSchema),
      onSuccess: refresh,
    }),
    resend: useMutation({ mutationFn: (r: ReturnRequest) => api("/returns/resend", { method: "POST", json: r }) }),
    withdraw: useMutation({ mutationFn: (rId: number) => api("/returns/withdraw", { method: "POST", json: { rId } }, returnRequestSchema), onSuccess: refresh }),
  };
}
