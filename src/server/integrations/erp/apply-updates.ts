// Writes one ErpUpdates batch into the portal's mirror tables. The real ERP client's batches and
// the simulator's go through here alike, so the simulator proves the contract the README
// documents. Idempotent: a document already known (same type, number, year) is skipped, order
// quantities and missing items are set (not added), so a batch applied twice changes nothing.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { orderLines, orders } from "../../db/schema/orders";
import { products } from "../../db/schema/catalogue";
import { ddtLines, ddts, invoiceLines, invoices } from "../../db/schema/documents";
import { missingItems } from "../../db/schema/missing";
import { erpState } from "../../db/schema/erp";
import { euroToCents } from "../../../shared/rules/money";
import { fulfilmentStatus } from "../../../shared/rules/fulfilment";
import type { ErpUpdates } from "./contract";
import type { Executor } from "./executor";
import { applyReturnUpdates } from "../../modules/returns/erp-repo";
import type { ReturnMailTargets } from "../../modules/returns/notify";

export interface ApplySummary {
  ddts: number;
  invoices: number;
  orders: number;
  missing: number;
  pdfsReady: number;
  skipped: number;
  returns: number;
}

const key = (a: string | number, b: string | number, c?: string | number) => (c === undefined ? `${a}|${b}` : `${a}|${b}|${c}`);

export interface ApplyContext {
  /** Where the returns' status mails go (company, warehouse); without it no mail is queued. */
  returnMail?: ReturnMailTargets;
}

