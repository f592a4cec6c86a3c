// The admin reports (spec document 2 §2, §7 Reports; decision 0028), computed in SQL.
import type pg from "pg";
import type { StockConfigRow } from "../../../shared/contract/back-office";
import { copyCsv, neutralizedSql as n } from "../../lib/csv-copy";

export const STOCK_HEADER = [
  "Precodice",
  "Codice",
  "Descrizione",
  "Magazzino",
  "Venduto nel periodo",
  "Giorni analizzati",
  "Giacenza",
  "Giorni di copertura",
  "Soglia venduto",
  "Giorni di scorta obiettivo",
  "Scorta obiettivo",
  "Da riordinare",
];

export const SEARCH_HEADER = ["Data e ora", "Utente", "Operatore", "Codice cliente", "Ragione sociale", "Testo cercato", "Risultati", "Durata (ms)"];
export const NO_RESULT_HEADER = ["Testo cercato", "Ricerche senza risultati", "Clienti diversi", "Prima ricerca", "Ultima ricerca"];

type Row = (string | number | null)[];

/** An integer written into SQL text (COPY takes no parameters); anything else is a bug upstream. */
function int(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`intero atteso: ${value}`);
  return String(value);
}
const SEARCH_BATCH = 20_000;
interface SearchRow {
  at_key: string;
  id: number;
  at: string;
  username: string | null;
  actor: string | null;
  customer_id: number | null;
  business_name: string | null;
  search_string: string;
  result_count: number;
  duration_ms: number;
}

