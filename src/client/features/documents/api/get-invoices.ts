import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiEnvelope } from "../../../lib/api-client";
import { invoiceSchema, type Invoice } from "../../../../shared/contract/documents";
import { documentsKeys } from "./documents-keys";

const pageSchema = z.array(invoiceSchema);

/** GET /documents/getInvoices: invoices and credit notes, newest first. */
export async function getInvoices(startFrom: number): Promise<{ invoices: Invoice[]; last: boolean }> {
  const env = await apiEnvelope<unknown>("/documents/getInvoices", { query: { startFrom } });
  const invoices = pageSchema.parse(env.data ?? []);
  return { invoices, last: env.pagination?.last ?? invoices.length === 0 };
}

export const invoicesQuery = () =>
  infiniteQueryOptions({
    queryKey: documentsKeys.invoices(),
    queryFn: ({ pageParam }) => getInvoices(pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => (lastPage.last ? undefined : pages.reduce((n, p) => n + p.invoices.length, 0)),
  });

export function useInvoices(enabled: boolean) {
  return useInfiniteQuery({ ...invoicesQuery(), enabled });
}
