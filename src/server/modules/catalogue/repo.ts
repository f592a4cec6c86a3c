// The only place that reads the catalogue tables. Other modules use catalogue/service.ts.
//
// Every read answers whole "entries": the product with its stock, cross-references, suggestions
// and the customer's discount chain, gathered by correlated sub-selects in ONE statement, so a
// search or a cart of 200 lines costs one round trip (docs/decisions/0011-search-design.md has
// the plans at a million products).
import type pg from "pg";
import { fillPlaceholders, sql, type SQL } from "drizzle-orm";
import { poolOf, type Db } from "../../db/connection";
import { namedStatement, runNamed } from "../../db/named-statement";
import type { EquivalentCode } from "../../integrations/iam/contract";
import { entryColumns, NOT_OBSOLETE, OBS_VISIBLE, toEntry, type CatalogueEntry, type DecodingType, type EntryRow } from "./entry-repo";
import { prefixRange, searchStatement, type SearchHit, type SearchValues } from "./search-repo";

export type { CatalogueEntry, DecodingType, ProductRecord } from "./entry-repo";
export { prefixRange, type SearchHit } from "./search-repo";

export interface CatalogueRepoOptions {
  /**
   * The pool the search runs on as a named prepared statement, planned once per connection
   * (generic plan, Database.searchPool). Without it (tools) the same text runs unnamed.
   */
  searchPool?: pg.Pool | null;
}

// The cart's reads (myCart, addToCart, checkout) and most other rows: named prepared statements
// built once (db/named-statement.ts), the same SQL as before with its values as parameters.
const ENTRIES_BY_IDS = namedStatement(
  "cat_ids",
  sql`select ${entryColumns(sql.placeholder("customerId"))} from products p
    where p.id = any(${sql.placeholder("ids")}::int[]) and ${NOT_OBSOLETE("p")} and ${OBS_VISIBLE("p", sql.placeholder("customerId"))}`,
);
const ENTRIES_BY_REFS = namedStatement(
  "cat_refs",
  sql`select ${entryColumns(sql.placeholder("customerId"))}
    from unnest(${sql.placeholder("pre")}::text[], ${sql.placeholder("cod")}::text[]) as r(pre, cod)
    join products p on p.precodice = r.pre and p.codice = r.cod
    where ${NOT_OBSOLETE("p")} and ${OBS_VISIBLE("p", sql.placeholder("customerId"))}`,
);

