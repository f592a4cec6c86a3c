// Banco's thin layer over csv-parse and csv-stringify (docs/decisions/0026-csv-and-uploads.md).
// Downloads: semicolon-separated UTF-8 with a BOM, CRLF records, cells neutralised against
// formulas, names stamped with Rome date and time. Uploads: parsed as a stream, record by record,
// with the file's line number; a file is never held whole in memory by the parser.
import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { FastifyReply } from "fastify";
import { CsvError, Parser, type Options as ParseOptions } from "csv-parse";
import { stringify } from "csv-stringify/sync";
import { romeParts } from "../../shared/rules/rome-time";

export type CsvCell = string | number | null | undefined;

// OWASP CSV injection: a cell beginning with one of these is run as a formula by spreadsheet
// programs; a leading apostrophe makes it plain text.
export const FORMULA_TRIGGERS: ReadonlySet<string> = new Set(["=", "+", "-", "@", "\t", "\r"]);

export function neutralizeCsvCell(value: string): string {
  return FORMULA_TRIGGERS.has(value.charAt(0)) ? `'${value}` : value;
}

/** Rows as Excel-in-Italy CSV text (no BOM). Numbers stay numbers: a negative amount is not a formula. */
export function toCsv(rows: readonly (readonly CsvCell[])[], delimiter = ";"): string {
  return stringify(rows as CsvCell[][], {
    delimiter,
    record_delimiter: "windows",
    cast: { string: (value) => neutralizeCsvCell(value), number: (value) => (Number.isFinite(value) ? String(value) : "") },
  });
}

