// Applies the ERP's return updates (integrations/erp/contract.ts, erpReturnSchema) to the requests,
// by authorisation code, and queues the customer's mail of each new status in the same
// transaction. Idempotent: a status already reached, or a step backwards, changes nothing.
import { and, eq, sql } from "drizzle-orm";
import { invoices } from "../../db/schema/documents";
import { returnRequests } from "../../db/schema/returns";
import type { ErpReturn } from "../../integrations/erp/contract";
import type { Executor } from "../../integrations/erp/executor";
import { queueReturnMails, type ReturnMailTargets } from "./notify";
import { findRequest } from "./repo";

/** Which ERP statuses may follow which: AUTORIZZATO → (BOLLA CLIENTE MANCANTE →) RICEVUTO → COMPLETO. */
const NEXT: Record<string, readonly string[]> = {
  AUTORIZZATO: ["RICEVUTO", "BOLLA CLIENTE MANCANTE", "COMPLETO"],
  "BOLLA CLIENTE MANCANTE": ["RICEVUTO", "COMPLETO"],
  RICEVUTO: ["COMPLETO"],
};

export async function applyReturnUpdates(ex: Executor, updates: ErpReturn[], now: Date, mail: ReturnMailTargets | undefined): Promise<number> {
  let applied = 0;
  for (const u of updates) {
    const [req] = await ex.select().from(returnRequests).where(eq(returnRequests.authCode, u.authCode)).for("update");
    if (!req) continue;
    const set: Partial<typeof returnRequests.$inferInsert> = {};
    if (u.yearEnd && req.yearEndDoc === null && (req.status === "RICEVUTO" || req.status === "BOLLA CLIENTE MANCANTE")) {
      set.yearEndDoc = u.yearEnd.doc;
      set.reopenedYear = u.yearEnd.reopenedYear;
    }
    const moves = u.status !== null && (NEXT[req.status] ?? []).includes(u.status);
    if (moves && u.status) {
      set.status = u.status;
      if (req.receivedAt === null) set.receivedAt = now;
      if (u.status === "BOLLA CLIENTE MANCANTE") set.customerDdtMissing = true;
      if (u.status === "COMPLETO") {
        if (!u.creditNote) continue; // COMPLETO always names its credit note
        const [nc] = await ex
          .select({ id: invoices.id })
          .from(invoices)
          .where(and(eq(invoices.docType, u.creditNote.docType), eq(invoices.invoiceNumber, u.creditNote.number), eq(invoices.anno, u.creditNote.anno), eq(invoices.customerId, req.customerId)));
        if (!nc) continue;
        set.creditNoteId = nc.id;
        set.completedAt = now;
      }
    }
    if (Object.keys(set).length === 0) continue;
    await ex
      .update(returnRequests)
      .set({ ...set, updatedAt: sql`${now.toISOString()}::timestamptz` })
      .where(eq(returnRequests.id, req.id));
    applied++;
    if (moves && mail) {
      const row = await findRequest(ex, req.id, null);
      if (row) await queueReturnMails(ex, row, mail);
    }
  }
  return applied;
}
