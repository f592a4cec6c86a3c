// Step B of the ERP simulator (integrations/erp/simulator.ts): one received order fulfilled from
// its warehouse's stock, line by line; what is short becomes missing items on a supplier order.
import { and, asc, eq, inArray,   sql } from "drizzle-orm";
import { orderLines, orders } from "../../db/schema/orders";
import { stock } from "../../db/schema/catalogue";
import { centsToEuro } from "../../../shared/rules/money";
import { OBS_STOCK_SCOPE, stockWarehouseFor } from "../../../shared/rules/obsolete";
import { applyErpUpdates } from "./apply-updates";
import { obsoleteDeliveryDaysOf, supplierDeliveries } from "./simulator-obsolete";
import { emptyUpdates, type ErpUpdates } from "./contract";
import { nextNumber, type Tx } from "./executor";
import { chainLabel } from "../../../shared/rules/discount-chain";
import { casaMadreNumber, ddtTypeFor, forecastFor, packagesFor, supplierOrderLabel } from "./simulator-rules";

/** A new delivery note's header: the next number of the warehouse's series, shipped today. */
export async function newDdtHeader(tx: Tx, d: { warehouse: string; anno: number; today: string; order: { customerId: number; destinationId: number }; lineCount: number }) {
  const docType = ddtTypeFor(d.warehouse);
  return {
    docType,
    numDdt: await nextNumber(tx, docType, d.anno),
    anno: d.anno,
    shipDate: d.today,
    customerId: d.order.customerId,
    destinationId: d.order.destinationId,
    warehouse: d.warehouse,
    totPackages: packagesFor(d.lineCount),
    pdfAvailable: true,
  };
}

export async function fulfilOrder(tx: Tx, orderId: number, today: string, anno: number, now: Date): Promise<{ ddts: number; missing: number }> {
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
    batch.ddts.push({
      ...(await newDdtHeader(tx, { warehouse, anno, today, order: o, lineCount: shipped.length })),
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