export function reportsRepo(pool: pg.Pool) {
  return {
    /**
     * Sold = sum of the quantities ordered on the order lines of orders of warehouse `dep` whose
     * document date falls in the last `daySold` days (cancelled orders excluded). The config row
     * that applies is the one with the highest threshold the sold quantity reaches. Days covered
     * = floor(stock × daySold / sold); target = ceil(sold × dayOfStock / daySold); to reorder =
     * max(0, target − stock). Written as CSV by PostgreSQL (COPY), most to reorder first: the rows
     * never become JavaScript objects, so a report does not hold the event loop the counter's
     * searches wait on (it held it 110–240 ms per report on the bench data; BENCHMARKS.md).
     */
    stockCsv(daySold: number, dep: string, rows: StockConfigRow[], now: Date, onDone?: (rows: number) => void): AsyncGenerator<Buffer> {
      const ints = (values: number[]) => `array[${values.map(int).join(",")}]::int[]`;
      return copyCsv(
        pool,
        (lit) => `with cfg as (
           select * from unnest(${ints(rows.map((r) => r.qntaVendutaGreaterOrEqualTo))}, ${ints(rows.map((r) => r.dayOfStock))}) as c(threshold, days)
         ), sold as (
           select l.product_id, sum(l.qty)::int as sold
           from order_lines l join orders o on o.id = l.order_id
           where o.warehouse = ${lit(dep)} and o.status <> 'CANCELLED'
             and o.data_documento >= ${lit(now.toISOString())}::timestamptz - make_interval(days => ${int(daySold)})
             and o.data_documento <= ${lit(now.toISOString())}::timestamptz
           group by l.product_id
         ), chosen as (
           select distinct on (s.product_id) s.product_id, s.sold, c.threshold, c.days
           from sold s join cfg c on s.sold >= c.threshold
           order by s.product_id, c.threshold desc, c.days desc
         ), figures as (
           select p.precodice, p.codice, p.description, ch.sold, coalesce(st.qty, 0) as stock, ch.threshold, ch.days,
             floor(coalesce(st.qty, 0)::numeric * ${int(daySold)} / ch.sold)::int as covered,
             ceil(ch.sold::numeric * ch.days / ${int(daySold)})::int as target
           from chosen ch
           join products p on p.id = ch.product_id
           left join stock st on st.product_id = ch.product_id and st.warehouse = ${lit(dep)}
         )
         select ${n("precodice")}, ${n("codice")}, ${n("description")}, ${lit(dep)}, sold, ${int(daySold)}, stock, covered, threshold, days, target,
           greatest(target - stock, 0)
         from figures
         order by greatest(target - stock, 0) desc, precodice, codice`,
        onDone,
      );
    },

    /**
     * Searches logged from startDate 00:00 to endDate 24:00, Rome time, oldest first, in batches
     * (keyset on at, id). The plain `l.at >= last at` bound lets the index on `at` start each batch
     * where the previous one ended: the row comparison alone is not an index condition, and every
     * batch rescanned the window from its start (a million searches took 57 s instead of seconds).
     */
    async *searches(startDate: string, endDate: string, batch = SEARCH_BATCH): AsyncGenerator<Row[]> {
      let after: { at: string; id: number } | null = null;
      for (;;) {
        const result: pg.QueryResult<SearchRow> = await pool.query<SearchRow>(
          `select l.at::text as at_key, l.id, to_char(l.at at time zone 'Europe/Rome', 'DD/MM/YYYY HH24:MI:SS') as at, u.username,
             case when l.actor_user_id <> l.user_id then a.username end as actor, l.customer_id, c.business_name, l.search_string, l.result_count, l.duration_ms
           from search_log l
           left join users u on u.id = l.user_id
           left join users a on a.id = l.actor_user_id
           left join customers c on c.id = l.customer_id
           where l.at >= ($1::date)::timestamp at time zone 'Europe/Rome' and l.at < ($2::date + 1)::timestamp at time zone 'Europe/Rome'
             and ($3::timestamptz is null or (l.at >= $3::timestamptz and (l.at, l.id) > ($3::timestamptz, $4::int)))
           order by l.at, l.id
           limit $5`,
          [startDate, endDate, after?.at ?? null, after?.id ?? null, batch],
        );
        const rows: SearchRow[] = result.rows;
        yield rows.map((r) => [r.at, r.username, r.actor, r.customer_id, r.business_name, r.search_string, r.result_count, Math.round(r.duration_ms)]);
        if (rows.length < batch) return;
        const last: SearchRow = rows[rows.length - 1]!;
        after = { at: last.at_key, id: last.id };
      }
    },

    /**
     * The same rows as `searches`, as CSV written by PostgreSQL in one statement (the direct
     * download: a million searches in seconds). Durations round half up, as Math.round does.
     */
    searchesCsv(startDate: string, endDate: string): AsyncGenerator<Buffer> {
      return copyCsv(
        pool,
        (lit) => `select to_char(l.at at time zone 'Europe/Rome', 'DD/MM/YYYY HH24:MI:SS'), ${n("u.username")},
            case when l.actor_user_id <> l.user_id then ${n("a.username")} end, l.customer_id, ${n("c.business_name")}, ${n("l.search_string")},
            l.result_count, floor(l.duration_ms + 0.5)::int
          from search_log l
          left join users u on u.id = l.user_id
          left join users a on a.id = l.actor_user_id
          left join customers c on c.id = l.customer_id
          where l.at >= (${lit(startDate)}::date)::timestamp at time zone 'Europe/Rome' and l.at < (${lit(endDate)}::date + 1)::timestamp at time zone 'Europe/Rome'
          order by l.at, l.id`,
      );
    },

    /** The searches that found nothing, grouped by their normalised text, most frequent first. */
    async noResults(startDate: string, endDate: string): Promise<Row[]> {
      const { rows } = await pool.query<{ text: string; n: number; customers: number; first: string; last: string }>(
        `select mode() within group (order by l.search_string) as text, count(*)::int as n, count(distinct l.customer_id)::int as customers,
           to_char(min(l.at) at time zone 'Europe/Rome', 'DD/MM/YYYY HH24:MI') as first, to_char(max(l.at) at time zone 'Europe/Rome', 'DD/MM/YYYY HH24:MI') as last
         from search_log l
         where l.result_count = 0 and l.at >= ($1::date)::timestamp at time zone 'Europe/Rome' and l.at < ($2::date + 1)::timestamp at time zone 'Europe/Rome'
         group by l.normalized
         order by n desc, text`,
        [startDate, endDate],
      );
      return rows.map((r) => [r.text, r.n, r.customers, r.first, r.last]);
    },
  };
}

export type ReportsRepo = ReturnType<typeof reportsRepo>;
