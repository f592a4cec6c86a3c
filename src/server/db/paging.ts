// Lists read a page at a time, from an offset (`startFrom` in the API). The repository reads one
// row more than the page; the service keeps the page and knows from the extra row whether it is
// the last one (`last` in the answers), without counting the whole list.
import type { PgSelect } from "drizzle-orm/pg-core";

/** Where a page starts and how many rows to read (the page size plus one). */
export interface PageWindow {
  offset: number;
  limit: number;
}

/** The rows of `query` in the window (drizzle's dynamic query: call `.$dynamic()` on it first). */
export function inWindow<T extends PgSelect>(query: T, window: PageWindow) {
  return query.limit(window.limit).offset(window.offset);
}

/** Reads the page of `size` rows starting at `offset` through `read`, with the extra row that tells whether it is the last. */
export async function readPage<T>(offset: number, size: number, read: (window: PageWindow) => Promise<T[]>): Promise<{ rows: T[]; last: boolean }> {
  const rows = await read({ offset, limit: size + 1 });
  return { rows: rows.slice(0, size), last: rows.length <= size };
}
