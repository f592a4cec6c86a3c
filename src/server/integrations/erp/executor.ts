// The ERP adapter writes inside transactions; these helpers take either the database or a
// transaction.
import { sql } from "drizzle-orm";
import { documentCounters } from "../../db/schema/documents";

export type { Tx, Exec as Executor } from "../../db/tx";
import type { Exec as Executor } from "../../db/tx";

/** The next number of a per-year series (DDT B101, invoices, supplier orders), atomically. */
export async function nextNumber(ex: Executor, series: string, anno: number): Promise<number> {
  const rows = await ex
    .insert(documentCounters)
    .values({ series, anno, last: 1 })
    .onConflictDoUpdate({ target: [documentCounters.series, documentCounters.anno], set: { last: sql`${documentCounters.last} + 1` } })
    .returning({ last: documentCounters.last });
  return rows[0]!.last;
}

/** Raises a series so that the next number is above `atLeast` (the demo history seeds numbers). */
export async function raiseCounter(ex: Executor, series: string, anno: number, atLeast: number): Promise<void> {
  await ex
    .insert(documentCounters)
    .values({ series, anno, last: atLeast })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.anno],
      set: { last: sql`greatest(${documentCounters.last}, ${atLeast})` },
    });
}