export async function applyErpUpdates(ex: Executor, batch: ErpUpdates, now: Date, ctx: ApplyContext = {}): Promise<ApplySummary> {
  const summary: ApplySummary = { ddts: 0, invoices: 0, orders: 0, missing: 0, pdfsReady: 0, skipped: 0, returns: 0 };

  // Orders and lines by their natural keys.
  const codes = new Set<string>();
  batch.orders.forEach((o) => codes.add(o.webOrderCode));
  batch.missing.forEach((m) => codes.add(m.webOrderCode));
  batch.ddts.forEach((d) => d.lines.forEach((l) => l.webOrderCode && codes.add(l.webOrderCode)));
  const orderRows = codes.size
    ? await ex
        .select({ id: orders.id, webOrderCode: orders.webOrderCode, customerId: orders.customerId, destinationId: orders.destinationId, status: orders.status })
        .from(orders)
        .where(inArray(orders.webOrderCode, [...codes]))
    : [];
  const orderByCode = new Map(orderRows.map((o) => [o.webOrderCode, o]));
  const lineRows = orderRows.length
    ? await ex
        .select({ id: orderLines.id, orderId: orderLines.orderId, riga: orderLines.riga, productId: orderLines.productId })
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderRows.map((o) => o.id)))
    : [];
  const lineByKey = new Map(lineRows.map((l) => [key(l.orderId, l.riga), l]));
  const orderLineOf = (code: string | null, riga: number | null) => {
    if (!code || riga === null) return undefined;
    const o = orderByCode.get(code);
    return o ? lineByKey.get(key(o.id, riga)) : undefined;
  };

  // Products of lines that do not point at an order line (e.g. credit notes, ERP-only documents).
  const refs = new Map<string, { precodice: string; codice: string }>();
  for (const d of batch.ddts) for (const l of d.lines) if (!orderLineOf(l.webOrderCode, l.orderRiga)) refs.set(key(l.precodice, l.codice), l);
  for (const i of batch.invoices) for (const l of i.lines) refs.set(key(l.precodice, l.codice), l);
  const productByRef = new Map<string, number>();
  if (refs.size) {
    const pairs = sql.join(
      [...refs.values()].map((r) => sql`(${r.precodice}, ${r.codice})`),
      sql`, `,
    );
    const found = await ex
      .select({ id: products.id, precodice: products.precodice, codice: products.codice })
      .from(products)
      .where(sql`(${products.precodice}, ${products.codice}) in (${pairs})`);
    found.forEach((p) => productByRef.set(key(p.precodice, p.codice), p.id));
  }

  for (const d of batch.ddts) {
    const lines = d.lines.map((l) => ({ ...l, orderLine: orderLineOf(l.webOrderCode, l.orderRiga), orderId: l.webOrderCode ? (orderByCode.get(l.webOrderCode)?.id ?? null) : null }));
    const [row] = await ex
      .insert(ddts)
      .values({
        customerId: d.customerId,
        destinationId: d.destinationId,
        docType: d.docType,
        numDdt: d.numDdt,
        anno: d.anno,
        shipDate: d.shipDate,
        warehouse: d.warehouse,
        totPackages: d.totPackages,
        netTotalCents: lines.reduce((a, l) => a + euroToCents(l.importo), 0),
        createdAt: now,
        pdfReadyAt: d.pdfAvailable ? now : null,
      })
      .onConflictDoNothing({ target: [ddts.docType, ddts.numDdt, ddts.anno] })
      .returning({ id: ddts.id });
    if (!row) {
      summary.skipped++;
      continue;
    }
    await ex.insert(ddtLines).values(
      lines.map((l) => ({
        ddtId: row.id,
        riga: l.riga,
        orderId: l.orderId,
        orderLineId: l.orderLine?.id ?? null,
        productId: l.orderLine?.productId ?? productByRef.get(key(l.precodice, l.codice)) ?? null,
        precodice: l.precodice,
        codice: l.codice,
        description: l.description,
        qty: l.qty,
        listCents: euroToCents(l.listino),
        discountChain: l.sconto.replace(/,/g, "."),
        netUnitCents: euroToCents(l.netto),
        lineTotalCents: euroToCents(l.importo),
      })),
    );
    summary.ddts++;
  }

  for (const inv of batch.invoices) {
    const [row] = await ex
      .insert(invoices)
      .values({
        customerId: inv.customerId,
        destinationId: inv.destinationId,
        docType: inv.docType,
        invoiceNumber: inv.invoiceId,
        anno: inv.anno,
        invoiceDate: inv.invoiceDate,
        netTotalCents: euroToCents(inv.netTotal),
        vatCents: euroToCents(inv.vatTotal),
        totalCents: euroToCents(inv.total),
        paymentTerms: inv.paymentTerms,
        note: inv.note,
        createdAt: now,
        pdfReadyAt: inv.pdfAvailable ? now : null,
      })
      .onConflictDoNothing({ target: [invoices.docType, invoices.invoiceNumber, invoices.anno] })
      .returning({ id: invoices.id });
    if (!row) {
      summary.skipped++;
      continue;
    }
    const refsOfInvoice = [...inv.ddts, ...inv.lines.flatMap((l) => (l.ddt ? [l.ddt] : []))];
    const ddtIdByRef = new Map<string, number>();
    if (refsOfInvoice.length) {
      const pairs = sql.join(
        refsOfInvoice.map((r) => sql`(${r.docType}, ${r.numDdt}, ${r.anno})`),
        sql`, `,
      );
      const found = await ex
        .select({ id: ddts.id, docType: ddts.docType, numDdt: ddts.numDdt, anno: ddts.anno })
        .from(ddts)
        .where(and(eq(ddts.customerId, inv.customerId), sql`(${ddts.docType}, ${ddts.numDdt}, ${ddts.anno}) in (${pairs})`));
      found.forEach((f) => ddtIdByRef.set(key(f.docType, f.numDdt, f.anno), f.id));
    }
    const billed = inv.ddts.map((r) => ddtIdByRef.get(key(r.docType, r.numDdt, r.anno))).filter((x): x is number => x !== undefined);
    if (billed.length) await ex.update(ddts).set({ invoiceId: row.id }).where(inArray(ddts.id, billed));
    const ddtLineRows = ddtIdByRef.size
      ? await ex.select({ id: ddtLines.id, ddtId: ddtLines.ddtId, riga: ddtLines.riga, productId: ddtLines.productId }).from(ddtLines).where(inArray(ddtLines.ddtId, [...ddtIdByRef.values()]))
      : [];
    const ddtLineByKey = new Map(ddtLineRows.map((l) => [key(l.ddtId, l.riga), l]));
    if (inv.lines.length) {
      await ex.insert(invoiceLines).values(
        inv.lines.map((l) => {
          const ddtId = l.ddt ? ddtIdByRef.get(key(l.ddt.docType, l.ddt.numDdt, l.ddt.anno)) : undefined;
          const ddtLine = ddtId !== undefined && l.ddt ? ddtLineByKey.get(key(ddtId, l.ddt.riga)) : undefined;
          return {
            invoiceId: row.id,
            riga: l.riga,
            ddtId: ddtId ?? null,
            ddtLineId: ddtLine?.id ?? null,
            productId: ddtLine?.productId ?? productByRef.get(key(l.precodice, l.codice)) ?? null,
            precodice: l.precodice,
            codice: l.codice,
            description: l.description,
            qty: l.qty,
            netUnitCents: euroToCents(l.netto),
            lineTotalCents: euroToCents(l.importo),
          };
        }),
      );
    }
    summary.invoices++;
  }

  for (const o of batch.orders) {
    const order = orderByCode.get(o.webOrderCode);
    if (!order) {
      summary.skipped++;
      continue;
    }
    for (const l of o.lines) {
      await ex
        .update(orderLines)
        .set({ qtyEvasa: sql`least(${l.qtyEvasa}, ${orderLines.qty})` })
        .where(and(eq(orderLines.orderId, order.id), eq(orderLines.riga, l.riga)));
    }
    let status = o.status;
    if (!status) {
      const current = await ex.select({ qty: orderLines.qty, qtyEvasa: orderLines.qtyEvasa }).from(orderLines).where(eq(orderLines.orderId, order.id));
      status = fulfilmentStatus(current);
    }
    if (order.status !== "CANCELLED" || status === "CANCELLED") await ex.update(orders).set({ status }).where(eq(orders.id, order.id));
    summary.orders++;
  }

  for (const m of batch.missing) {
    const order = orderByCode.get(m.webOrderCode);
    const line = order ? lineByKey.get(key(order.id, m.riga)) : undefined;
    if (!order || !line) {
      summary.skipped++;
      continue;
    }
    const [ol] = await ex
      .select({ precodice: orderLines.precodice, codice: orderLines.codice, description: orderLines.description })
      .from(orderLines)
      .where(eq(orderLines.id, line.id));
    const values = {
      customerId: order.customerId,
      destinationId: order.destinationId,
      orderId: order.id,
      orderLineId: line.id,
      productId: line.productId,
      precodice: ol!.precodice,
      codice: ol!.codice,
      description: ol!.description,
      qty: m.qty,
      warehouse: m.warehouse,
      supplierOrder: m.ordineFornitore,
      supplierOrderDate: m.dataOrdineFornitore,
      numOrdCasaMadre: m.numOrdCasaMadre,
      idSollecito: m.idSollecito,
      forecastDate: m.dataConsegna,
      forecastDetail: m.dettaglioData,
      updatedAt: now,
      closedAt: m.closed || m.qty === 0 ? now : null,
    };
    await ex
      .insert(missingItems)
      .values(values)
      .onConflictDoUpdate({
        target: missingItems.orderLineId,
        set: {
          qty: values.qty,
          warehouse: values.warehouse,
          supplierOrder: values.supplierOrder,
          supplierOrderDate: values.supplierOrderDate,
          numOrdCasaMadre: values.numOrdCasaMadre,
          idSollecito: values.idSollecito,
          forecastDate: values.forecastDate,
          forecastDetail: values.forecastDetail,
          updatedAt: now,
          closedAt: values.closedAt,
        },
      });
    summary.missing++;
  }

  for (const p of batch.pdfsReady) {
    const res =
      p.kind === "DDT"
        ? await ex
            .update(ddts)
            .set({ pdfReadyAt: now })
            .where(and(eq(ddts.docType, p.docType), eq(ddts.numDdt, p.number), eq(ddts.anno, p.anno), isNull(ddts.pdfReadyAt)))
            .returning({ id: ddts.id })
        : await ex
            .update(invoices)
            .set({ pdfReadyAt: now })
            .where(and(eq(invoices.docType, p.docType), eq(invoices.invoiceNumber, p.number), eq(invoices.anno, p.anno), isNull(invoices.pdfReadyAt)))
            .returning({ id: invoices.id });
    summary.pdfsReady += res.length;
  }

  if (batch.forecastsUpdatedAt) await setErpState(ex, "forecasts_updated_at", batch.forecastsUpdatedAt);
  // After the invoices: a COMPLETO names its credit note of the same batch.
  if (batch.returns.length) summary.returns = await applyReturnUpdates(ex, batch.returns, now, ctx.returnMail);
  return summary;
}

export async function setErpState(ex: Executor, k: string, value: string): Promise<void> {
  await ex.insert(erpState).values({ key: k, value }).onConflictDoUpdate({ target: erpState.key, set: { value } });
}

export async function getErpState(ex: Executor, k: string): Promise<string | null> {
  const rows = await ex.select({ value: erpState.value }).from(erpState).where(eq(erpState.key, k)).limit(1);
  return rows[0]?.value ?? null;
}