export function catalogueRepo(db: Db, options: CatalogueRepoOptions = {}) {
  async function rows(query: SQL): Promise<EntryRow[]> {
    const res = await db.execute<EntryRow & Record<string, unknown>>(query);
    return res.rows;
  }

  /**
   * The search as a named prepared statement on the search pool: parsed, analysed and planned
   * once per connection instead of on every search. Its plan is generic (the values are not
   * known when it is made), which every branch allows: equality and ranges on the code indexes,
   * never LIKE with a bound pattern (a generic LIKE plan would walk the whole index). Without a
   * search pool (tools) the same text runs unnamed on the main pool.
   */
  const pool = poolOf(db);
  type SearchRow = EntryRow & { rank: number; usual_qty: number | null };
  async function runSearch(prefix: boolean, values: SearchValues): Promise<SearchRow[]> {
    const statement = searchStatement(prefix);
    const query = { text: statement.text, values: fillPlaceholders(statement.params, { ...values }) };
    const res = options.searchPool
      ? await options.searchPool.query<SearchRow>({ name: statement.name, ...query })
      : await pool.query<SearchRow>(query);
    return res.rows;
  }

  return {
    /**
     * Exact matches on the normalised product code, EAN and cross-reference codes, then (when
     * prefix is true) codes starting with it. Each branch is an index range scan with its own
     * limit, so the cost does not grow with the catalogue. OBSOLETE never appears.
     */
    async search(norm: string, opts: { prefix: boolean; limit: number; customerId: number | null }): Promise<SearchHit[]> {
      if (!norm) return [];
      const { lo, hi } = prefixRange(norm);
      // Each branch needs at most `limit` rows (the ranking keeps branches in order); a few more
      // cover OBSOLETE rows dropped after the join.
      const rows = await runSearch(opts.prefix, { norm, lo, hi, branch: opts.limit + 10, limit: opts.limit, customerId: opts.customerId });
      return rows.map((r) => ({ entry: toEntry(r), rank: r.rank, usualQty: r.usual_qty }));
    },

    async entriesByRefs(refs: { precodice: string; codice: string }[], customerId: number | null): Promise<CatalogueEntry[]> {
      if (refs.length === 0) return [];
      const pre = refs.map((r) => r.precodice);
      const cod = refs.map((r) => r.codice);
      return (await runNamed<EntryRow>(db, ENTRIES_BY_REFS, { pre, cod, customerId })).map(toEntry);
    },

    async entriesByIds(ids: number[], customerId: number | null): Promise<CatalogueEntry[]> {
      if (ids.length === 0) return [];
      return (await runNamed<EntryRow>(db, ENTRIES_BY_IDS, { ids, customerId })).map(toEntry);
    },

    /** Products whose normalised code is one of these (IAM answers resolved to what we sell). */
    async entriesByCodeNorms(norms: string[], customerId: number | null, limit: number): Promise<CatalogueEntry[]> {
      if (norms.length === 0) return [];
      return (
        await rows(sql`select ${entryColumns(customerId)} from products p
          where p.codice_norm = any(${sql.param(norms)}::text[]) and ${NOT_OBSOLETE("p")} and ${OBS_VISIBLE("p", customerId)}
          order by p.precodice collate "C", p.codice collate "C"
          limit ${limit}`)
      ).map(toEntry);
    },

    /**
     * Bulk code resolution (CSV cart upload): for each normalised code, the products whose own
     * code (rank 0), EAN or cross-reference code (rank 1) it is — the search's exact branches, for
     * thousands of codes in one statement. With a precodice per code, only that brand's products.
     */
    async entriesByAnyCode(
      codes: { norm: string; precodice: string | null }[],
      customerId: number | null,
    ): Promise<(CatalogueEntry & { matchNorm: string; matchPrecodice: string | null; rank: number })[]> {
      if (codes.length === 0) return [];
      const norms = codes.map((c) => c.norm);
      const pres = codes.map((c) => c.precodice ?? "");
      const res = await db.execute<EntryRow & { match_norm: string; match_pre: string; rank: number } & Record<string, unknown>>(sql`
        with q as (select distinct * from unnest(${sql.param(norms)}::text[], ${sql.param(pres)}::text[]) as q(norm, pre)),
        hits as (
          select q.norm, q.pre, x.product_id, min(x.rank) as rank from q cross join lateral (
            select p.id as product_id, 0 as rank from products p where p.codice_norm = q.norm
            union all select p.id, 1 from products p where p.ean_norm = q.norm
            union all select c.product_id, 1 from cross_refs c where c.code_norm = q.norm
          ) x group by q.norm, q.pre, x.product_id
        )
        select ${entryColumns(customerId)}, h.norm as match_norm, h.pre as match_pre, h.rank
        from hits h join products p on p.id = h.product_id
        where ${NOT_OBSOLETE("p")} and (h.pre = '' or p.precodice = h.pre)
        order by h.norm, h.rank, p.precodice collate "C", p.codice collate "C"`);
      return res.rows.map((r) => ({ ...toEntry(r), matchNorm: r.match_norm, matchPrecodice: r.match_pre || null, rank: r.rank }));
    },

    /** The suggested products (SOSTITUITO / RIGENERATO) of one product, as entries. */
    async suggestedEntries(
      ref: { precodice: string; codice: string },
      types: DecodingType[],
      customerId: number | null,
      limit: number,
    ): Promise<(CatalogueEntry & { decodingType: DecodingType })[]> {
      if (types.length === 0) return [];
      const res = await db.execute<EntryRow & { decoding_type: DecodingType } & Record<string, unknown>>(sql`
        select ${entryColumns(customerId)}, ps.decoding_type
        from products base
        join product_suggestions ps on ps.product_id = base.id
        join products p on p.id = ps.suggested_product_id
        where base.precodice = ${ref.precodice} and base.codice = ${ref.codice}
          and ps.decoding_type = any(${sql.param(types)}::text[]) and ${NOT_OBSOLETE("p")} and ${OBS_VISIBLE("p", customerId)}
        order by ps.decoding_type desc, p.precodice collate "C", p.codice collate "C"
        limit ${limit}`);
      return res.rows.map((r) => ({ ...toEntry(r), decodingType: r.decoding_type }));
    },

    /** Supplier arrivals not yet past, soonest first. */
    async forecastsFor(productId: number): Promise<{ warehouse: string; qty: number; expectedDate: string }[]> {
      const res = await db.execute<{ warehouse: string; qty: number; expected_date: string }>(sql`
        select warehouse, qty, expected_date::text as expected_date from delivery_forecasts
        where product_id = ${productId} and expected_date >= current_date
        order by expected_date, warehouse limit 10`);
      return res.rows.map((r) => ({ warehouse: r.warehouse, qty: r.qty, expectedDate: r.expected_date }));
    },

    /**
     * The IAM simulator's directory: products sharing a cross-reference with the given code (the
     * products with that code, their cross-reference codes and the code itself), minus the products
     * with that code themselves.
     */
    async equivalentCodes(codeNorm: string): Promise<EquivalentCode[]> {
      const res = await db.execute<{ brand: string; codice: string }>(sql`
        with src as (
          select id from products where codice_norm = ${codeNorm}
        ), codes as (
          select ${codeNorm}::text as code_norm
          union select c.code_norm from cross_refs c where c.product_id in (select id from src)
        ), eq as (
          select c.product_id as id from cross_refs c where c.code_norm in (select code_norm from codes)
          union select p.id from products p where p.codice_norm in (select code_norm from codes)
        )
        select p.brand, p.codice from products p
        where p.id in (select id from eq) and p.id not in (select id from src) and ${NOT_OBSOLETE("p")}
        order by p.brand, p.codice
        limit 50`);
      return res.rows.map((r) => ({ brand: r.brand, code: r.codice }));
    },
  };
}

export type CatalogueRepo = ReturnType<typeof catalogueRepo>;
