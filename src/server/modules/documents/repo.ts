// The only place that reads delivery notes and invoices, always within a customer scope.
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { inWindow, type PageWindow } from "../../db/paging";
import { ddtLines, ddts, invoiceLines, invoices } from "../../db/schema/documents";
import { orderLines, orders } from "../../db/schema/orders";
import { customers } from "../../db/schema/identity";
import { containsPattern, inScope, type CustomerScope } from "../../lib/customer-scope";
import { articleWhere } from "../../db/code-match";

export interface DdtFilterInput {
  articolo?: string;
  dataBollaStart?: string;
  dataBollaEnd?: string;
  numeroBolla?: string;
  numeroOrdine?: string;
  notaOrdine?: string;
  notaRiga?: string;
}

/** A delivery note's line with the order it ships and that order line's note. */
const ddtLineColumns = {
  id: ddtLines.id,
  riga: ddtLines.riga,
  precodice: ddtLines.precodice,
  codice: ddtLines.codice,
  description: ddtLines.description,
  qty: ddtLines.qty,
  listCents: ddtLines.listCents,
  discountChain: ddtLines.discountChain,
  netUnitCents: ddtLines.netUnitCents,
  lineTotalCents: ddtLines.lineTotalCents,
  tipoDoc: orders.tipoDoc,
  numeroDoc: orders.numeroDoc,
  anno: orders.anno,
  noteCliente: orderLines.noteCliente,
};

/** An order a delivery note ships: its number and tracking. */
const shippedOrderColumns = {
  ddtId: ddtLines.ddtId,
  tipoDoc: orders.tipoDoc,
  numeroDoc: orders.numeroDoc,
  anno: orders.anno,
  service: orders.service,
  tracking: orders.tracking,
  parcelNumber: orders.parcelNumber,
  dataShipped: orders.dataShipped,
  dataEstimatedDelivery: orders.dataEstimatedDelivery,
};

export function documentsRepo(db: Db) {
  return {
    async listDdts(scope: CustomerScope, f: DdtFilterInput, window: PageWindow) {
      const where: SQL[] = [inScope(scope, ddts)];
      if (f.articolo) {
        where.push(sql`exists (select 1 from ${ddtLines} x where x.ddt_id = ${ddts.id} and ${articleWhere(sql`x.precodice`, sql`x.codice`, f.articolo)})`);
      }
      if (f.dataBollaStart) where.push(sql`${ddts.shipDate} >= ${f.dataBollaStart}::date`);
      if (f.dataBollaEnd) where.push(sql`${ddts.shipDate} <= ${f.dataBollaEnd}::date`);
      if (f.numeroBolla) where.push(eq(ddts.numDdt, Number(f.numeroBolla)));
      if (f.numeroOrdine) {
        const match = /^\d+$/.test(f.numeroOrdine) ? sql`o.numero_doc = ${Number(f.numeroOrdine)}` : sql`o.web_order_code ilike ${containsPattern(f.numeroOrdine)}`;
        where.push(sql`exists (select 1 from ${ddtLines} x join ${orders} o on o.id = x.order_id where x.ddt_id = ${ddts.id} and ${match})`);
      }
      if (f.notaOrdine) {
        const p = containsPattern(f.notaOrdine);
        where.push(
          sql`exists (select 1 from ${ddtLines} x join ${orders} o on o.id = x.order_id where x.ddt_id = ${ddts.id} and (o.note_doc ilike ${p} or o.rif_ord_cli ilike ${p}))`,
        );
      }
      if (f.notaRiga) {
        where.push(
          sql`exists (select 1 from ${ddtLines} x join ${orderLines} l on l.id = x.order_line_id where x.ddt_id = ${ddts.id} and l.note_cliente ilike ${containsPattern(f.notaRiga)})`,
        );
      }
      const query = db.select().from(ddts).where(and(...where)).orderBy(desc(ddts.shipDate), desc(ddts.id));
      return inWindow(query.$dynamic(), window);
    },

    /** The orders each DDT ships ("OW 12/2026"), by DDT id. */
    async ordersOfDdts(ddtIds: number[]) {
      if (ddtIds.length === 0) return [];
      return db
        .selectDistinct(shippedOrderColumns)
        .from(ddtLines)
        .innerJoin(orders, eq(orders.id, ddtLines.orderId))
        .where(inArray(ddtLines.ddtId, ddtIds))
        .orderBy(asc(ddtLines.ddtId), asc(orders.anno), asc(orders.numeroDoc));
    },

    async findDdt(scope: CustomerScope, id: number) {
      const rows = await db.select().from(ddts).where(and(inScope(scope, ddts), eq(ddts.id, id))).limit(1);
      return rows[0];
    },

    /** The lines of a delivery note: a page of them, or all of them without a window (the PDF). */
    async ddtLines(ddtId: number, window?: PageWindow) {
      const query = db
        .select(ddtLineColumns)
        .from(ddtLines)
        .leftJoin(orders, eq(orders.id, ddtLines.orderId))
        .leftJoin(orderLines, eq(orderLines.id, ddtLines.orderLineId))
        .where(eq(ddtLines.ddtId, ddtId))
        .orderBy(asc(ddtLines.riga), asc(ddtLines.id));
      return window ? inWindow(query.$dynamic(), window) : query;
    },

    async listInvoices(scope: CustomerScope, window: PageWindow) {
      const query = db.select().from(invoices).where(inScope(scope, invoices)).orderBy(desc(invoices.invoiceDate), desc(invoices.id));
      return inWindow(query.$dynamic(), window);
    },

    async findInvoice(scope: CustomerScope, id: number) {
      const rows = await db.select().from(invoices).where(and(inScope(scope, invoices), eq(invoices.id, id))).limit(1);
      return rows[0];
    },

    async invoiceLines(invoiceId: number) {
      return db
        .select({
          riga: invoiceLines.riga,
          precodice: invoiceLines.precodice,
          codice: invoiceLines.codice,
          description: invoiceLines.description,
          qty: invoiceLines.qty,
          netUnitCents: invoiceLines.netUnitCents,
          lineTotalCents: invoiceLines.lineTotalCents,
          ddtType: ddts.docType,
          ddtNumber: ddts.numDdt,
          ddtDate: ddts.shipDate,
        })
        .from(invoiceLines)
        .leftJoin(ddts, eq(ddts.id, invoiceLines.ddtId))
        .where(eq(invoiceLines.invoiceId, invoiceId))
        .orderBy(asc(invoiceLines.riga));
    },

    /** The delivery notes an invoice bills. */
    async ddtsOfInvoice(invoiceId: number) {
      return db
        .select({ docType: ddts.docType, numDdt: ddts.numDdt, anno: ddts.anno, shipDate: ddts.shipDate })
        .from(ddts)
        .where(eq(ddts.invoiceId, invoiceId))
        .orderBy(asc(ddts.shipDate), asc(ddts.id));
    },

    async customer(customerId: number) {
      const rows = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
      return rows[0];
    },
  };
}

export type DocumentsRepo = ReturnType<typeof documentsRepo>;
