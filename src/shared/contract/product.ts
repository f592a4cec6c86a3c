// The product row of spec core-ordering §3, as the API answers it (search, cart, promo detail,
// catalogue landing). Money in euro with two decimals on the wire.
import { z } from "zod";

/**
 * The product as the answers name it: its prefix and code, the key of the catalogue (core-ordering
 * §3). Spread where the two fields stand (`z.object({ riga: …, ...productKeyFields, … })`), so
 * every answer keeps its field order.
 */
export const productKeyFields = { precodice: z.string(), codice: z.string() };

/** The key and the product's description (the catalogue's, or the one the line was written with). */
export const namedProductFields = { ...productKeyFields, description: z.string() };

/**
 * The product's stock for the user asking: the sum over their warehouses (null when unknown), the
 * availability text, their first warehouse and the stock per warehouse.
 */
export const userStockFields = {
  disp: z.number().nullable(), // stock available to this user (sum of their warehouses), null when unknown
  availabilityWarehouse: z.string().nullable(), // e.g. "01: 12 · 03: 4"
  primaryWarehouse: z.string().nullable(), // the user's first warehouse, e.g. "01"
  stockByWarehouse: z.array(z.object({ warehouse: z.string(), qty: z.number() })),
};

export const suggestedProductSchema = z.object({
  ...namedProductFields,
  decodingType: z.enum(["SOSTITUITO", "RIGENERATO"]),
});

export const crossRefSchema = z.object({
  kind: z.enum(["OE", "AM"]),
  source: z.string(),
  code: z.string(),
});

export const productRowSchema = z.object({
  ...productKeyFields,
  codsco: z.string(),
  fam: z.string(),
  brand: z.string(), // maker name shown beside the prefix, e.g. "MAHLE" ("" when unknown)
  description: z.string(),
  listino: z.number(), // list price, euro
  sconto: z.string(), // discount chain as shown, e.g. "40+10" ("" when none)
  scontoPercent: z.number(), // total discount of the chain, e.g. 46
  netto: z.number(), // net unit price, euro
  info: z.string(),
  orderable: z.boolean(),
  sScope: z.string().nullable(),
  ean: z.string().nullable(),
  prezzoCauzione: z.number(), // deposit on return, euro
  codiceSostituente: z.string().nullable(),
  requiresVin: z.boolean(), // coded article: needs a VIN in the item note
  ...userStockFields,
  hideIAMButton: z.boolean(),
  crossRefs: z.array(crossRefSchema), // the codes that matched or belong to it, as given by their source
  suggested: z.array(suggestedProductSchema), // at most 2
  // Obsolete stock of a supplier (sScope OBS_STOCK): the supplier's delivery days. Absent otherwise.
  obsoleteDeliveryDays: z.number().nullable().optional(),
  // Search answers only: how the row matched what was typed ("exact" product code, "crossRef"
  // exact EAN or cross-reference, "prefix" a code that merely starts with it), and the largest
  // quantity this customer ever ordered of it (null: never). Absent elsewhere.
  match: z.enum(["exact", "crossRef", "prefix"]).optional(),
  usualQty: z.number().nullable().optional(),
  qntRichiesta: z.number().optional(), // requested quantity (cart lines)
  noteCliente: z.string().optional(), // item note (cart lines)
});
export type ProductRow = z.infer<typeof productRowSchema>;

/** A product reference as the client sends it (add to cart, remove, notes). */
export const productRefSchema = z.object({
  precodice: z.string().trim().min(1).max(20),
  codice: z.string().trim().min(1).max(60),
});
export type ProductRef = z.infer<typeof productRefSchema>;
