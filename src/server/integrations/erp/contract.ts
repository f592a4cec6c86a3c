// The JSON contract between Banco and an ERP (README, "ERP adapter"). Orders go out as ErpOrder;
// everything the ERP did since the last call comes back as one ErpUpdates batch. Natural keys
// only (webOrderCode + riga, docType + number + anno): the ERP never sees our row ids. Money in
// euro with two decimals, dates YYYY-MM-DD, instants ISO 8601.
import { z } from "zod";
import { namedProductFields } from "../../../shared/contract/product";

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const euro = z.number().finite();

export const erpOrderSchema = z.object({
  webOrderCode: z.string(),
  tipoDoc: z.string(),
  numeroDoc: z.number().int(),
  anno: z.number().int(),
  dataDocumento: z.string(),
  customerId: z.number().int(),
  destinationId: z.number().int(),
  warehouse: z.string(),
  priority: z.boolean(),
  noteDoc: z.string(),
  rifOrdCli: z.string(),
  lines: z.array(
    z.object({
      riga: z.number().int(),
      ...namedProductFields,
      qty: z.number().int(),
      listino: euro,
      sconto: z.string(),
      netto: euro,
      importo: euro,
      /** Deposit per piece (prezzoCauzione), charged apart from importo and refunded on return. 0: none. */
      cauzione: euro.default(0),
      noteCliente: z.string(),
    }),
  ),
  /** Sum of the lines' deposits (cauzione × qty), apart from the goods' amounts. */
  totaleCauzioni: euro.default(0),
});
export type ErpOrder = z.infer<typeof erpOrderSchema>;

const docRef = z.object({ docType: z.string().min(1).max(10), numDdt: z.number().int(), anno: z.number().int() });

export const erpDdtSchema = z.object({
  docType: z.string().min(1).max(10), // B101 (warehouse 01), B103 (warehouse 03)
  numDdt: z.number().int().positive(),
  anno: z.number().int(),
  shipDate: isoDay,
  customerId: z.number().int(),
  destinationId: z.number().int().default(0),
  warehouse: z.string().default("01"),
  totPackages: z.number().int().min(0).default(1),
  pdfAvailable: z.boolean().default(true),
  lines: z
    .array(
      z.object({
        riga: z.number().int(),
        webOrderCode: z.string().nullable().default(null), // the order line it ships, if any
        orderRiga: z.number().int().nullable().default(null),
        ...namedProductFields,
        qty: z.number().int(),
        listino: euro,
        sconto: z.string().default(""),
        netto: euro,
        importo: euro,
      }),
    )
    .min(1),
});
export type ErpDdt = z.infer<typeof erpDdtSchema>;

export const erpInvoiceSchema = z.object({
  docType: z.string().min(1).max(10), // FI, FD, NC, ...
  invoiceId: z.number().int().positive(), // the number
  anno: z.number().int(),
  invoiceDate: isoDay,
  customerId: z.number().int(),
  destinationId: z.number().int().default(0),
  netTotal: euro,
  vatTotal: euro,
  total: euro,
  paymentTerms: z.string().default(""),
  note: z.string().default(""),
  pdfAvailable: z.boolean().default(true),
  ddts: z.array(docRef).default([]), // delivery notes it bills
  lines: z.array(
    z.object({
      riga: z.number().int(),
      ddt: docRef.extend({ riga: z.number().int() }).nullable().default(null), // the DDT line it bills or credits
      ...namedProductFields,
      qty: z.number().int(),
      netto: euro,
      importo: euro,
    }),
  ),
});
export type ErpInvoice = z.infer<typeof erpInvoiceSchema>;

export const erpMissingSchema = z.object({
  webOrderCode: z.string(),
  riga: z.number().int(),
  qty: z.number().int().min(0),
  warehouse: z.string().default("01"),
  ordineFornitore: z.string(),
  dataOrdineFornitore: isoDay,
  numOrdCasaMadre: z.string().default(""),
  idSollecito: z.number().int().nullable().default(null),
  dataConsegna: isoDay.nullable().default(null),
  dettaglioData: z.string().default(""),
  closed: z.boolean().default(false), // goods arrived: the item leaves the missing list
});
export type ErpMissing = z.infer<typeof erpMissingSchema>;

/**
 * What the ERP did with an authorised return (issue 17), by its authorisation code: the goods
 * arrived (RICEVUTO, or BOLLA CLIENTE MANCANTE without the customer's delivery note), it was
 * settled with a credit note of the same batch (COMPLETO), or — at year end — a return received
 * in that year and not yet settled was closed with yearEnd.doc and reopened in yearEnd.reopenedYear.
 */
export const erpReturnSchema = z.object({
  authCode: z.string().min(1).max(20),
  status: z.enum(["RICEVUTO", "BOLLA CLIENTE MANCANTE", "COMPLETO"]).nullable().default(null),
  creditNote: z.object({ docType: z.string().min(1).max(10), number: z.number().int(), anno: z.number().int() }).nullable().default(null),
  yearEnd: z.object({ doc: z.string().min(1).max(20), reopenedYear: z.number().int() }).nullable().default(null),
});
export type ErpReturn = z.infer<typeof erpReturnSchema>;

export const erpUpdatesSchema = z.object({
  cursor: z.string().nullable().default(null),
  orders: z
    .array(
      z.object({
        webOrderCode: z.string(),
        status: z.enum(["IN_PROGRESS", "PARTIAL", "FULFILLED", "CANCELLED"]).optional(),
        lines: z.array(z.object({ riga: z.number().int(), qtyEvasa: z.number().int().min(0) })).default([]),
      }),
    )
    .default([]),
  ddts: z.array(erpDdtSchema).default([]),
  invoices: z.array(erpInvoiceSchema).default([]),
  missing: z.array(erpMissingSchema).default([]),
  pdfsReady: z
    .array(z.object({ kind: z.enum(["DDT", "INVOICE"]), docType: z.string(), number: z.number().int(), anno: z.number().int() }))
    .default([]),
  forecastsUpdatedAt: z.string().nullable().default(null),
  returns: z.array(erpReturnSchema).default([]),
});
export type ErpUpdates = z.infer<typeof erpUpdatesSchema>;
export type ErpUpdatesInput = z.input<typeof erpUpdatesSchema>;

export function emptyUpdates(): ErpUpdates {
  return { cursor: null, orders: [], ddts: [], invoices: [], missing: [], pdfsReady: [], forecastsUpdatedAt: null, returns: [] };
}

/** The ERP as Banco sees it. The built-in simulator does not go through this (it lives in the same
 * database); it produces ErpUpdates batches applied by the same code. */
export interface ErpClient {
  /** Hands a sent order to the ERP. Idempotent on webOrderCode: a repeat is not a second order. */
  submitOrder(order: ErpOrder): Promise<void>;
  /** Everything that happened since `cursor` (null: from the beginning of what the ERP keeps). */
  fetchUpdates(cursor: string | null): Promise<ErpUpdates>;
}

export type ErpAdapter = { kind: "simulator" } | { kind: "http"; client: ErpClient };
