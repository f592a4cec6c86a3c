// Staging of the price list (decision 0036): the uploaded CSV is read as a stream, each record is
// checked (parsePriceRow) and written, valid or not, as one line of PostgreSQL's COPY text format
// into a temporary staging table with `COPY … FROM STDIN` (pg-copy-streams). One stream pipeline:
// upload → csv-parse (lib/csv.ts NumberedCsvParser: records with the line they start on) → checks (COPY text in chunks of about
// 64 KB) → COPY. Each stage's back-pressure pauses the one before it, down to the reading of the
// upload, so neither the file nor the staged rows are ever whole in memory.
import { Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { parsePriceRow } from "../../../shared/rules/back-office";
import { asCsvMalformed, looksLikeText, NumberedCsvParser, type CsvRecord } from "../../lib/csv";

const RAW_MAX = 200;
const CHUNK = 64 * 1024;
/** Bytes handed to the parser at once: the records of one slice are parsed without a pause (about 1 ms). */
const SLICE = 16 * 1024;
/** Records checked between two turns of the event loop: the counter's requests are not kept waiting behind a whole upload chunk. */
const YIELD_EVERY = 256;

/** Thrown while reading: the whole file is refused with the requirements message. */
export class NotRequirements extends Error {}

/** Passes the bytes through in slices, refusing a binary file (NUL bytes in its first chunk). */
async function* textOnly(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let first = true;
  for await (const chunk of source) {
    if (first && !looksLikeText(chunk)) throw new NotRequirements("binary");
    first = false;
    for (let at = 0; at < chunk.length; at += SLICE) yield chunk.subarray(at, at + SLICE);
  }
}

const ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r", "\0": "" };
const SPECIAL = /[\\\t\n\r\0]/;
const SPECIAL_ALL = /[\\\t\n\r\0]/g;

/** One value of COPY's text format: NULL is \N; backslash, tab, newline and CR escaped; NUL dropped (text cannot hold it). */
export function copyValue(v: string | number | null): string {
  if (v === null) return "\\N";
  if (typeof v === "number") return String(v);
  return SPECIAL.test(v) ? v.replace(SPECIAL_ALL, (c) => ESCAPES[c]!) : v;
}

export const STAGE_COLUMNS = "line, raw, precodice, codice, ean, list_cents, fee_cents, reason, ref";

/** One staged row in COPY text format: valid rows with their values, refused rows with their reason. */
export function stageLine(rec: CsvRecord): string {
  const raw = copyValue(rec.cells.join(";").slice(0, RAW_MAX));
  const parsed = parsePriceRow(rec.cells);
  if (!parsed.ok) return `${rec.line}\t${raw}\t\\N\t\\N\t\\N\t\\N\t\\N\t${parsed.reason}\t${copyValue(parsed.columns ?? null)}\n`;
  // A valid row's codes (letters, digits, space . / _ -) and EAN (digits) hold nothing COPY escapes.
  const r = parsed.row;
  return `${rec.line}\t${raw}\t${r.precodice}\t${r.codice}\t${r.ean ?? "\\N"}\t${r.listCents ?? "\\N"}\t${r.feeCents ?? "\\N"}\t\\N\t\\N\n`;
}

/** Records in, the staging table's COPY text out in ~64 KB chunks; counts the records read. */
class StageRows extends Transform {
  records = 0;
  private chunk = "";

  constructor() {
    super({ writableObjectMode: true, readableObjectMode: true });
  }

  override _transform(rec: CsvRecord, _encoding: BufferEncoding, done: TransformCallback): void {
    this.records++;
    // One cell in the first record: not semicolon-separated (a comma or tab file).
    if (this.records === 1 && rec.cells.length === 1) return done(new NotRequirements("separator"));
    this.chunk += stageLine(rec);
    if (this.chunk.length >= CHUNK) {
      this.push(this.chunk);
      this.chunk = "";
    }
    if (this.records % YIELD_EVERY === 0) setImmediate(done);
    else done();
  }

  override _flush(done: TransformCallback): void {
    if (this.chunk) this.push(this.chunk);
    done();
  }
}

/**
 * Creates the temporary staging table (dropped at commit) and fills it from the upload with one
 * COPY: valid rows with their values, refused rows with their reason. Answers the records read.
 * A failure of the reading (refused file, malformed CSV, size limit) destroys the COPY (CopyFail)
 * and is rethrown; a failure of the database (connection lost) ends the reading.
 */
export async function stageWithCopy(client: pg.PoolClient, source: AsyncIterable<Buffer>): Promise<number> {
  // Temporary: written without WAL, private to the load's connection, dropped at its commit.
  await client.query(`create temp table pl_stage (line int not null, raw text not null, precodice text, codice text,
    ean text, list_cents int, fee_cents int, reason text, ref int) on commit drop`);
  const rows = new StageRows();
  try {
    await pipeline(Readable.from(textOnly(source)), new NumberedCsvParser(";"), rows, client.query(copyFrom(`copy pl_stage (${STAGE_COLUMNS}) from stdin`)));
  } catch (err) {
    // An unclosed quote, a stray quote: the parser's message and the line it stopped at.
    throw asCsvMalformed(err, rows.records);
  }
  return rows.records;
}
