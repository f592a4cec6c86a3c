// The CSV cart upload's file formats and limits (docs/decisions/0030-workshop-tools.md).
export const CART_UPLOAD_MODES = ["CSV", "SEMICOLON", "PIPE"] as const;
export type CartUploadMode = (typeof CART_UPLOAD_MODES)[number];

export const CART_UPLOAD_SEPARATOR: Record<CartUploadMode, string> = { CSV: ",", SEMICOLON: ";", PIPE: "|" };
export const CART_UPLOAD_MAX_ROWS = 10_000;
export const CART_UPLOAD_MAX_ROWS_LABEL = "10.000";
export const CART_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const CART_UPLOAD_MAX_BYTES_LABEL = "2 MB";

/**
 * Columns of a row, by format. CSV and SEMICOLON: Codice, Quantità, then optionally Precodice and
 * Note (a header row is allowed). PIPE, the parts-catalogue tool's export, has no header:
 * Precodice|Codice|Descrizione|Quantità (precodice may be empty; the description is ignored).
 */
export interface UploadRow {
  code: string;
  qty: string;
  precodice: string;
  note: string;
}

export function rowOf(mode: CartUploadMode, cells: string[]): UploadRow {
  const c = (i: number) => (cells[i] ?? "").trim();
  if (mode === "PIPE") return { precodice: c(0), code: c(1), qty: c(3), note: "" };
  return { code: c(0), qty: c(1), precodice: c(2), note: c(3) };
}

const HEADER_WORDS = /^(codice|code|cod\.?|articolo|precodice)$/i;

/** A first row naming the columns ("Codice;Quantità") rather than a product. */
export function isHeaderRow(mode: CartUploadMode, cells: string[]): boolean {
  const r = rowOf(mode, cells);
  return HEADER_WORDS.test(r.code) || (mode === "PIPE" && HEADER_WORDS.test(r.precodice));
}

/** A quantity as written in a file: digits only (an Italian "1.000" is a thousand); null otherwise. */
export function parseUploadQty(raw: string): number | null {
  const t = raw.replace(/\s/g, "");
  if (/^\d{1,3}(\.\d{3})+$/.test(t)) return Number(t.replace(/\./g, ""));
  if (/^\d+([.,]0+)?$/.test(t)) return Number(t.replace(/[.,]0+$/, ""));
  return null;
}

/** The sample file's rows for a format (codes filled in by the server from the catalogue). */
export function sampleRows(mode: CartUploadMode, products: { precodice: string; codice: string; description: string; qty: number }[]): string[][] {
  if (mode === "PIPE") return products.map((p) => [p.precodice, p.codice, p.description, String(p.qty)]);
  return [["Codice", "Quantità", "Precodice", "Note"], ...products.map((p) => [p.codice, String(p.qty), "", ""])];
}
