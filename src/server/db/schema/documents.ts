// Documents mirrored from the ERP after an order leaves: delivery notes (DDT) with their lines,
// invoices and credit notes with their lines, and the per-year numbering counters the ERP (or its
// simulator) uses. The ERP adapter (integrations/erp) writes these; modules/documents and
// modules/orders only read them.
import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { articleLineColumns, createdAt, customerAndDestination, requiredRef, serialId, timestamptz } from "./columns";
import { orderLines, orders } from "./orders";

// Delivery note (bolla). docType carries the warehouse: B101 from 01 Senise, B103 from 03 Cagliari.
export const ddts = pgTable(
  "ddts",
  {
    id: serialId(), // idDoc on the wire
    ...customerAndDestination(),
    docType: text("doc_type").notNull(),
    numDdt: integer("num_ddt").notNull(),
    anno: integer("anno").notNull(),
    shipDate: date("ship_date", { mode: "string" }).notNull(),
    warehouse: text("warehouse").notNull().default("01"),
    totPackages: integer("tot_packages").notNull().default(1),
    netTotalCents: integer("net_total_cents").notNull(),
    invoiceId: integer("invoice_id"), // the (deferred or immediate) invoice that billed it
    createdAt: createdAt(),
    // When the ERP made the PDF available; null: "Documento non ancora disponibile".
    pdfReadyAt: timestamptz("pdf_ready_at"),
  },
  (t) => [
    uniqueIndex("ddts_doc_uq").on(t.docType, t.numDdt, t.anno),
    index("ddts_customer_date_idx").on(t.customerId, t.shipDate),
    index("ddts_uninvoiced_idx").on(t.createdAt).where(sql`${t.invoiceId} is null`),
  ],
);

export const ddtLines = pgTable(
  "ddt_lines",
  {
    id: serialId(), // id_riga for returns
    ddtId: requiredRef("ddt_id", () => ddts.id),
    riga: integer("riga").notNull(),
    orderId: integer("order_id").references(() => orders.id),
    orderLineId: integer("order_line_id").references(() => orderLines.id),
    productId: integer("product_id"),
    ...articleLineColumns(),
    listCents: integer("list_cents").notNull(),
    discountChain: text("discount_chain").notNull().default(""),
    netUnitCents: integer("net_unit_cents").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
  },
  (t) => [
    index("ddt_lines_ddt_idx").on(t.ddtId),
    index("ddt_lines_order_line_idx").on(t.orderLineId),
    index("ddt_lines_order_idx").on(t.orderId),
  ],
);

// Invoices and credit notes. docType: FI immediate, FD deferred, NC credit note, FA purchase
// invoice, RM/SM warehouse receipt and its reversal, PA/NP public-administration invoice and
// credit note (labels in shared/messages/documents.ts). Amounts are positive; the type says
// whether it credits.
export const invoices = pgTable(
  "invoices",
  {
    id: serialId(), // idDoc on the wire
    ...customerAndDestination(),
    docType: text("doc_type").notNull(),
    invoiceNumber: integer("invoice_number").notNull(), // invoiceId on the wire
    anno: integer("anno").notNull(),
    invoiceDate: date("invoice_date", { mode: "string" }).notNull(),
    netTotalCents: integer("net_total_cents").notNull(),
    vatCents: integer("vat_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    paymentTerms: text("payment_terms").notNull().default(""),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
    pdfReadyAt: timestamptz("pdf_ready_at"),
  },
  (t) => [
    uniqueIndex("invoices_doc_uq").on(t.docType, t.invoiceNumber, t.anno),
    index("invoices_customer_date_idx").on(t.customerId, t.invoiceDate),
  ],
);

export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: serialId(),
    invoiceId: requiredRef("invoice_id", () => invoices.id),
    riga: integer("riga").notNull(),
    ddtId: integer("ddt_id").references(() => ddts.id), // the DDT it bills (deferred invoices)
    ddtLineId: integer("ddt_line_id").references(() => ddtLines.id), // the line it bills or credits
    productId: integer("product_id"),
    ...articleLineColumns(),
    netUnitCents: integer("net_unit_cents").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
  },
  (t) => [index("invoice_lines_invoice_idx").on(t.invoiceId), index("invoice_lines_ddt_line_idx").on(t.ddtLineId)],
);

// Per-year numbering (DDT series, invoices, credit notes, supplier orders): the next number is
// taken with one atomic upsert, so concurrent simulator steps never hand out the same one.
export const documentCounters = pgTable(
  "document_counters",
  {
    series: text("series").notNull(),
    anno: integer("anno").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.anno] })],
);
