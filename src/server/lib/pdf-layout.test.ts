import { afterAll, describe, expect, it } from "vitest";
import { italianDate, lineColumns, renderPdf, type PdfDocumentSpec } from "./pdf-layout";
import { joinPdfPool, renderPdfOffLoop } from "./pdf-pool";

const spec = (rows: number): PdfDocumentSpec => ({
  title: "Documento di trasporto",
  number: "B101 77/2026",
  date: "2026-03-05",
  subject: "ddt-B101-77-2026",
  company: { name: "Ricambi Sud Distribuzione S.p.A.", lines: ["Senise"] },
  customer: { heading: "Destinatario", lines: ["Autofficina Rossi S.n.c.", "Cod. cliente 100001"] },
  facts: [["Colli", "2"]],
  columns: [
    { header: "Codice", width: 2 },
    { header: "Importo", width: 1, align: "right" },
  ],
  rows: Array.from({ length: rows }, (_, i) => [`M120 OC${i}`, "12,40 €"]),
  totals: [["Totale netto", "1.234,56 €"]],
  notes: ["IVA esclusa"],
});

function pageCount(pdf: Buffer): number {
  return (pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;
}

describe("renderPdf", () => {
  it("makes the same bytes for the same document", async () => {
    const a = await renderPdf(spec(5));
    const b = await renderPdf(spec(5));
    expect(a.subarray(0, 5).toString()).toBe("%PDF-");
    expect(a.equals(b)).toBe(true);
    expect((await renderPdf({ ...spec(5), number: "B101 78/2026" })).equals(a)).toBe(false);
  });

  it("carries the document date as creation date and flows long tables onto more pages", async () => {
    const short = await renderPdf(spec(3));
    const long = await renderPdf(spec(120));
    expect(pageCount(short)).toBe(1);
    expect(pageCount(long)).toBeGreaterThan(2);
    // The creation date is the document's own, whatever day it is rendered.
    expect(short.toString("latin1")).toContain("(D:20260305120000Z)");
  });

  it("writes dates the Italian way", () => {
    expect(italianDate("2026-03-05")).toBe("05/03/2026");
  });
});

describe("lineColumns", () => {
  it("keeps the order and widths, and aligns counts and amounts right", () => {
    expect(lineColumns({ Riga: 6, Codice: 17, DDT: 13, "Q.tà": 6, Importo: 11 })).toEqual([
      { header: "Riga", width: 6, align: "right" },
      { header: "Codice", width: 17 },
      { header: "DDT", width: 13 },
      { header: "Q.tà", width: 6, align: "right" },
      { header: "Importo", width: 11, align: "right" },
    ]);
  });
});

describe("renderPdfOffLoop", () => {
  const release = joinPdfPool();
  afterAll(release);

  it("renders in the worker thread the same bytes as renderPdf in process", async () => {
    const [a, b] = await Promise.all([renderPdfOffLoop(spec(4)), renderPdfOffLoop(spec(60))]);
    expect(Buffer.isBuffer(a)).toBe(true);
    expect(a.equals(await renderPdf(spec(4)))).toBe(true);
    expect(b.equals(await renderPdf(spec(60)))).toBe(true);
  });

  it("lays documents out in the order they were asked while others keep arriving: none is overtaken", async () => {
    // Eight clients asking PDFs back to back (a counter's burst): with piscina's default queue a
    // task that found the thread busy went back to the end of the queue, and one waited for seconds.
    const total = 240;
    const finished: number[] = [];
    let next = 0;
    const client = async () => {
      while (next < total) {
        const mine = next++;
        await renderPdfOffLoop(spec(2));
        finished.push(mine);
      }
    };
    await Promise.all(Array.from({ length: 8 }, client));
    expect(finished).toEqual(Array.from({ length: total }, (_, i) => i));
  });
});
