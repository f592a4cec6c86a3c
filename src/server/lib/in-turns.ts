// Long synchronous loops of background work hand the event loop back every few milliseconds, so
// the counter's requests, served by the same process, are answered in between. A job's loop over
// 10,000 rows (the CSV cart upload) otherwise holds the process for 200 ms at a time, and every
// search that arrives meanwhile waits for it (BENCHMARKS.md, session 42).

import { setImmediate as nextTurn } from "node:timers/promises";

/** How long a loop may hold the event loop before it lets other work run. */
export const TURN_BUDGET_MS = 4;
/** The clock is read every this many items (reading it costs more than a light item). */
const CHECK_EVERY = 16;

/**
 * Calls `each` for every item in order, like a for…of loop, but yields to the event loop (one
 * setImmediate turn, after any I/O that is ready) whenever it has run for `budgetMs`.
 */
export async function forEachInTurns<T>(items: Iterable<T>, each: (item: T) => void, budgetMs = TURN_BUDGET_MS): Promise<void> {
  let since = performance.now();
  let n = 0;
  for (const item of items) {
    each(item);
    if (++n % CHECK_EVERY === 0 && performance.now() - since >= budgetMs) {
      await nextTurn();
      since = performance.now();
    }
  }
}
