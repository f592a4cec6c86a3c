// One layout for every document PDF (order, DDT, invoice, credit note): the distributor's header,
// the customer block, facts about the document, the lines table (header repeated on every page),
// totals and page numbers. Deterministic: the creation date is the document's own date and
// nothing random goes in, so the same document gives the same bytes every time.
import PDFDocument from "pdfkit";

export interface PdfColumn {
  header: string;
  width: number; // share of the table width
  align?: "left" | "right" | "center";
}

export interface PdfDocumentSpec {
  /** e.g. "Documento di trasporto". */
  title: string;
  /** e.g. "B101 1234/2026": shown big and in the PDF's Title. */
  number: string;
  /** Document date, YYYY-MM-DD: printed and used as the PDF creation date. */
  date: string;
  company: { name: string; lines: string[] };
  customer: { heading: string; lines: string[] };
  facts: [string, string][];
  columns: PdfColumn[];
  rows: string[][];
  totals: [string, string][];
  notes: string[];
  /** File name without extension, also the PDF Subject. */
  subject: string;
}

const A4 = { w: 595.28, h: 841.89 };
const M = 40; // margin
const BRAND = "#1e3a8a";
const GREY = "#64748b";
const LINE = "#cbd5e1";
const ROW_ALT = "#f1f5f9";

// Counts and amounts, right aligned in every lines table.
const RIGHT_ALIGNED = new Set(["Riga", "Q.tà", "Listino", "Sconto", "Netto", "Importo"]);

/** A lines table's columns, in order: header → share of the table width. */
export function lineColumns(widths: Record<string, number>): PdfColumn[] {
  return Object.entries(widths).map(([header, width]) => (RIGHT_ALIGNED.has(header) ? { header, width, align: "right" } : { header, width }));
}

/** The first two cells of every document line: its number and its code. */
export function lineRefCells(l: { riga: number; precodice: string; codice: string }): [string, string] {
  return [String(l.riga), `${l.precodice} ${l.codice}`];
}

export function italianDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split("-");
  return `${d}/${m}/${y}`;
}

