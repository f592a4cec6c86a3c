// Obsolete stock (returns-documents-admin §3 Obsolete product, Obsolete discount; §7 Obsolete stock).
import { z } from "zod";
import { rowCustomerFields } from "./customer-fields";
import { namedProductFields, productKeyFields } from "./product";
import { obsoleteMessages as m } from "../messages/obsolete";

export const obsoleteProductSchema = z.object({
  ...productKeyFields,
  codsco: z.string(),
  description: z.string(),
  listino: z.number(),
  info: z.string(),
  disp: z.number(),
});
export type ObsoleteProduct = z.infer<typeof obsoleteProductSchema>;

/**
 * A row an upload refused: its line in the file, its cells as the file had them (text, under the
 * spec's names, in this order) and why it was refused (`error`, ours). The screens show them in the
 * 'Errori' tab the same way for both uploads.
 */
function refusedRowSchema<const C extends string>(cells: readonly C[]) {
  const asRead = Object.fromEntries(cells.map((c) => [c, z.string()])) as Record<C, z.ZodString>;
  return z.object({ numRiga: z.number(), ...asRead, error: z.string() });
}

/** The answer of an upload: the file, the rows loaded (under the list's own name) and the rows refused. */
function uploadResultSchema<L extends z.ZodRawShape, R extends z.ZodType>(loaded: L, refused: R) {
  return z.object({ fileName: z.string(), ...loaded, unparsedObsoletes: z.array(refused) });
}

export const unparsedObsoleteSchema = refusedRowSchema(["stringDisp", "stringListino", "osPrecodice", "opCodice", "opDescription", "odCatSc"]);
export type UnparsedObsolete = z.infer<typeof unparsedObsoleteSchema>;

export const obsoleteUploadResultSchema = uploadResultSchema({ obsoletes: z.array(obsoleteProductSchema) }, unparsedObsoleteSchema);
export type ObsoleteUploadResult = z.infer<typeof obsoleteUploadResultSchema>;

export const obsoleteDiscountSchema = z.object({
  odId: z.number(),
  ...rowCustomerFields,
  odScontoAcq: z.number(),
  odScontoVend: z.number(),
  odStartTime: z.string(), // YYYY-MM-DD, first day
  odEndTime: z.string(), // YYYY-MM-DD, last day (inclusive)
  odCatSc: z.string(),
});
export type ObsoleteDiscount = z.infer<typeof obsoleteDiscountSchema>;

export const unparsedDiscountSchema = refusedRowSchema(["uIdCliente", "odScontoAcq", "odScontoVend", "odStartTime", "odEndTime", "odCatSc"]);
export type UnparsedDiscount = z.infer<typeof unparsedDiscountSchema>;

export const discountUploadResultSchema = uploadResultSchema({ discounts: z.array(obsoleteDiscountSchema) }, unparsedDiscountSchema);
export type DiscountUploadResult = z.infer<typeof discountUploadResultSchema>;

export const obsoleteSaleSchema = z.object({
  orderLabel: z.string(),
  dataDocumento: z.string(),
  ...namedProductFields,
  qty: z.number(),
  listino: z.number(),
  scontoAcq: z.number().nullable(), // the distributor's purchase discount in force that day
  nettoFornitore: z.number().nullable(), // what the supplier is owed per piece
  deliveryDays: z.number().nullable(),
});
export type ObsoleteSale = z.infer<typeof obsoleteSaleSchema>;

export const precodeQuerySchema = z.object({
  osPrecodice: z
    .string()
    .trim()
    .max(10, { error: m.unknownPrecode })
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined)),
});
