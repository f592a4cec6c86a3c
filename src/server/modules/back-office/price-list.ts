// The price list loader (decisions 0028 and 0036): the uploaded CSV is parsed as a stream, checked
// row by row and bulk-loaded with COPY into a temporary staging table (price-list-stage.ts), then
// checked and applied with set-based SQL, all in ONE transaction on one connection: a failure
// anywhere (a database error, the connection or the server dying) rolls everything back. The
// previous values of every changed product are kept with the load, so the last load can be rolled
// back, then the one before it, back to the latest PRICE_LIST_UNDO_LOADS (price-list-undo.ts drops
// the older ones' values). A dry run does all of it and rolls back at the end. The time of each
// phase is logged at debug.
import type pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import type { PriceListResult } from "../../../shared/contract/back-office";
import { priceListMessages as pm } from "../../../shared/messages/backoffice";
import { PRICE_LIST_LIST_MAX, PRICE_LIST_UNDO_LOADS, type PriceRowError } from "../../../shared/rules/back-office";
import { centsToEuro } from "../../../shared/rules/money";
import { AppError } from "../../lib/app-error";
import type { AuthContext } from "../../lib/auth-context";
import { CsvMalformed } from "../../lib/csv";
import type { AuditService } from "../audit/service";
import { NotRequirements, stageWithCopy } from "./price-list-stage";

/** Where the debug timings go (the request's logger). */
export interface PhaseLog {
  debug(obj: object, msg: string): void;
}

/** work_mem of the load's transaction only (SET LOCAL): the UPDATE's saved rows and their sort stay in memory at a million rows. */
const WORK_MEM = "256MB";
/** The advisory lock that keeps loads and rollbacks one at a time (its key: hashtext of this name). */
export const PRICE_LIST_LOCK = "price_list_load";

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

type Timer = <T>(phase: string, work: () => Promise<T>) => Promise<T>;

/** Times each phase of a load (milliseconds), for the debug log. */
function phaseTimer(): { time: Timer; ms: Record<string, number> } {
  const ms: Record<string, number> = {};
  return {
    ms,
    time: async (phase, work) => {
      const t = performance.now();
      try {
        return await work();
      } finally {
        ms[phase] = Math.round(performance.now() - t);
      }
    },
  };
}

export interface PriceListDeps {
  pool: pg.Pool;
  audit: AuditService;
}

