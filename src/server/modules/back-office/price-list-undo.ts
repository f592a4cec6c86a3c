// How long a price list load stays undoable (decision 0036, "Retention"): the values a load replaced
// (price_list_previous, up to a million rows per load) are kept for the latest PRICE_LIST_UNDO_LOADS
// loads not rolled back, so they can be undone one after the other; a rolled-back load's values are
// never needed again. The rest are dropped by a job, in two steps so a rollback never meets half of
// them: first the loads are marked (under the loads' advisory lock, so no rollback runs meanwhile,
// and a marked load is refused by rollback), then their rows are deleted in batches, each its own
// statement, so the counter's writes interleave with a large drop.
import type pg from "pg";
import { PRICE_LIST_UNDO_LOADS } from "../../../shared/rules/back-office";
import { defineJob } from "../../jobs/queue";
import { PRICE_LIST_LOCK } from "./price-list";

/** Rows deleted per statement while dropping a load's saved values. */
export const UNDO_DELETE_BATCH = 20_000;

export interface UndoCleanup {
  /** Loads marked as no longer undoable by this run. */
  marked: number;
  /** price_list_previous rows deleted (of loads marked by this run or an earlier, interrupted one). */
  deleted: number;
}

/** Marks the loads whose values are no longer kept, then deletes those values (on one connection of the pool). */
export async function dropOldUndo(pool: pg.Pool, keep = PRICE_LIST_UNDO_LOADS, batch = UNDO_DELETE_BATCH): Promise<UndoCleanup> {
  const client = await pool.connect();
  try {
    return await dropOldUndoOn(client, keep, batch);
  } finally {
    client.release();
  }
}

/** dropOldUndo on a connection the caller holds (the bench's own client). */
export async function dropOldUndoOn(client: pg.ClientBase, keep = PRICE_LIST_UNDO_LOADS, batch = UNDO_DELETE_BATCH): Promise<UndoCleanup> {
  let marked: number;
  try {
    await client.query("begin");
    await client.query("select pg_advisory_xact_lock(hashtext($1))", [PRICE_LIST_LOCK]);
    const res = await client.query(
      `update price_list_loads set undo_dropped_at = now()
       where undo_dropped_at is null
         and (rolled_back_at is not null
              or id not in (select id from price_list_loads where rolled_back_at is null order by id desc limit $1))`,
      [keep],
    );
    marked = res.rowCount ?? 0;
    await client.query("commit");
  } catch (err) {
    await client.query("rollback").catch(() => undefined);
    throw err;
  }
  // Every marked load that still has rows: this run's, and any an interrupted run left behind.
  const { rows } = await client.query<{ id: number }>(
    `select id from price_list_loads l
     where undo_dropped_at is not null and exists (select 1 from price_list_previous p where p.load_id = l.id)
     order by id`,
  );
  let deleted = 0;
  for (const { id } of rows) {
    for (;;) {
      const res = await client.query(
        `delete from price_list_previous where load_id = $1 and product_id in
           (select product_id from price_list_previous where load_id = $1 order by product_id limit $2)`,
        [id, batch],
      );
      deleted += res.rowCount ?? 0;
      if ((res.rowCount ?? 0) < batch) break;
    }
  }
  return { marked, deleted };
}

export const priceListUndoCleanupJob = defineJob<object>({
  name: "price-list-undo-cleanup",
  schedule: { cron: "41 * * * *" },
  retry: () => ({ limit: 3, delaySeconds: 60 }),
  async run(_data, { database, log }) {
    const done = await dropOldUndo(database.pool);
    if (done.marked || done.deleted) log.info(done, "listino: valori precedenti non più conservati eliminati");
  },
});
