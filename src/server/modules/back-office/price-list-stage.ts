// Staging of the price list (decision 0036): the uploaded CSV is read as a stream, each record is
// checked (parsePriceRow) and written, valid or not, as one line of PostgreSQL's COPY text format
// into a temporary staging table with `COPY … FROM STDIN` (pg-copy-streams). The rows travel in
// chunks of about 64 KB; the COPY stream's back-pressure pauses the reading of the upload, so
// neither the file nor the staged rows are ever whole in memory.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { parsePriceRow } from "../../../shared/rules/back-office";
import { looksLikeText, readCsv } from "../../lib/csv";

const RAW_MAX = 200;
const CHUNK = 64 * 1024;
/** Records parsed between two turns of the event loop: the counter's requests are not kept waiting behind a whole upload chunk. */
const YIELD_EVERY = 256;

/** Thrown while reading: the whole file is refused with the requirements message. */
export class NotRequirements extends Error {}

/** Passes the bytes through, refusing a binary file (NUL bytes in its first chunk). */
async function* textOnly(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let first = true;
  for await (const chunk of source) {
    if (first && !looksLikeText(chunk)) throw new NotRequirements("binary");
    first = false;
    yield chunk;
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

/** The staging table's lines in COPY text format, joined into chunks; counts the records read. */
async function* copyLines(source: AsyncIterable<Buffer>, counter: { read: number }): AsyncGenerator<string> {
  let chunk = "";
  for await (const rec of readCsv(Readable.from(textOnly(source)), { delimiter: ";" })) {
    counter.read++;
    if (counter.read % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
    // One cell in the first record: not semicolon-separated (a comma or tab file).
    if (counter.read === 1 && rec.cells.length === 1) throw new NotRequirements("separator");
    const raw = copyValue(rec.cells.join(";").slice(0, RAW_MAX));
    const parsed = parsePriceRow(rec.cells);
    if (parsed.ok) {
      const r = parsed.row;
      chunk += `${rec.line}\t${raw}\t${copyValue(r.precodice)}\t${copyValue(r.codice)}\t${copyValue(r.ean)}\t${copyValue(r.listCents)}\t${copyValue(r.feeCents)}\t\\N\t\\N\n`;
    } else {
      chunk += `${rec.line}\t${raw}\t\\N\t\\N\t\\N\t\\N\t\\N\t${parsed.reason}\t${copyValue(parsed.columns ?? null)}\n`;
    }
    if (chunk.length >= CHUNK) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk) yield chunk;
}

/**
 * Creates the temporary staging table (dropped at commit) and fills it from the upload with one
 * COPY: valid rows with their values, refused rows with their reason. Answers the records read.
 * A failure of the reading (refused file, size limit) aborts the COPY (CopyFail) and is rethrown;
 * a failure of the database (connection lost) ends the reading.
 */
export async function stageWithCopy(client: pg.PoolClient, source: AsyncIterable<Buffer>): Promise<number> {
  await client.query(`create temp table pl_stage (line int not null, raw text not null, precodice text, codice text,
    ean text, list_cents int, fee_cents int, reason text, ref int) on commit drop`);
  const counter = { read: 0 };
  await pipeline(Readable.from(copyLines(source, counter)), client.query(copyFrom(`copy pl_stage (${STAGE_COLUMNS}) from stdin`)));
  return counter.read;
}
