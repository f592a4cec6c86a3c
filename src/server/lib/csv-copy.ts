// Large CSV downloads written by PostgreSQL itself (`COPY (select …) TO STDOUT` through
// pg-copy-streams; decision 0028): the rows never pass through JavaScript objects, which made a
// million-row report CPU-bound in the server. The output follows Banco's CSV layer (lib/csv.ts):
// semicolons, CRLF records, and the text columns neutralised against formulas by the SQL form of
// the same rule (`neutralizedSql`, from FORMULA_TRIGGERS).
import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { FORMULA_TRIGGERS } from "./csv";

const TRIGGER_LIST = [...FORMULA_TRIGGERS].map((c) => `chr(${c.charCodeAt(0)})`).join(", ");

/** SQL for a text column as neutralizeCsvCell writes it: a leading apostrophe before a formula trigger. */
export function neutralizedSql(expr: string): string {
  return `(case when left(${expr}, 1) in (${TRIGGER_LIST}) then '''' || ${expr} else ${expr} end)`;
}

/** PostgreSQL ends CSV records with LF; Excel-in-Italy files use CRLF. LF is one byte in UTF-8, so bytes are replaced as they come. */
function crlf(chunk: Buffer): Buffer {
  return Buffer.from(chunk.toString("latin1").replace(/\n/g, "\r\n"), "latin1");
}

/**
 * The CSV body (no header, no BOM) of a query, streamed from PostgreSQL. `select` gets the
 * connection's literal quoting, as COPY takes no bind parameters. The connection is held until the
 * stream ends; a consumer that stops early (a closed download) drops the connection, which ends the
 * COPY on the server. `onDone` gets the number of rows written, after the last chunk.
 */
export async function* copyCsv(
  pool: pg.Pool,
  select: (literal: (value: string) => string) => string,
  onDone?: (rows: number) => void,
): AsyncGenerator<Buffer> {
  const client = await pool.connect();
  let finished = false;
  let failure: Error | undefined;
  try {
    const stream = client.query(copyTo(`copy (${select((v) => client.escapeLiteral(v))}) to stdout with (format csv, delimiter ';')`));
    for await (const chunk of stream as AsyncIterable<Buffer>) yield crlf(chunk);
    finished = true;
    // The row count of PostgreSQL's "COPY n", known once the stream has ended.
    onDone?.(stream.rowCount);
  } catch (err) {
    failure = err instanceof Error ? err : new Error(String(err));
    throw err;
  } finally {
    client.release(finished ? undefined : (failure ?? new Error("download interrotto")));
  }
}
