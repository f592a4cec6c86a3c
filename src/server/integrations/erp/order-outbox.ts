// The order outbox as both ERP paths read it: the real sync hands each claimed order to the ERP,
// the simulator receives them itself. Rows are claimed with FOR UPDATE SKIP LOCKED, so several
// instances share the work and none waits for another's rows.
import { asc, inArray, isNull, sql } from "drizzle-orm";
import { orderOutbox } from "../../db/schema/orders";
import type { Executor } from "./executor";

/** The oldest orders not yet handed over, at most `limit`, locked for the caller's transaction. */
export function claimUnsentOrders(tx: Executor, limit: number) {
  return tx
    .select({ id: orderOutbox.id, orderId: orderOutbox.orderId })
    .from(orderOutbox)
    .where(isNull(orderOutbox.sentAt))
    .orderBy(asc(orderOutbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** The outbox rows handed over at `now` (one more attempt, no error). */
export function markOrdersSent(tx: Executor, ids: number[], now: Date) {
  return tx
    .update(orderOutbox)
    .set({ sentAt: now, attempts: sql`${orderOutbox.attempts} + 1`, lastError: null })
    .where(inArray(orderOutbox.id, ids));
}
