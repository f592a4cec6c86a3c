// Delivery notes and invoices (spec returns-documents-admin §3 Delivery note, Invoice,
// Delivery-note filter; core §7 /documents/*). Money in euro.
import { z } from "zod";
import { shipmentTrackingSchema } from "./tracking";
import { articleLineSchema, linePriceSchema } from "./article-line";
import { filterIsoDate, filterText } from "./filter-fields";
import { startFromField } from "./paging";
import { documentsMessages } from "../messages/documents";
import { ordersMessages } from "../messages/orders";
import { isDateRangeReversed } from "../rules/safe-input";

const text = filterText;
const isoDate = filterIsoDate;

/** spec §5: the delivery-note number is numeric only, without prefixes such as B101 or B103. */
export const DDT_NUMBER_PATTERN = /^\d{1,9}$/;

export const ddtFilterSchema = z
  .object({
    articolo: text,
    dataBollaStart: isoDate,
    dataBollaEnd: isoDate,
    numeroBolla: z
      .union([z.string(), z.number()])
      .optional()
      .transform((v) => (v === undefined || v === null ? undefined : String(v).trim() || undefined))
      .refine((v) => v === undefined || DDT_NUMBER_PATTERN.test(v), { error: documentsMessages.ddtNumberNumeric }),
    numeroOrdine: text,
    notaOrdine: text,
    notaRiga: text,
  })
  .refine((f) => !isDateRangeReversed(f.dataBollaStart, f.dataBollaEnd), { error: ordersMessages.badDateRange });
export type DdtFilter = z.input<typeof ddtFilterSchema>;
export type DdtFilterParsed = z.output<typeof ddtFilterSchema>;

/** A delivery note as the answers name it: its id (idDoc, for the details and the PDF), type and number. */
export const ddtRefFields = { idDoc: z.number(), docType: z.string(), numDdt: z.number() };

export const ddtSchema = z.object({
  ...ddtRefFields,
  anno: z.number(),
  shipDate: z.string(), // YYYY-MM-DD
  netTotal: z.number(),
  totPackages: z.number(),
  deposito: z.string(),
  ordini: z.array(z.string()), // the orders it ships, e.g. "OW 1234/2026"
  fatturata: z.boolean(),
  pdfDisponibile: z.boolean(),
  details: z.null(), // loaded on demand with POST /documents/getDdtsDetails
  tracking: z.array(shipmentTrackingSchema).optional(), // ours: the shipments of its orders
});
export type Ddt = z.infer<typeof ddtSchema>;

export const ddtDetailsRequestSchema = z.object({
  idDoc: z.coerce.number().int().min(1).max(2_147_483_647),
  startFrom: startFromField,
});

export const ddtLineSchema = z.object({
  idRiga: z.number(),
  riga: z.number(),
  ...articleLineSchema.shape,
  ...linePriceSchema.shape,
  ordine: z.string().nullable(), // "OW 1234/2026"
  noteCliente: z.string(),
});
export type DdtLine = z.infer<typeof ddtLineSchema>;

export const invoiceSchema = z.object({
  idDoc: z.number(),
  docType: z.string(),
  invoiceId: z.number(), // the invoice number
  anno: z.number(),
  invoiceDate: z.string(), // YYYY-MM-DD
  netTotal: z.number(),
  vatTotal: z.number(),
  total: z.number(),
  isCredit: z.boolean(),
  pdfDisponibile: z.boolean(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const pdfQuerySchema = z.object({
  idDoc: z.coerce.number({ error: documentsMessages.badDocument }).int().min(1).max(2_147_483_647),
  typeDoc: z.string({ error: documentsMessages.badDocument }).trim().min(1).max(10),
});

/** Delivery-note document types start with B (B101 Senise, B103 Cagliari); the rest are invoices. */
export function isDdtType(docType: string): boolean {
  return /^B\d{3}$/.test(docType);
}

/** Invoice types that credit the customer. */
export const CREDIT_TYPES = ["NC", "NP", "SM"] as const;
export function isCreditType(docType: string): boolean {
  return (CREDIT_TYPES as readonly string[]).includes(docType);
}
