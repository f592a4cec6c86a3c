// Reading an uploaded cart file (docs/decisions/0030-workshop-tools.md): checked as a whole before
// anything is stored — content, not name (a binary renamed .csv is refused), the format's
// separator, the row limit (named in the refusal), at least one row. Rows are checked one by one
// later, by the job, and refused rows are listed with their reason.
import { fileTypeFromBuffer } from "file-type";
import { cartUploadMessages as m } from "../../../shared/messages/workshop-tools";
import { CART_UPLOAD_MAX_ROWS, CART_UPLOAD_SEPARATOR, isHeaderRow, rowOf, type CartUploadMode } from "../../../shared/rules/cart-upload";
import { AppError } from "../../lib/app-error";
import { CsvMalformed, CsvTooManyRows, looksLikeText, readCsv } from "../../lib/csv";

export type StoredRow = [number, string, string, string, string];

/** An uploaded file as the upload stores it: its name (at most 200 characters) and its rows. */
export interface CartFile {
  fileName: string;
  rows: StoredRow[];
}

/** Reads the request's file (the route does, before the service stores it: the job never parses). */
export async function readCartFile(file: { bytes: Buffer; fileName: string }, mode: CartUploadMode): Promise<CartFile> {
  const fileName = file.fileName.slice(0, 200) || "file.csv";
  return { fileName, rows: await parseCartFile(file.bytes, fileName, mode) };
}

async function parseCartFile(bytes: Buffer, fileName: string, mode: CartUploadMode): Promise<StoredRow[]> {
  if (bytes.length === 0) throw new AppError("validation", m.empty);
  const head = bytes.subarray(0, 8192);
  // A known binary signature (zip, xlsx, pdf, images...) or a NUL byte: not a text file.
  if (!looksLikeText(head) || (await fileTypeFromBuffer(head))) throw new AppError("unsupportedMediaType", m.notCsv(fileName));
  const sep = CART_UPLOAD_SEPARATOR[mode];
  const rows: StoredRow[] = [];
  let first = true;
  let widest = 0;
  try {
    // One extra record for a header row.
    for await (const rec of readCsv(bytes, { delimiter: sep, maxRows: CART_UPLOAD_MAX_ROWS + 1 })) {
      widest = Math.max(widest, rec.cells.length);
      if (first) {
        first = false;
        if (isHeaderRow(mode, rec.cells)) continue;
      }
      const r = rowOf(mode, rec.cells);
      rows.push([rec.line, r.code, r.qty, r.precodice, r.note]);
    }
  } catch (err) {
    if (err instanceof CsvTooManyRows) throw new AppError("payloadTooLarge", m.tooManyRows);
    if (err instanceof CsvMalformed) throw new AppError("validation", m.malformed(err.line));
    throw err;
  }
  if (rows.length > CART_UPLOAD_MAX_ROWS) throw new AppError("payloadTooLarge", m.tooManyRows);
  if (rows.length === 0) throw new AppError("validation", m.empty);
  // Every row a single cell: the file is separated by something else (a comma file sent as PIPE).
  if (widest < 2) throw new AppError("validation", m.wrongSeparator(sep));
  return rows;
}
