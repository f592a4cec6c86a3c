// Missing items (spec core-ordering §3 Missing item; GET /outofstock). The ADMIN-only fields
// (ragioneSoc, uIdCliente, dataOrdineFornitore, deposito) are null for everyone else.
import { z } from "zod";
import { articleLineSchema } from "./article-line";

export const missingItemSchema = z.object({
  id: z.number(),
  ...articleLineSchema.shape,
  ordineClienteFull: z.string(), // e.g. "OW 1234/2026"
  dataOrdineCliente: z.string(), // YYYY-MM-DD
  dataConsegna: z.string().nullable(), // forecast delivery date, YYYY-MM-DD
  dettaglioData: z.string(),
  ordineFornitoreFull: z.string(),
  dataOrdineFornitore: z.string().nullable(),
  numOrdCasaMadre: z.string(),
  idSollecito: z.number().nullable(),
  noteClienteRigaOrdine: z.string(),
  ragioneSoc: z.string().nullable(),
  uIdCliente: z.number().nullable(),
  deposito: z.string().nullable(),
  dataAggiornamento: z.string().nullable(), // ISO date-time: forecasts updated up to here
});
export type MissingItem = z.infer<typeof missingItemSchema>;