export function priceListService({ pool, audit }: PriceListDeps) {
  /** Unknown products and repeated products become errors; the rest is compared with the catalogue. */
  async function compare(client: pg.PoolClient, time: Timer): Promise<void> {
    // Temporary tables are never analysed by autovacuum: without statistics the planner takes
    // them for tiny and joins them with nested loops (minutes at a million rows).
    await time("analyze", () => client.query("analyze pl_stage"));
    // Each product named in the file once: its first line, how many lines name it, and the
    // catalogue's product with the values the comparison needs (codes are matched
    // case-insensitively, staged upper-case). The only join with the catalogue: one hash join,
    // cheaper at a million rows than an exact match through products_code_uq followed by a
    // case-insensitive pass for the rest (decision 0036, session 8).
    await time("keys", () =>
      client.query(`create temp table pl_keys on commit drop as
        select k.precodice, k.codice, k.first, k.n, p.id as product_id, p.precodice as p_precodice, p.codice as p_codice,
          p.ean as p_ean, p.ean_norm as p_ean_norm, p.list_cents as p_list
        from (select precodice, codice, min(line) as first, count(*) as n from pl_stage where reason is null group by 1, 2) k
        left join products p on upper(p.precodice) = k.precodice and upper(p.codice) = k.codice`),
    );
    await time("analyzeKeys", () => client.query("analyze pl_keys"));
    // Refused while reading; every repeat after the first line; the first line of an unknown product.
    // Only the keys named more than once or unknown can give errors: the others are not joined.
    await time("errors", () =>
      client.query(`create temp table pl_errors on commit drop as
        select line, raw, reason, ref from pl_stage where reason is not null
        union all
        select s.line, s.raw, case when s.line <> k.first then 'duplicate' else 'unknownProduct' end, case when s.line <> k.first then k.first end
        from pl_stage s join (select * from pl_keys where n > 1 or product_id is null) k on k.precodice = s.precodice and k.codice = s.codice
        where s.reason is null and (s.line <> k.first or k.product_id is null)`),
    );
    // An empty cell keeps the current value (decision 0028).
    await time("valid", () =>
      client.query(`create temp table pl_valid on commit drop as
        select v.*, case
            when (v.old_ean is null and v.new_ean is not null) or (not v.had_fee and v.new_fee is not null) then 'NUOVO'
            when v.old_ean is distinct from v.new_ean or v.old_list <> v.new_list or v.old_fee is distinct from v.new_fee then 'MODIFICATO'
            else 'INVARIATO' end as stato
        from (
          select s.line, k.p_precodice as precodice, k.p_codice as codice, k.product_id,
            k.p_ean as old_ean, k.p_ean_norm as old_ean_norm, k.p_list as old_list, f.fee_cents as old_fee, f.product_id is not null as had_fee,
            coalesce(s.ean, k.p_ean) as new_ean, coalesce(s.list_cents, k.p_list) as new_list, coalesce(s.fee_cents, f.fee_cents) as new_fee
          from pl_keys k
          join pl_stage s on s.line = k.first
          left join product_fees f on f.product_id = k.product_id
          where k.product_id is not null
        ) v`),
    );
    await time("analyzeValid", () => client.query("analyze pl_valid"));
  }

  async function apply(client: pg.PoolClient, time: Timer, auth: AuthContext, fileName: string, read: number, changed: number, notParsed: number): Promise<number> {
    const { rows } = await client.query<{ id: number }>(
      `insert into price_list_loads (admin_user_id, file_name, rows_read, rows_changed, rows_not_parsed) values ($1, $2, $3, $4, $5) returning id`,
      [auth.realUser.id, fileName, read, changed, notParsed],
    );
    const loadId = rows[0]!.id;
    // One statement changes the rows and saves what they were (a data-modifying CTE): one pass over
    // pl_valid. products has room on each page for the new versions (fillfactor, decision 0036), and
    // no indexed column changes unless the EAN does, so the rows are updated in place (HOT).
    await time("update", () =>
      client.query(
        `with changed as (
          update products p set ean = v.new_ean, ean_norm = v.new_ean, list_cents = v.new_list, updated_at = now()
          from pl_valid v where v.product_id = p.id and v.stato <> 'INVARIATO'
          returning v.product_id, v.old_ean, v.old_ean_norm, v.old_list, v.old_fee)
        insert into price_list_previous (load_id, product_id, ean, ean_norm, list_cents, fee_cents)
        select $1, product_id, old_ean, old_ean_norm, old_list, old_fee from changed order by product_id`,
        [loadId],
      ),
    );
    await time("fees", () =>
      client.query(`insert into product_fees (product_id, fee_cents)
        select product_id, new_fee from pl_valid where stato <> 'INVARIATO' and new_fee is distinct from old_fee and new_fee is not null
        on conflict (product_id) do update set fee_cents = excluded.fee_cents`),
    );
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
    async load(auth: AuthContext, file: { stream: AsyncIterable<Buffer>; fileName: string }, dryRun: boolean, log?: PhaseLog): Promise<PriceListResult> {
      const { time, ms } = phaseTimer();
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
        await client.query("select pg_advisory_xact_lock(hashtext($1))", [PRICE_LIST_LOCK]);
        // Hash joins and aggregates over a million staged rows fit in memory instead of spilling.
        await client.query(`set local work_mem = '${WORK_MEM}'`);
        const read = await time("copy", () => stageWithCopy(client, file.stream));
        if (read === 0) throw new NotRequirements("empty");
        await compare(client, time);
        const s = await time("summary", () => summary(client));
        const nuovi = s.counts.NUOVO ?? 0;
        const modificati = s.counts.MODIFICATO ?? 0;
        const invariati = s.counts.INVARIATO ?? 0;
        const loadId = dryRun ? null : await apply(client, time, auth, file.fileName, read, nuovi + modificati, s.notParsedTotal);
        await time("commit", () => client.query(dryRun ? "rollback" : "commit"));
        log?.debug({ rows: read, dryRun, ms }, "listino: tempi per fase");
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
        await client.query("select pg_advisory_xact_lock(hashtext($1))", [PRICE_LIST_LOCK]);
        const last = await client.query<{ id: number }>(`select id from price_list_loads where rolled_back_at is null order by id desc limit 1`);
        const load = await client.query<{ dropped: boolean }>(`select undo_dropped_at is not null as dropped from price_list_loads where id = $1`, [loadId]);
        if (!load.rowCount) throw new AppError("notFound", pm.loadNotFound);
        if (last.rows[0]?.id !== loadId) throw new AppError("businessRule", pm.rollbackNotLatest);
        if (load.rows[0]!.dropped) throw new AppError("businessRule", pm.rollbackTooOld(PRICE_LIST_UNDO_LOADS));
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
      const { rows } = await pool.query<{ id: number; at: Date; admin: string; file_name: string; rows_read: number; rows_changed: number; rows_not_parsed: number; rolled_back_at: Date | null; undo_dropped: boolean }>(
        `select l.id, l.at, u.username as admin, l.file_name, l.rows_read, l.rows_changed, l.rows_not_parsed, l.rolled_back_at,
           l.undo_dropped_at is not null as undo_dropped
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
        undoable: r.rolled_back_at === null && !r.undo_dropped,
      }));
    },
  };
}

export type PriceListService = ReturnType<typeof priceListService>;
