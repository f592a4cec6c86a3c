// The lists the server pages by offset (orders, delivery notes, invoices): startFrom is the number
// of rows already shown; a page is the answer's rows, checked against their schema, and whether it
// is the last.
import type { z } from "zod";
import { apiEnvelope, type RequestOptions } from "./api-client";

/** One page: the rows checked against the schema; the last when the envelope says so (or when empty). */
export async function fetchOffsetPage<T>(path: string, opts: RequestOptions, schema: z.ZodType<T[]>): Promise<{ rows: T[]; last: boolean }> {
  const env = await apiEnvelope<unknown>(path, opts);
  const rows = schema.parse(env.data ?? []);
  return { rows, last: env.pagination?.last ?? rows.length === 0 };
}

/** getNextPageParam of such a list: the rows loaded so far, none after the last page. */
export const nextOffset =
  <P extends { last: boolean }>(rowsOf: (page: P) => readonly unknown[]) =>
  (lastPage: P, pages: P[]): number | undefined =>
    lastPage.last ? undefined : pages.reduce((n, p) => n + rowsOf(p).length, 0);
