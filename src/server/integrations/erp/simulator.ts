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
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { orderLines, orderOutbox, orders } from "../../db/schema/orders";
import { stock } from "../../db/schema/catalogue";
import { ddtLines, ddts, invoices } from "../../db/schema/documents";
import { missingItems } from "../../db/schema/missing";
import { erpSimOrders } from "../../db/schema/erp";
import { centsToEuro } from "../../../shared/rules/money";
import { discountLabel, parseDiscountChain } from "../../../shared/rules/discount-chain";
import { addBusinessDays } from "../../../shared/rules/business-days";
import { nationalCalendar } from "../../lib/business-calendar";
import { romeParts } from "../../../shared/rules/rome-time";
import { VAT_RATE_PERCENT } from "../../../shared/rules/limits";
import { missingMessages } from "../../../shared/messages/missing";
import { OBS_STOCK_SCOPE, stockWarehouseFor } from "../../../shared/rules/obsolete";
import { applyErpUpdates } from "./apply-updates";
import { obsoleteDeliveryDaysOf, supplierDeliveries } from "./simulator-obsolete";
import { emptyUpdates, type ErpUpdates } from "./contract";
import { nextNumber, type Tx } from "./executor";

export interface ErpSimulatorOptions {
  /** Time between the ERP receiving an order and shipping it. */
  fulfilAfterMs: number;
  /** Time between a DDT and its invoice. */
  invoiceAfterMs: number;
  /** Time between an invoice and its PDF. */
  invoicePdfAfterMs: number;
  /** Orders (or documents) handled per phase and step. */
  batchSize: number;
}

/** Defaults scaled to the step interval: ship at the next step, bill after six, PDF one later. */
export function simulatorOptions(intervalMs = 5000): ErpSimulatorOptions {
  return { fulfilAfterMs: intervalMs, invoiceAfterMs: 6 * intervalMs, invoicePdfAfterMs: intervalMs, batchSize: 50 };
}

export interface SimulatorStepReport {
  accepted: number;
  fulfilled: number;
  ddts: number;
  missing: number;
  arrived: number;
  invoices: number;
  pdfsReady: number;
}

export const PAYMENT_TERMS = "Ri.Ba. 60 gg d.f.f.m.";

/** DDT series of a warehouse: B101 for 01 Senise, B103 for 03 Cagliari. */
export function ddtTypeFor(warehouse: string): string {
  return `B1${warehouse.padStart(2, "0").slice(-2)}`;
}

/** Supplier order shown in the missing list, e.g. "OF 2026/000123". */
export function supplierOrderLabel(anno: number, seq: number): string {
  return `OF ${anno}/${String(seq).padStart(6, "0")}`;
}

/** The parent company's order number for a supplier order (a fixed scramble of the sequence). */
export function casaMadreNumber(anno: number, seq: number): string {
  return `CM${anno % 100}-${String((seq * 7919) % 100000).padStart(5, "0")}`;
}

/**
 * Forecast of a backordered product: 2 to 10 business days after the supplier order, by product.
 * The supplier works on Italy's calendar; our own closures are not theirs.
 */
export function forecastFor(productId: number, supplierOrderDate: string): { date: string; detail: string } {
  const days = 2 + (Math.abs(productId) % 9);
  const detail = productId % 3 === 0 ? missingMessages.forecastConfirmed : missingMessages.forecastEstimated;
  return { date: addBusinessDays(supplierOrderDate, days, nationalCalendar.nonWorkingDays()), detail };
}

/** VAT on a net amount in cents, rounded half-up. */
export function vatCents(netCents: number): number {
  return Math.floor((netCents * VAT_RATE_PERCENT + 50) / 100);
}

export function packagesFor(lineCount: number): number {
  return Math.max(1, Math.ceil(lineCount / 3));
}

function chainLabel(chain: string): string {
  return discountLabel(parseDiscountChain(chain) ?? []);
}

