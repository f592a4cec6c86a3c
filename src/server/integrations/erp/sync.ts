// One step of the real ERP path: hand the sent orders over (outbox rows claimed with FOR UPDATE
// SKIP LOCKED, so several instances share the work), then apply everything the ERP reports since
// the stored cursor. The simulator path is runErpSimulatorStep.
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { orderLines, orderOutbox, orders } from "../../db/schema/orders";
import { centsToEuro } from "../../../shared/rules/money";
import { chainLabel } from "../../../shared/rules/discount-chain";
import { applyErpUpdates, getErpState, setErpState, type ApplyContext, type ApplySummary } from "./apply-updates";
import type { ErpClient, ErpOrder } from "./contract";
import type { Executor } from "./executor";
import { claimUnsentOrders, markOrdersSent } from "./order-outbox";

export interface ErpSyncReport {
  submitted: number;
  failed: number;
  applied: ApplySummary | null;
}

/** The order as the ERP receives it. */
export async function erpOrderPayload(ex: Executor, orderId: number): Promise<ErpOrder | null> {
  const [o] = await ex.select().from(orders).where(eq(orders.id, orderId));
  if (!o) return null;
  const lines = await ex.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.riga));
  return {
    webOrderCode: o.webOrderCode,
    tipoDoc: o.tipoDoc,
    numeroDoc: o.numeroDoc,
    anno: o.anno,
    dataDocumento: o.dataDocumento.toISOString(),
    customerId: o.customerId,
    destinationId: o.destinationId,
    warehouse: o.warehouse,
    priority: o.priority,
    noteDoc: o.noteDoc,
    rifOrdCli: o.rifOrdCli,
    lines: lines.map((l) => ({
      riga: l.riga,
      precodice: l.precodice,
      codice: l.codice,
      description: l.description,
      qty: l.qty,
      listino: centsToEuro(l.listCents),
      sconto: chainLabel(l.discountChain),
      netto: centsToEuro(l.netUnitCents),
      importo: centsToEuro(l.lineTotalCents),
      cauzione: centsToEuro(l.depositUnitCents),
      noteCliente: l.noteCliente,
    })),
    totaleCauzioni: centsToEuro(o.depositTotalCents),
  };
}

export async function runErpSyncStep(db: Db, client: ErpClient, now: Date, batchSize = 50, ctx: ApplyContext = {}): Promise<ErpSyncReport> {
  const report: ErpSyncReport = { submitted: 0, failed: 0, applied: null };
  await db.transaction(async (tx) => {
    const claimed = await claimUnsentOrders(tx, batchSize);
    for (const c of claimed) {
      const payload = await erpOrderPayload(tx, c.orderId);
      try {
        if (payload) await client.submitOrder(payload);
        await markOrdersSent(tx, [c.id], now);
        report.submitted++;
      } catch (err) {
        // Stays in the outbox for the next step; the order is never lost.
        await tx
          .update(orderOutbox)
          .set({ attempts: sql`${orderOutbox.attempts} + 1`, lastError: err instanceof Error ? err.message.slice(0, 500) : String(err) })
          .where(inArray(orderOutbox.id, [c.id]));
        report.failed++;
      }
    }
  });

  const cursor = await getErpState(db, "cursor");
  const updates = await client.fetchUpdates(cursor);
  report.applied = await db.transaction(async (tx) => {
    const applied = await applyErpUpdates(tx, updates, now, ctx);
    if (updates.cursor !== null) await setErpState(tx, "cursor", updates.cursor);
    return applied;
  });
  return report;
}
