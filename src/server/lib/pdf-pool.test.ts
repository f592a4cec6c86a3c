import { afterAll, describe, expect, it } from "vitest";
import { lineColumns, renderPdf, type PdfDocumentSpec } from "./pdf-layout";
import { joinPdfPool, renderPdfOffLoop } from "./pdf-pool";

const spec = (n: number): PdfDocumentSpec => ({
  title: "Conferma d'ordine",
  number: "OW 2026-000042",
  date: "2026-03-05",
  subject: "ordine-OW-42-2026",
  company: { name: "Ricambi Sud Distribuzione S.p.A.", lines: ["Senise"] },
  customer: { heading: "Cliente", lines: ["Autofficina Rossi S.n.c.", "Cod. cliente 100001"] },
  facts: [["Deposito", "01 Senise"]],
  columns: lineColumns({ Riga: 6, Codice: 17, Descrizione: 34, Importo: 12 }),
  rows: Array.from({ length: n }, (_, i) => [String(i + 1), `M120 OC${i}`, "Filtro olio", "12,40 €"]),
  totals: [["Totale netto", "1.234,56 €"]],
  notes: ["Prezzi in euro, IVA esclusa."],
});

const release = joinPdfPool();
afterAll(release);

describe("renderPdfOffLoop", () => {
  it("renders in the worker thread the same bytes as renderPdf in process", async () => {
    const [a, b] = await Promise.all([renderPdfOffLoop(spec(4)), renderPdfOffLoop(spec(60))]);
    expect(Buffer.isBuffer(a)).toBe(true);
    expect(a.equals(await renderPdf(spec(4)))).toBe(true);
    expect(b.equals(await renderPdf(spec(60)))).toBe(true);
  });
});
