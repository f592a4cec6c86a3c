// The return reasons: reference data an Italian parts distributor's ERP carries (decision 0027).
// Ids are fixed: 4 is the warranty case that needs the plate and the fault in the note; the reason
// named Cauzione returns a core and credits exactly its deposit. Idempotent.
import type { Db } from "../connection";
import { returnReasons } from "../schema/returns";

export const RETURN_REASONS: { id: number; text: string }[] = [
  { id: 1, text: "Articolo ordinato per errore" },
  { id: 2, text: "Articolo consegnato errato" },
  { id: 3, text: "Articolo non più necessario" },
  { id: 4, text: "Difettoso in garanzia" },
  { id: 5, text: "Cauzione" },
  { id: 6, text: "Danneggiato nel trasporto" },
  { id: 7, text: "Quantità consegnata in eccesso" },
  { id: 8, text: "Non compatibile con il veicolo (errore di catalogo)" },
];

export async function seedReturnReasons(db: Db): Promise<void> {
  await db
    .insert(returnReasons)
    .values(RETURN_REASONS.map((r, i) => ({ id: r.id, text: r.text, sort: i + 1 })))
    .onConflictDoNothing();
}
