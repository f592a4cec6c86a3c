// The search's SQL (issue 3, docs/decisions/0011-search-design.md): exact matches on the product
// code, EAN and cross-references, then (optionally) codes starting with the text, each branch an
// index range scan with its own limit; built once per process and run as a named prepared
// statement by catalogue/repo.ts.
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { entryColumns, NOT_OBSOLETE, OBS_VISIBLE, type CatalogueEntry } from "./entry-repo";

export function prefixRange(norm: string): { lo: string; hi: string } {
  return { lo: norm, hi: `${norm}\u{10FFFF}` };
}

export interface SearchHit {
  entry: CatalogueEntry;
  /** 0 product code, 1 EAN or cross-reference, exact; 2 product code, 3 cross-reference, prefix. */
  rank: number;
  /** The largest quantity the customer ordered of it, null when never (or no customer). */
  usualQty: number | null;
}

export interface SearchValues {
  norm: string;
  lo: string;
  hi: string;
  branch: number;
  limit: number;
  customerId: number | null;
}

const ph = <K extends keyof SearchValues>(name: K) => sql.placeholder(name);

/** The search's SQL, with or without the prefix branches, built once (Node CPU per search). */
function buildSearchStatement(prefix: boolean): { name: string; text: string; params: unknown[] } {
  const prefixBranches = prefix
    ? sql`
      union all (select id, 2, codice_norm from products where codice_norm ~>=~ ${ph("lo")} and codice_norm ~<~ ${ph("hi")} order by codice_norm using ~<~ limit ${ph("branch")})
      union all (select product_id, 3, code_norm from cross_refs where code_norm ~>=~ ${ph("lo")} and code_norm ~<~ ${ph("hi")} order by code_norm using ~<~ limit ${ph("branch")})`
    : sql``;
  const query = sql`
    with hits as (
      select product_id, min(rank) as rank, min(key collate "C") as key from (
        (select id as product_id, 0 as rank, codice_norm as key from products where codice_norm = ${ph("norm")} limit ${ph("branch")})
        union all (select id, 1, ean_norm from products where ean_norm = ${ph("norm")} limit ${ph("branch")})
        union all (select product_id, 1, code_norm from cross_refs where code_norm = ${ph("norm")} limit ${ph("branch")})
        ${prefixBranches}
      ) u group by product_id
    ), ranked as (
      select p.*, h.rank, h.key
      from (select product_id, rank, key from hits order by rank, key offset 0) h
      cross join lateral (select * from products p
        where p.id = h.product_id and ${NOT_OBSOLETE("p")} and ${OBS_VISIBLE("p", ph("customerId"))} offset 0) p
      order by h.rank, h.key
      fetch first ${ph("limit")} rows with ties
    ), top as (
      select * from ranked p
      order by p.rank, p.key, p.precodice collate "C", p.codice collate "C"
      limit ${ph("limit")}
    )
    select ${entryColumns(ph("customerId"))}, p.rank,
      (select max(ol.qty) from order_lines ol where ol.product_id = p.id and ol.customer_id = ${ph("customerId")}) as usual_qty
    from top p
    order by p.rank, p.key, p.precodice collate "C", p.codice collate "C"`;
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return { name: `cat_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`, text, params };
}

const searchStatements = new Map<boolean, ReturnType<typeof buildSearchStatement>>();
export function searchStatement(prefix: boolean) {
  let s = searchStatements.get(prefix);
  if (!s) {
    s = buildSearchStatement(prefix);
    searchStatements.set(prefix, s);
  }
  return s;
}