export async function runErpSimulatorStep(db: Db, now: Date, options: Partial<ErpSimulatorOptions> = {}): Promise<SimulatorStepReport> {
  const opts = { ...simulatorOptions(), ...options };
  const report: SimulatorStepReport = { accepted: 0, fulfilled: 0, ddts: 0, missing: 0, arrived: 0, invoices: 0, pdfsReady: 0 };
  const today = romeParts(now).date;
  const anno = Number(today.slice(0, 4));

  // A. Receive sent orders.
  report.accepted = await db.transaction(async (tx) => {
    const claimed = await tx
      .select({ id: orderOutbox.id, orderId: orderOutbox.orderId })
      .from(orderOutbox)
      .where(isNull(orderOutbox.sentAt))
      .orderBy(asc(orderOutbox.id))
      .limit(opts.batchSize)
      .for("update", { skipLocked: true });
    if (claimed.length === 0) return 0;
    await tx
      .insert(erpSimOrders)
      .values(claimed.map((c) => ({ orderId: c.orderId, receivedAt: now })))
      .onConflictDoNothing();
    await tx
      .update(orderOutbox)
      .set({ sentAt: now, attempts: sql`${orderOutbox.attempts} + 1`, lastError: null })
      .where(inArray(orderOutbox.id, claimed.map((c) => c.id)));
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
      const [claim] = await tx
        .select({ orderId: erpSimOrders.orderId })
        .from(erpSimOrders)
        .where(and(isNull(erpSimOrders.fulfilledAt), lte(erpSimOrders.receivedAt, fulfilCutoff)))
        .orderBy(asc(erpSimOrders.orderId))
        .limit(1)
        .for("update", { skipLocked: true });
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
    const due = await tx
      .select()
      .from(missingItems)
      .where(and(isNull(missingItems.closedAt), lte(missingItems.forecastDate, today)))
      .orderBy(asc(missingItems.id))
      .limit(opts.batchSize * 4)
      .for("update", { skipLocked: true });
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
        const docType = ddtTypeFor(warehouse);
        const numDdt = await nextNumber(tx, docType, anno);
        batch.ddts.push({
          docType,
          numDdt,
          anno,
          shipDate: today,
          customerId: o.customerId,
          destinationId: o.destinationId,
          warehouse,
          totPackages: packagesFor(group.length),
          pdfAvailable: true,
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
    const due = await tx
      .select()
      .from(ddts)
      .where(and(isNull(ddts.invoiceId), lte(ddts.createdAt, invoiceCutoff)))
      .orderBy(asc(ddts.id))
      .limit(opts.batchSize * 4)
      .for("update", { skipLocked: true });
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

async function fulfilOrder(tx: Tx, orderId: number, today: string, anno: number, now: Date): Promise<{ ddts: number; missing: number }> {
  const [o] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!o || o.status === "CANCELLED") return { ddts: 0, missing: 0 };
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.riga));
  const warehouse = o.warehouse || "01";
  const productIds = [...new Set(lines.map((l) => l.productId))].sort((a, b) => a - b);
  // Obsolete stock is delivered by its supplier, from the warehouse it is booked to (simulator-obsolete.ts).
  const obsDays = await obsoleteDeliveryDaysOf(tx, productIds);
  const whOf = (productId: number) => stockWarehouseFor(obsDays.has(productId) ? OBS_STOCK_SCOPE : null, warehouse);
  // Locked in product order, so two steps never deadlock on the same products.
  const stockRows = productIds.length
    ? await tx
        .select({ productId: stock.productId, warehouse: stock.warehouse, qty: stock.qty })
        .from(stock)
        .where(and(inArray(stock.warehouse, [...new Set([warehouse, ...productIds.map(whOf)])]), inArray(stock.productId, productIds)))
        .orderBy(asc(stock.productId), asc(stock.warehouse))
        .for("update")
    : [];
  const available = new Map(stockRows.filter((s) => s.warehouse === whOf(s.productId)).map((s) => [s.productId, Math.max(0, s.qty)]));
  const taken = new Map<number, number>();
  const supplierTaken = new Map<number, number>();
  const fromSupplier: { riga: number; productId: number; qty: number }[] = [];
  const shipped: { line: (typeof lines)[number]; qty: number }[] = [];
  const short: { line: (typeof lines)[number]; qty: number }[] = [];
  const evasa: { riga: number; qtyEvasa: number }[] = [];
  for (const line of lines) {
    const remaining = line.qty - line.qtyEvasa;
    if (remaining <= 0) continue;
    const avail = available.get(line.productId) ?? 0;
    if (obsDays.has(line.productId)) {
      // The supplier's booked stock is sold now; the goods come with the supplier's delivery.
      const sold = Math.min(remaining, avail);
      available.set(line.productId, avail - sold);
      supplierTaken.set(line.productId, (supplierTaken.get(line.productId) ?? 0) + sold);
      fromSupplier.push({ riga: line.riga, productId: line.productId, qty: remaining });
      continue;
    }
    const ship = Math.min(remaining, avail);
    available.set(line.productId, avail - ship);
    if (ship > 0) {
      shipped.push({ line, qty: ship });
      taken.set(line.productId, (taken.get(line.productId) ?? 0) + ship);
      evasa.push({ riga: line.riga, qtyEvasa: line.qtyEvasa + ship });
    }
    if (remaining - ship > 0) short.push({ line, qty: remaining - ship });
  }

  const batch: ErpUpdates = emptyUpdates();
  if (shipped.length) {
    const docType = ddtTypeFor(warehouse);
    const numDdt = await nextNumber(tx, docType, anno);
    batch.ddts.push({
      docType,
      numDdt,
      anno,
      shipDate: today,
      customerId: o.customerId,
      destinationId: o.destinationId,
      warehouse,
      totPackages: packagesFor(shipped.length),
      pdfAvailable: true,
      lines: shipped.map(({ line, qty }, idx) => ({
        riga: idx + 1,
        webOrderCode: o.webOrderCode,
        orderRiga: line.riga,
        precodice: line.precodice,
        codice: line.codice,
        description: line.description,
        qty,
        listino: centsToEuro(line.listCents),
        sconto: chainLabel(line.discountChain),
        netto: centsToEuro(line.netUnitCents),
        importo: centsToEuro(line.netUnitCents * qty),
      })),
    });
    for (const [productId, qty] of [...taken.entries()].sort(([a], [b]) => a - b)) {
      await tx
        .update(stock)
        .set({ qty: sql`${stock.qty} - ${qty}` })
        .where(and(eq(stock.productId, productId), eq(stock.warehouse, warehouse)));
    }
  }
  if (short.length) {
    const seq = await nextNumber(tx, "OF", anno);
    for (const { line, qty } of short) {
      const f = forecastFor(line.productId, today);
      batch.missing.push({
        webOrderCode: o.webOrderCode,
        riga: line.riga,
        qty,
        warehouse,
        ordineFornitore: supplierOrderLabel(anno, seq),
        dataOrdineFornitore: today,
        numOrdCasaMadre: casaMadreNumber(anno, seq),
        idSollecito: null,
        dataConsegna: f.date,
        dettaglioData: f.detail,
        closed: false,
      });
    }
  }
  if (fromSupplier.length) {
    const seq = await nextNumber(tx, "OF", anno);
    const label = { label: supplierOrderLabel(anno, seq), casaMadre: casaMadreNumber(anno, seq) };
    batch.missing.push(...supplierDeliveries(o.webOrderCode, fromSupplier, obsDays, today, label));
    for (const [productId, qty] of [...supplierTaken.entries()].sort(([a], [b]) => a - b)) {
      if (qty > 0) await tx.update(stock).set({ qty: sql`${stock.qty} - ${qty}` }).where(and(eq(stock.productId, productId), eq(stock.warehouse, whOf(productId))));
    }
  }
  batch.orders.push({ webOrderCode: o.webOrderCode, lines: evasa });
  await applyErpUpdates(tx, batch, now);
  return { ddts: batch.ddts.length, missing: short.length + fromSupplier.length };
}