export function renderPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  const created = new Date(`${spec.date.slice(0, 10)}T12:00:00Z`);
  const doc = new PDFDocument({
    size: "A4",
    margin: M,
    bufferPages: true,
    autoFirstPage: true,
    lang: "it-IT",
    info: {
      Title: `${spec.title} ${spec.number}`,
      Subject: spec.subject,
      Author: spec.company.name,
      Creator: "Banco",
      Producer: "Banco",
      CreationDate: created,
      ModDate: created,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const width = A4.w - 2 * M;
  const bottom = A4.h - M - 24; // room for the footer

  // Header: company on the left, document on the right.
  doc.rect(0, 0, A4.w, 6).fill(BRAND);
  doc.fillColor(BRAND).font("Helvetica-Bold").fontSize(15).text(spec.company.name, M, M, { width: width * 0.55 });
  doc.fillColor(GREY).font("Helvetica").fontSize(8.5);
  for (const l of spec.company.lines) doc.text(l, { width: width * 0.55 });
  const leftBottom = doc.y;
  doc.fillColor("#0f172a").font("Helvetica-Bold").fontSize(13).text(spec.title, M + width * 0.55, M, { width: width * 0.45, align: "right" });
  doc.font("Helvetica-Bold").fontSize(11).text(`N. ${spec.number}`, { width: width * 0.45, align: "right" });
  doc.font("Helvetica").fontSize(9.5).fillColor(GREY).text(`del ${italianDate(spec.date)}`, { width: width * 0.45, align: "right" });
  let y = Math.max(leftBottom, doc.y) + 14;

  // Customer block and facts side by side.
  const boxH = 86;
  doc.roundedRect(M + width * 0.5, y, width * 0.5, boxH, 4).lineWidth(0.8).strokeColor(LINE).stroke();
  doc.fillColor(GREY).font("Helvetica").fontSize(8).text(spec.customer.heading.toUpperCase(), M + width * 0.5 + 10, y + 8, { width: width * 0.5 - 20 });
  doc.fillColor("#0f172a").font("Helvetica-Bold").fontSize(10.5).text(spec.customer.lines[0] ?? "", { width: width * 0.5 - 20 });
  doc.font("Helvetica").fontSize(9);
  for (const l of spec.customer.lines.slice(1)) doc.text(l, { width: width * 0.5 - 20 });
  let fy = y + 4;
  for (const [label, value] of spec.facts) {
    doc.fillColor(GREY).font("Helvetica").fontSize(8).text(label, M, fy, { width: 90 });
    doc.fillColor("#0f172a").font("Helvetica").fontSize(9).text(value, M + 92, fy, { width: width * 0.5 - 102 });
    fy = Math.max(doc.y, fy + 12) + 2;
  }
  y = Math.max(y + boxH, fy) + 16;

  // Lines table.
  const totalShare = spec.columns.reduce((a, c) => a + c.width, 0);
  const colW = spec.columns.map((c) => (c.width / totalShare) * width);
  const colX = colW.map((_, i) => M + colW.slice(0, i).reduce((a, b) => a + b, 0));
  const drawHeader = () => {
    doc.rect(M, y, width, 18).fill(BRAND);
    doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(8);
    spec.columns.forEach((c, i) => doc.text(c.header, colX[i]! + 4, y + 5, { width: colW[i]! - 8, align: c.align ?? "left", lineBreak: false }));
    y += 18;
  };
  drawHeader();
  doc.font("Helvetica").fontSize(8.5);
  spec.rows.forEach((row, r) => {
    const heights = row.map((cell, i) => doc.heightOfString(cell, { width: colW[i]! - 8 }));
    const h = Math.max(14, ...heights.map((x) => x + 6));
    if (y + h > bottom) {
      doc.addPage();
      y = M;
      drawHeader();
      doc.font("Helvetica").fontSize(8.5);
    }
    if (r % 2 === 1) doc.rect(M, y, width, h).fill(ROW_ALT);
    doc.fillColor("#0f172a");
    row.forEach((cell, i) => doc.text(cell, colX[i]! + 4, y + 3, { width: colW[i]! - 8, align: spec.columns[i]!.align ?? "left" }));
    y += h;
  });
  doc.moveTo(M, y).lineTo(M + width, y).lineWidth(0.8).strokeColor(LINE).stroke();
  y += 10;

  // Totals, right aligned.
  const totalsH = spec.totals.length * 16 + 10;
  if (y + totalsH > bottom) {
    doc.addPage();
    y = M;
  }
  const tx = M + width * 0.55;
  doc.roundedRect(tx, y, width * 0.45, totalsH, 4).lineWidth(0.8).strokeColor(LINE).stroke();
  spec.totals.forEach(([label, value], i) => {
    const last = i === spec.totals.length - 1;
    doc.fillColor(last ? "#0f172a" : GREY).font(last ? "Helvetica-Bold" : "Helvetica").fontSize(last ? 10.5 : 9);
    doc.text(label, tx + 10, y + 7 + i * 16, { width: width * 0.2 });
    doc.text(value, tx + width * 0.2, y + 7 + i * 16, { width: width * 0.25 - 10, align: "right" });
  });
  y += totalsH + 14;

  if (spec.notes.length) {
    doc.fillColor(GREY).font("Helvetica").fontSize(8.5);
    for (const n of spec.notes) {
      if (y > bottom - 12) {
        doc.addPage();
        y = M;
      }
      doc.text(n, M, y, { width });
      y = doc.y + 3;
    }
  }

  // Footer with page numbers on every page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc.fillColor(GREY).font("Helvetica").fontSize(7.5);
    doc.text(`${spec.company.name} · ${spec.title} ${spec.number} · Pagina ${i + 1} di ${range.count}`, M, A4.h - M, {
      width,
      align: "center",
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}

export function companyBlock(config: { COMPANY_NAME: string; COMPANY_ADDRESS: string; COMPANY_VAT: string }): PdfDocumentSpec["company"] {
  return { name: config.COMPANY_NAME, lines: [config.COMPANY_ADDRESS, config.COMPANY_VAT, "Magazzini: 01 Senise · 03 Cagliari"] };
}

export interface PdfCustomer {
  id: number;
  businessName: string;
  address: string | null;
  zip: string | null;
  city: string | null;
  province: string | null;
  vatNumber: string | null;
}

export function customerBlock(heading: string, c: PdfCustomer | undefined, customerId: number, destinationId: number): PdfDocumentSpec["customer"] {
  const lines = [c?.businessName ?? `Cliente ${customerId}`];
  if (c?.address) lines.push(c.address);
  const place = [c?.zip, c?.city, c?.province ? `(${c.province})` : null].filter(Boolean).join(" ");
  if (place) lines.push(place);
  if (c?.vatNumber) lines.push(`P.IVA ${c.vatNumber}`);
  lines.push(`Cod. cliente ${customerId}${destinationId ? ` · Destinazione ${destinationId}` : ""}`);
  return { heading, lines };
}
