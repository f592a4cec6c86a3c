// The paging part of the list queries (the answer carries `pagination.last`, decision 0004): where
// a page starts and, where the client chooses it, how many rows the page has.
import { z } from "zod";

/** Rows to skip before the page (`startFrom`), 0 when absent. */
export const startFromField = z.coerce.number().int().min(0).max(1_000_000).default(0);

/** `startFrom` and `size` (1 to 100 rows, `defaultSize` when absent), to spread into a list query. */
export const pageQueryFields = (defaultSize: number) => ({
  startFrom: startFromField,
  size: z.coerce.number().int().min(1).max(100).default(defaultSize),
});
