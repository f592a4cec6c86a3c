// The built-in ERP simulator (the default when ERP_URL is not set). Each step, in order:
//   A. takes sent orders from the order outbox (FOR UPDATE SKIP LOCKED) and marks them received
//      (order status IN_PROGRESS);
//   B. fulfils each order received at least `fulfilAfterMs` ago from the stock of the order's
//      warehouse, line by line in line order (a supplier's obsolete stock excepted: its supplier
//      delivers it after osDeliveryDays business days, see simulator-obsolete.ts): what is in
//      stock ships on one delivery note (DDT B1<warehouse>, packages = one per three lines), the
//      stock is decremented, and any shortfall becomes a missing item on one supplier order per customer order, with a forecast delivery
//      date (see forecastFor);
//   C. ships the missing items whose forecast date has come (the supplier delivered): one DDT per
//      order, the missing item closes;
//   D. bills every DDT created at least `invoiceAfterMs` ago and not yet billed: one deferred
//      invoice (FD) per customer and destination;
//   E. makes the PDF of an invoice available `invoicePdfAfterMs` after it was issued (until then
//      'Documento non ancora disponibile'); DDT PDFs are available at once;
//   F. records that supplier forecasts are updated up to now.
// Deterministic: the outcome depends only on the database contents, `now` and the options (rows
// are taken in id order; numbers come from per-year counters; forecasts from the product id).
// Every document change goes through applyErpUpdates, exactly like a batch from a real ERP.
import { and, asc, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { orderLines, orders } from "../../db/schema/orders";
import { ddtLines, ddts, invoices } from "../../db/schema/documents";
import { missingItems } from "../../db/schema/missing";
import { erpSimOrders } from "../../db/schema/erp";
import { centsToEuro } from "../../../shared/rules/money";
import { romeParts } from "../../../shared/rules/rome-time";
import { applyErpUpdates } from "./apply-updates";
import { emptyUpdates } from "./contract";
import { nextNumber } from "./executor";
import { claimRows } from "../../db/claim";
import { claimUnsentOrders, markOrdersSent } from "./order-outbox";

import { fulfilOrder, newDdtHeader } from "./simulator-fulfil";
import { chainLabel } from "../../../shared/rules/discount-chain";
import { PAYMENT_TERMS, simulatorOptions, vatCents, type ErpSimulatorOptions, type SimulatorStepReport } from "./simulator-rules";

export { casaMadreNumber, ddtTypeFor, forecastFor, packagesFor, PAYMENT_TERMS, simulatorOptions, supplierOrderLabel, vatCents } from "./simulator-rules";
export type { ErpSimulatorOptions, SimulatorStepReport } from "./simulator-rules";
export async function runErpSimulatorStep(db: Db, now: Date, options: Partial<ErpSimulatorOptions> = {}): Promise<SimulatorStepReport> {
  const opts = { ...simulatorOptions(), ...options };
  const report: SimulatorStepReport = { accepted: 0, fulfilled: 0, ddts: 0, missing: 0, arrived: 0, invoices: 0, pdfsReady: 0 };
  const today = romeParts(now).date;
  const anno = Number(today.slice(0, 4));

  // A. Receive sent orders.
  report.accepted = await db.transaction(async (tx) => {
    const claimed = await claimUnsentOrders(tx, opts.batchSize);
    if (claimed.length === 0) return 0;
    await tx
      .insert(erpSimOrders)
      .values(claimed.map((c) => ({ orderId: c.orderId, receivedAt: now })))
      .onConflictDoNothing();
    await markOrdersSent(tx, claimed.map((c) => c.id), now);
    await tx
      .update(orders)
      .set({ status: "IN_PROGRESS" })
      .where(and(inArray(orders.id, claimed.map((c) => c.orderId)), eq(orders.status, "SENT")));
    return claimed.length;
  });

  // B. Fulfil received orders from stock, one transaction per order.
  const fulfilCutoff = new Date(now.getTime() - opts.fulfilAfterMs);
  for (let i = 0; i < opts.batchSize; i++) {
    const done = await db.transaction(async (tx) => {
      const due = and(isNull(erpSimOrders.fulfilledAt), lte(erpSimOrders.receivedAt, fulfilCutoff));
      const [claim] = await claimRows(tx.select({ orderId: erpSimOrders.orderId }).from(erpSimOrders).where(due).orderBy(asc(erpSimOrders.orderId)).$dynamic(), 1);
      if (!claim) return false;
      const r = await fulfilOrder(tx, claim.orderId, today, anno, now);
      report.ddts += r.ddts;
      report.missing += r.missing;
      await tx.update(erpSimOrders).set({ fulfilledAt: now }).where(eq(erpSimOrders.orderId, claim.orderId));
      return true;
    });
    if (!done) break;
    report.fulfilled++;
  }

  // C. Backorders whose forecast date has come arrive and ship.
  report.arrived = await db.transaction(async (tx) => {
    const due = await claimRows(
      tx.select().from(missingItems).where(and(isNull(missingItems.closedAt), lte(missingItems.forecastDate, today))).orderBy(asc(missingItems.id)).$dynamic(),
      opts.batchSize * 4,
    );
    if (due.length === 0) return 0;
    const lineRows = await tx
      .select()
      .from(orderLines)
      .where(inArray(orderLines.id, due.map((m) => m.orderLineId)));
    const lineById = new Map(lineRows.map((l) => [l.id, l]));
    const orderRows = await tx
      .select()
      .from(orders)
      .where(inArray(orders.id, [...new Set(due.map((m) => m.orderId))]))
      .orderBy(asc(orders.id));
    const batch = emptyUpdates();
    for (const o of orderRows) {
      const items = due.filter((m) => m.orderId === o.id);
      const byWarehouse = new Map<string, typeof items>();
      items.forEach((m) => byWarehouse.set(m.warehouse, [...(byWarehouse.get(m.warehouse) ?? []), m]));
      for (const [warehouse, group] of [...byWarehouse.entries()].sort(([a], [b]) => a.localeCompare(b))) {
        batch.ddts.push({
          ...(await newDdtHeader(tx, { warehouse, anno, today, order: o, lineCount: group.length })),
          lines: group.map((m, idx) => {
            const l = lineById.get(m.orderLineId)!;
            return {
              riga: idx + 1,
              webOrderCode: o.webOrderCode,
              orderRiga: l.riga,
              precodice: l.precodice,
              codice: l.codice,
              description: l.description,
              qty: m.qty,
              listino: centsToEuro(l.listCents),
              sconto: chainLabel(l.discountChain),
              netto: centsToEuro(l.netUnitCents),
              importo: centsToEuro(l.netUnitCents * m.qty),
            };
          }),
        });
      }
      batch.orders.push({
        webOrderCode: o.webOrderCode,
        lines: items.map((m) => {
          const l = lineById.get(m.orderLineId)!;
          return { riga: l.riga, qtyEvasa: l.qtyEvasa + m.qty };
        }),
      });
      for (const m of items) {
        batch.missing.push({
          webOrderCode: o.webOrderCode,
          riga: lineById.get(m.orderLineId)!.riga,
          qty: m.qty,
          warehouse: m.warehouse,
          ordineFornitore: m.supplierOrder,
          dataOrdineFornitore: m.supplierOrderDate,
          numOrdCasaMadre: m.numOrdCasaMadre,
          idSollecito: m.idSollecito,
          dataConsegna: m.forecastDate,
          dettaglioData: m.forecastDetail,
          closed: true,
        });
      }
    }
    const applied = await applyErpUpdates(tx, batch, now);
    report.ddts += applied.ddts;
    return due.length;
  });

  // D. Bill delivered goods: one deferred invoice per customer and destination.
  const invoiceCutoff = new Date(now.getTime() - opts.invoiceAfterMs);
  report.invoices = await db.transaction(async (tx) => {
    const due = await claimRows(
      tx.select().from(ddts).where(and(isNull(ddts.invoiceId), lte(ddts.createdAt, invoiceCutoff))).orderBy(asc(ddts.id)).$dynamic(),
      opts.batchSize * 4,
    );
    if (due.length === 0) return 0;
    const lines = await tx
      .select()
      .from(ddtLines)
      .where(inArray(ddtLines.ddtId, due.map((d) => d.id)))
      .orderBy(asc(ddtLines.ddtId), asc(ddtLines.riga));
    const groups = new Map<string, typeof due>();
    due.forEach((d) => {
      const k = `${d.customerId}|${d.destinationId}`;
      groups.set(k, [...(groups.get(k) ?? []), d]);
    });
    const batch = emptyUpdates();
    for (const group of groups.values()) {
      const first = group[0]!;
      const groupLines = group.flatMap((d) => lines.filter((l) => l.ddtId === d.id).map((l) => ({ d, l })));
      const net = groupLines.reduce((a, { l }) => a + l.lineTotalCents, 0);
      const vat = vatCents(net);
      const number = await nextNumber(tx, "FT", anno);
      batch.invoices.push({
        docType: "FD",
        invoiceId: number,
        anno,
        invoiceDate: today,
        customerId: first.customerId,
        destinationId: first.destinationId,
        netTotal: centsToEuro(net),
        vatTotal: centsToEuro(vat),
        total: centsToEuro(net + vat),
        paymentTerms: PAYMENT_TERMS,
        note: "",
        pdfAvailable: false,
        ddts: group.map((d) => ({ docType: d.docType, numDdt: d.numDdt, anno: d.anno })),
        lines: groupLines.map(({ d, l }, idx) => ({
          riga: idx + 1,
          ddt: { docType: d.docType, numDdt: d.numDdt, anno: d.anno, riga: l.riga },
          precodice: l.precodice,
          codice: l.codice,
          description: l.description,
          qty: l.qty,
          netto: centsToEuro(l.netUnitCents),
          importo: centsToEuro(l.lineTotalCents),
        })),
      });
    }
    const applied = await applyErpUpdates(tx, batch, now);
    return applied.invoices;
  });

  // E. PDFs become available; F. forecasts are updated up to now.
  const pdfCutoff = new Date(now.getTime() - opts.invoicePdfAfterMs);
  report.pdfsReady = await db.transaction(async (tx) => {
    const batch = emptyUpdates();
    const invs = await tx
      .select({ docType: invoices.docType, number: invoices.invoiceNumber, anno: invoices.anno })
      .from(invoices)
      .where(and(isNull(invoices.pdfReadyAt), lte(invoices.createdAt, pdfCutoff)))
      .orderBy(asc(invoices.id))
      .limit(opts.batchSize * 4);
    const dds = await tx
      .select({ docType: ddts.docType, number: ddts.numDdt, anno: ddts.anno })
      .from(ddts)
      .where(and(isNull(ddts.pdfReadyAt), lte(ddts.createdAt, pdfCutoff)))
      .orderBy(asc(ddts.id))
      .limit(opts.batchSize * 4);
    batch.pdfsReady = [...invs.map((r) => ({ kind: "INVOICE" as const, ...r })), ...dds.map((r) => ({ kind: "DDT" as const, ...r }))];
    batch.forecastsUpdatedAt = now.toISOString();
    return (await applyErpUpdates(tx, batch, now)).pdfsReady;
  });

  return report;
}

