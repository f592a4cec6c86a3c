// The price list loader (decision 0028): the uploaded CSV is parsed as a stream, checked row by
// row, bulk-inserted into a temporary staging table in batches (one multi-row INSERT per
// BATCH rows), then checked and applied with set-based SQL, all in ONE transaction on one
// connection: a failure anywhere (a database error, the connection or the server dying) rolls
// everything back. The previous values of every changed product are kept with the load, so the
// last load can be rolled back. A dry run does all of it and rolls back at the end.
import { Readable } from "node:stream";
import type pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import type { PriceListResult } from "../../../shared/contract/back-office";
import { priceListMessages as pm } from "../../../shared/messages/backoffice";
import { parsePriceRow, PRICE_LIST_LIST_MAX, type PriceRowError } from "../../../shared/rules/back-office";
import { centsToEuro } from "../../../shared/rules/money";
import { AppError } from "../../lib/app-error";
import type { AuthContext } from "../../lib/auth-context";
import { CsvMalformed, looksLikeText, readCsv } from "../../lib/csv";
import type { AuditService } from "../audit/service";

const BATCH = 5000;
const RAW_MAX = 200;

type Reason = PriceRowError | "unknownProduct" | "duplicate";

function reasonText(reason: Reason, ref: number | null): string {
  switch (reason) {
    case "columns":
      return pm.columns(ref ?? 0);
    case "duplicate":
      return pm.duplicate(ref ?? 0);
    case "unknownProduct":
      return pm.unknownProduct;
    default:
      return pm[reason];
  }
}

/** Thrown while reading: the whole file is refused with the requirements message. */
class NotRequirements extends Error {}

/** Passes the bytes through, refusing a binary file (NUL bytes in its first chunk). */
async function* textOnly(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let first = true;
  for await (const chunk of source) {
    if (first && !looksLikeText(chunk)) throw new NotRequirements("binary");
    first = false;
    yield chunk;
  }
}

export interface PriceListDeps {
  pool: pg.Pool;
  audit: AuditService;
}

