// The article of a line in the order history, the delivery notes and the missing list: its code,
// description and quantity, with the spec's names (core-ordering §3); and the prices of the order
// and delivery-note lines. Each line's schema spreads `articleLineSchema.shape` (and
// `linePriceSchema.shape`) at its own place, so every answer keeps its field order.
import { z } from "zod";
import { productKeyFields } from "./product";
import { centsToEuro } from "../rules/money";
import { chainLabel } from "../rules/discount-chain";

export const articleLineSchema = z.object({ ...productKeyFields, descrArticolo: z.string(), quantita: z.number() });
export type ArticleLine = z.infer<typeof articleLineSchema>;

/** The article of a stored line (the tables call them description and qty). */
export function articleLineOf(l: { precodice: string; codice: string; description: string; qty: number }): ArticleLine {
  return { precodice: l.precodice, codice: l.codice, descrArticolo: l.description, quantita: l.qty };
}

/**
 * The prices of a line in the order history and the delivery notes, in euro: list price, the
 * discount chain as shown, net unit price and the line's amount. Spread like articleLineSchema.
 */
export const linePriceSchema = z.object({ listino: z.number(), sconto: z.string(), netto: z.number(), importo: z.number() });
export type LinePrice = z.infer<typeof linePriceSchema>;

/** The prices of a stored line (the tables keep cents and the chain as typed). */
export function linePriceOf(l: { listCents: number; discountChain: string; netUnitCents: number; lineTotalCents: number }): LinePrice {
  return { listino: centsToEuro(l.listCents), sconto: chainLabel(l.discountChain), netto: centsToEuro(l.netUnitCents), importo: centsToEuro(l.lineTotalCents) };
}