/** "report-visite_20260315_0905.csv" (Rome time): the date-and-time-stamped name of a download. */
export function csvFileName(prefix: string, now: Date = new Date()): string {
  const p = romeParts(now);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${prefix}_${p.date.replace(/-/g, "")}_${pad(p.hour)}${pad(p.minute)}.csv`;
}

/** Sends rows as a CSV download with the BOM Excel needs to read UTF-8. */
export function sendCsv(reply: FastifyReply, fileName: string, rows: readonly (readonly CsvCell[])[]): FastifyReply {
  return reply
    .header("Content-Type", "text/csv; charset=utf-8")
    .header("Content-Disposition", `attachment; filename="${fileName}"`)
    .send(`\uFEFF${toCsv(rows)}`);
}

/**
 * Sends a large CSV download as a stream of body chunks (a report of a million rows is never whole in
 * memory). The first chunk is read before the answer starts, so an early failure is still an error
 * answer; a failure later cuts the file short.
 */
export async function streamCsv(reply: FastifyReply, fileName: string, header: readonly CsvCell[], body: AsyncIterable<Buffer | string>): Promise<FastifyReply> {
  const it = body[Symbol.asyncIterator]();
  const first = await it.next();
  async function* chunks(): AsyncGenerator<Buffer | string> {
    try {
      yield `\uFEFF${toCsv([header])}`;
      if (first.done) return;
      yield first.value;
      for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
    } finally {
      await it.return?.();
    }
  }
  return reply
    .header("Content-Type", "text/csv; charset=utf-8")
    .header("Content-Disposition", `attachment; filename="${fileName}"`)
    .send(Readable.from(chunks(), { objectMode: false }));
}

export interface CsvRecord {
  /** Line of the file where the record starts (1-based). */
  line: number;
  cells: string[];
}

export interface CsvReadOptions {
  delimiter: string;
  /** Stop with CsvTooManyRows after this many records. */
  maxRows?: number;
}

export class CsvTooManyRows extends Error {
  constructor(readonly maxRows: number) {
    super(`more than ${maxRows} rows`);
  }
}

/** Malformed CSV (an unclosed quote, a stray quote): the parser's message and the line it stopped at. */
export class CsvMalformed extends Error {
  constructor(readonly line: number, message: string) {
    super(message);
  }
}

/** The options of every upload (decision 0026): blank lines skipped, a BOM dropped, rows of any width, cells trimmed. */
function uploadParseOptions(delimiter: string): ParseOptions {
  return { delimiter, bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true };
}

const BREAK = /\r\n|\r|\n/g;

/**
 * csv-parse pushing each record as a CsvRecord with the line it starts on. csv-parse pushes every
 * record synchronously, the moment it ends, so `this.info.lines` read in `push` is the number its
 * `info: true` option gives, without the info object that option builds for every record (about a
 * third of the parsing time at a million rows, BENCHMARKS.md). That number is the line the record
 * ENDS on, and csv-parse counts a CRLF inside a quoted field as two lines; the line breaks kept in
 * the cells (quoted fields keep them verbatim) correct both: the line is where the record starts,
 * as an editor numbers lines (CRLF, LF or a lone CR end a line).
 */
export class NumberedCsvParser extends Parser {
  /** CRLFs inside quoted fields so far: csv-parse counted each twice. */
  private quotedCrlf = 0;

  constructor(delimiter: string) {
    super(uploadParseOptions(delimiter));
  }

  override push(record: unknown, encoding?: BufferEncoding): boolean {
    if (record === null) return super.push(null, encoding);
    const cells = record as string[];
    let breaks = 0;
    for (const cell of cells) {
      if (cell.indexOf("\n") === -1 && cell.indexOf("\r") === -1) continue;
      for (const m of cell.matchAll(BREAK)) {
        breaks++;
        if (m[0].length === 2) this.quotedCrlf++;
      }
    }
    const numbered: CsvRecord = { line: this.info.lines - this.quotedCrlf - breaks, cells };
    return super.push(numbered, encoding);
  }
}

/** csv-parse's error as CsvMalformed (the line it stopped at, else the record after `read`); anything else unchanged. */
export function asCsvMalformed(err: unknown, read: number): unknown {
  return err instanceof CsvError ? new CsvMalformed((err as CsvError & { lines?: number }).lines ?? read + 1, err.message) : err;
}

/**
 * The records of an uploaded CSV, streamed, each with the line it starts on: blank lines skipped,
 * a BOM dropped, rows of any width (the caller checks the columns and reports per row), cells trimmed.
 */
export async function* readCsv(source: Readable | Buffer | string, opts: CsvReadOptions): AsyncGenerator<CsvRecord> {
  const parser = new NumberedCsvParser(opts.delimiter);
  const input = typeof source === "string" || Buffer.isBuffer(source) ? Readable.from(inTurns(Buffer.from(source)), { objectMode: false }) : source;
  // pipe() does not forward a source's error: without this the parser would wait for ever.
  input.once("error", (err) => parser.destroy(err));
  input.pipe(parser);
  let count = 0;
  try {
    for await (const rec of parser as AsyncIterable<CsvRecord>) {
      count++;
      if (opts.maxRows !== undefined && count > opts.maxRows) throw new CsvTooManyRows(opts.maxRows);
      yield rec;
    }
  } catch (err) {
    throw asCsvMalformed(err, count);
  } finally {
    parser.destroy();
    input.unpipe?.(parser);
    if (input !== source) input.destroy();
  }
}

/**
 * Bytes of a buffer fed to the parser at a time: about 800 rows of a cart file. At 64 KB a
 * 10,000-row upload held its server up to 95–112 ms in one piece; at 16 KB a search beside it waits
 * no longer than its own 30 ms (BENCHMARKS.md, session 47).
 */
export const CSV_FEED_CHUNK = 16 * 1024;

/**
 * A file held in memory, in chunks one event-loop turn apart: csv-parse parses a chunk in one go,
 * and a whole 10,000-row file held the process 70–120 ms, during which nothing else it serves was
 * answered (BENCHMARKS.md, session 42). csv-parse keeps a record cut by a chunk's end for the next.
 */
async function* inTurns(bytes: Buffer, chunk = CSV_FEED_CHUNK): AsyncGenerator<Buffer> {
  for (let i = 0; i < bytes.length; i += chunk) {
    if (i > 0) await nextTurn();
    yield bytes.subarray(i, i + chunk);
  }
}

/** Whether bytes look like text rather than a binary file renamed .csv (a NUL byte in the first 8 KB). */
export function looksLikeText(head: Uint8Array): boolean {
  const n = Math.min(head.length, 8192);
  for (let i = 0; i < n; i++) if (head[i] === 0) return false;
  return true;
}