export function priceListService({ pool, audit }: PriceListDeps) {
  async function stageAll(client: pg.PoolClient, source: AsyncIterable<Buffer>): Promise<number> {
    await client.query(`create temp table pl_stage (line int not null, raw text not null, precodice text not null, codice text not null,
      ean text, list_cents int, fee_cents int) on commit drop`);
    await client.query(`create temp table pl_errors (line int not null, raw text not null, reason text not null, ref int) on commit drop`);
    let rows: { line: number; raw: string; p: string; c: string; e: string | null; l: number | null; f: number | null }[] = [];
    let errors: { line: number; raw: string; reason: string; ref: number | null }[] = [];
    const flushRows = async () => {
      if (!rows.length) return;
      const b = rows;
      rows = [];
      await client.query(
        `insert into pl_stage select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[])`,
        [b.map((r) => r.line), b.map((r) => r.raw), b.map((r) => r.p), b.map((r) => r.c), b.map((r) => r.e), b.map((r) => r.l), b.map((r) => r.f)],
      );
    };
    const flushErrors = async () => {
      if (!errors.length) return;
      const b = errors;
      errors = [];
      await client.query(`insert into pl_errors select * from unnest($1::int[], $2::text[], $3::text[], $4::int[])`, [
        b.map((r) => r.line),
        b.map((r) => r.raw),
        b.map((r) => r.reason),
        b.map((r) => r.ref),
      ]);
    };
    let read = 0;
    for await (const rec of readCsv(Readable.from(textOnly(source)), { delimiter: ";" })) {
      read++;
      // One cell in the first record: not semicolon-separated (a comma or tab file).
      if (read === 1 && rec.cells.length === 1) throw new NotRequirements("separator");
      const raw = rec.cells.join(";").slice(0, RAW_MAX);
      const parsed = parsePriceRow(rec.cells);
      if (parsed.ok) {
        const r = parsed.row;
        rows.push({ line: rec.line, raw, p: r.precodice, c: r.codice, e: r.ean, l: r.listCents, f: r.feeCents });
        if (rows.length >= BATCH) await flushRows();
      } else {
        errors.push({ line: rec.line, raw, reason: parsed.reason, ref: parsed.columns ?? null });
        if (errors.length >= BATCH) await flushErrors();
      }
    }
    await flushRows();
    await flushErrors();
    return read;
  }

  /** Unknown products and repeated products become errors; the rest is compared with the catalogue. */
  async function compare(client: pg.PoolClient): Promise<void> {
    // Temporary tables are never analysed by autovacuum: without statistics the planner takes
    // them for tiny and joins them with nested loops (minutes at a million rows).
    await client.query("analyze pl_stage");
    await client.query(`insert into pl_errors
      select s.line, s.raw, 'duplicate', d.first from pl_stage s
      join (select precodice, codice, min(line) as first from pl_stage group by 1, 2 having count(*) > 1) d
        on d.precodice = s.precodice and d.codice = s.codice and s.line <> d.first`);
    await client.query(`insert into pl_errors
      select s.line, s.raw, 'unknownProduct', null from pl_stage s
      where not exists (select 1 from products p where upper(p.precodice) = s.precodice and upper(p.codice) = s.codice)
        and not exists (select 1 from pl_errors e where e.line = s.line)`);
    await client.query("analyze pl_errors");
    // Codes are matched case-insensitively (staged upper-case). An empty cell keeps the current value (decision 0028).
    await client.query(`create temp table pl_valid on commit drop as
      select v.*, case
          when (v.old_ean is null and v.new_ean is not null) or (not v.had_fee and v.new_fee is not null) then 'NUOVO'
          when v.old_ean is distinct from v.new_ean or v.old_list <> v.new_list or v.old_fee is distinct from v.new_fee then 'MODIFICATO'
          else 'INVARIATO' end as stato
      from (
        select s.line, p.precodice, p.codice, p.id as product_id,
          p.ean as old_ean, p.ean_norm as old_ean_norm, p.list_cents as old_list, f.fee_cents as old_fee, f.product_id is not null as had_fee,
          coalesce(s.ean, p.ean) as new_ean, coalesce(s.list_cents, p.list_cents) as new_list, coalesce(s.fee_cents, f.fee_cents) as new_fee
        from pl_stage s
        join products p on upper(p.precodice) = s.precodice and upper(p.codice) = s.codice
        left join product_fees f on f.product_id = p.id
        where not exists (select 1 from pl_errors e where e.line = s.line)
      ) v`);
    await client.query("analyze pl_valid");
  }

  async function apply(client: pg.PoolClient, auth: AuthContext, fileName: string, read: number, changed: number, notParsed: number): Promise<number> {
    const { rows } = await client.query<{ id: number }>(
      `insert into price_list_loads (admin_user_id, file_name, rows_read, rows_changed, rows_not_parsed) values ($1, $2, $3, $4, $5) returning id`,
      [auth.realUser.id, fileName, read, changed, notParsed],
    );
    const loadId = rows[0]!.id;
    await client.query(`insert into price_list_previous (load_id, product_id, ean, ean_norm, list_cents, fee_cents)
      select $1, product_id, old_ean, old_ean_norm, old_list, old_fee from pl_valid where stato <> 'INVARIATO'`, [loadId]);
    await client.query(`update products p set ean = v.new_ean, ean_norm = v.new_ean, list_cents = v.new_list, updated_at = now()
      from pl_valid v where v.product_id = p.id and v.stato <> 'INVARIATO'`);
    await client.query(`insert into product_fees (product_id, fee_cents)
      select product_id, new_fee from pl_valid where stato <> 'INVARIATO' and new_fee is not null
      on conflict (product_id) do update set fee_cents = excluded.fee_cents`);
    await audit.record(auth, "priceList.load", { loadId, fileName, rowsRead: read, rowsChanged: changed, rowsNotParsed: notParsed }, drizzle(client));
    return loadId;
  }

  async function summary(client: pg.PoolClient): Promise<Pick<PriceListResult, "adList" | "notParsed"> & { counts: Record<string, number>; notParsedTotal: number }> {
    const ad = await client.query<{ line: number; precodice: string; codice: string; new_ean: string | null; new_list: number; new_fee: number | null; stato: "NUOVO" | "MODIFICATO" | "INVARIATO" }>(
      `select line, precodice, codice, new_ean, new_list, new_fee, stato from pl_valid order by line limit $1`,
      [PRICE_LIST_LIST_MAX],
    );
    const np = await client.query<{ line: number; raw: string; reason: Reason; ref: number | null }>(`select line, raw, reason, ref from pl_errors order by line limit $1`, [PRICE_LIST_LIST_MAX]);
    const counts = await client.query<{ stato: string; n: number }>(`select stato, count(*)::int as n from pl_valid group by stato`);
    const errs = await client.query<{ n: number }>(`select count(*)::int as n from pl_errors`);
    return {
      adList: ad.rows.map((r) => ({
        numRiga: r.line,
        precodice: r.precodice,
        codice: r.codice,
        ean: r.new_ean,
        listino: centsToEuro(r.new_list),
        fee: r.new_fee === null ? null : centsToEuro(r.new_fee),
        stato: r.stato,
      })),
      notParsed: np.rows.map((r) => ({ numRiga: r.line, riga: r.raw, motivo: reasonText(r.reason, r.ref) })),
      counts: Object.fromEntries(counts.rows.map((r) => [r.stato, r.n])),
      notParsedTotal: errs.rows[0]!.n,
    };
  }

  return {
    async load(auth: AuthContext, file: { stream: AsyncIterable<Buffer>; fileName: string }, dryRun: boolean): Promise<PriceListResult> {
      const client = await pool.connect();
      let broken = false;
      // A connection that dies while checked out (terminated, server gone) emits 'error' on the
      // client: without a listener that would crash the process. The next query then fails.
      const onError = () => {
        broken = true;
      };
      client.on("error", onError);
      try {
        await client.query("begin");
        // One load at a time: loads never interleave their row locks (no deadlocks).
        await client.query("select pg_advisory_xact_lock(hashtext('price_list_load'))");
        const read = await stageAll(client, file.stream);
        if (read === 0) throw new NotRequirements("empty");
        await compare(client);
        const s = await summary(client);
        const nuovi = s.counts.NUOVO ?? 0;
        const modificati = s.counts.MODIFICATO ?? 0;
        const invariati = s.counts.INVARIATO ?? 0;
        const loadId = dryRun ? null : await apply(client, auth, file.fileName, read, nuovi + modificati, s.notParsedTotal);
        await client.query(dryRun ? "rollback" : "commit");
        return {
          loadId,
          dryRun,
          fileName: file.fileName,
          adList: s.adList,
          notParsed: s.notParsed,
          totals: { read, loaded: nuovi + modificati + invariati, notParsed: s.notParsedTotal, nuovi, modificati, invariati },
        };
      } catch (err) {
        await client.query("rollback").catch(() => {
          broken = true;
        });
        if (err instanceof NotRequirements || err instanceof CsvMalformed) throw new AppError("validation", pm.requirements(file.fileName));
        throw err;
      } finally {
        client.off("error", onError);
        client.release(broken);
      }
    },

    async rollback(auth: AuthContext, loadId: number): Promise<void> {
      const client = await pool.connect();
      try {
        await client.query("begin");
        await client.query("select pg_advisory_xact_lock(hashtext('price_list_load'))");
        const last = await client.query<{ id: number }>(`select id from price_list_loads where rolled_back_at is null order by id desc limit 1`);
        const exists = await client.query(`select 1 from price_list_loads where id = $1`, [loadId]);
        if (!exists.rowCount) throw new AppError("notFound", pm.loadNotFound);
        if (last.rows[0]?.id !== loadId) throw new AppError("businessRule", pm.rollbackNotLatest);
        await client.query(`update products p set ean = prev.ean, ean_norm = prev.ean_norm, list_cents = prev.list_cents, updated_at = now()
          from price_list_previous prev where prev.load_id = $1 and prev.product_id = p.id`, [loadId]);
        await client.query(`delete from product_fees f using price_list_previous prev
          where prev.load_id = $1 and prev.fee_cents is null and f.product_id = prev.product_id`, [loadId]);
        await client.query(`insert into product_fees (product_id, fee_cents)
          select product_id, fee_cents from price_list_previous where load_id = $1 and fee_cents is not null
          on conflict (product_id) do update set fee_cents = excluded.fee_cents`, [loadId]);
        await client.query(`update price_list_loads set rolled_back_at = now(), rolled_back_by = $2 where id = $1`, [loadId, auth.realUser.id]);
        await audit.record(auth, "priceList.rollback", { loadId }, drizzle(client));
        await client.query("commit");
      } catch (err) {
        await client.query("rollback").catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },

    async loads() {
      const { rows } = await pool.query<{ id: number; at: Date; admin: string; file_name: string; rows_read: number; rows_changed: number; rows_not_parsed: number; rolled_back_at: Date | null }>(
        `select l.id, l.at, u.username as admin, l.file_name, l.rows_read, l.rows_changed, l.rows_not_parsed, l.rolled_back_at
         from price_list_loads l join users u on u.id = l.admin_user_id order by l.id desc limit 20`,
      );
      return rows.map((r) => ({
        id: r.id,
        at: new Date(r.at).toISOString(),
        admin: r.admin,
        fileName: r.file_name,
        rowsRead: r.rows_read,
        rowsChanged: r.rows_changed,
        rowsNotParsed: r.rows_not_parsed,
        rolledBackAt: r.rolled_back_at ? new Date(r.rolled_back_at).toISOString() : null,
      }));
    },
  };
}

export type PriceListService = ReturnType<typeof priceListService>;
