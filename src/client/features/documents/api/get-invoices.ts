import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { z } from "zod";
import { fetchOffsetPage, nextOffset } from "../../../lib/offset-pages";
import { invoiceSchema, type Invoice } from "../../../../shared/contract/documents";
import { documentsKeys } from "./documents-keys";

/** One page of the list, as it is stored for offline reading. */
export interface InvoicesPage {
  invoices: Invoice[];
  last: boolean;
}

const pageSchema = z.array(invoiceSchema);

/** GET /documents/getInvoices: invoices and credit notes, newest first. */
export async function getInvoices(startFrom: number): Promise<InvoicesPage> {
  const { rows, last } = await fetchOffsetPage("/documents/getInvoices", { query: { startFrom } }, pageSchema);
  return { invoices: rows, last };
}

export const invoicesQuery = () =>
  infiniteQueryOptions({ queryKey: documentsKeys.invoices(), queryFn: ({ pageParam }) => getInvoices(pageParam), initialPageParam: 0, getNextPageParam: nextOffset((p: InvoicesPage) => p.invoices) });

export function useInvoices(enabled: boolean) {
  return useInfiniteQuery({ ...invoicesQuery(), enabled });
}
