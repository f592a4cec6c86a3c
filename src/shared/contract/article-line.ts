// The article of a line in the order history, the delivery notes and the missing list: its code,
// description and quantity, with the spec's names (core-ordering §3). Each line's schema spreads
// `articleLineSchema.shape` at its own place, so every answer keeps its field order.
import { z } from "zod";

export const articleLineSchema = z.object({ precodice: z.string(), codice: z.string(), descrArticolo: z.string(), quantita: z.number() });
export type ArticleLine = z.infer<typeof articleLineSchema>;

/** The article of a stored line (the tables call them description and qty). */
export function articleLineOf(l: { precodice: string; codice: string; description: string; qty: number }): ArticleLine {
  return { precodice: l.precodice, codice: l.codice, descrArticolo: l.description, quantita: l.qty };
}
