// A catalogue "entry" in SQL: the product with its stock, cross-references and suggestions (its
// "parts", one lookup of catalogue_entry_parts, decision 0050) and the customer's discount chain as
// correlated sub-selects of one statement, and its decoding into CatalogueEntry. Every read of
// catalogue/repo.ts and the search statement select these columns.
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { products } from "../../db/schema/catalogue";

export type ProductRecord = typeof products.$inferSelect;

export type DecodingType = "SOSTITUITO" | "RIGENERATO";

/**
 * A product with everything a product row needs, as one statement reads it: the product's own
 * columns (as the table types them; not the search key eanNorm nor updatedAt), then its stock,
 * references, suggestions and the customer's chain.
 */
export interface CatalogueEntry extends Omit<ProductRecord, "eanNorm" | "updatedAt"> {
  /** [warehouse, qty] for every warehouse with a stock record. */
  stock: [string, number][];
  /** [kind, source, code] in the order they were loaded. */
  refs: ["OE" | "AM", string, string][];
  /** [precodice, codice, description, decodingType], SOSTITUITO first; never OBSOLETE ones. */
  suggestions: [string, string, string, DecodingType][];
  /** The customer's discount chain for the product's discount code, or null. */
  chain: string | null;
  /** Obsolete stock: the supplier's delivery days (null for every other product: not looked up). */
  obsDays?: number | null;
}

export interface EntryRow {
  id: number;
  precodice: string;
  codice: string;
  codice_norm: string;
  codsco: string;
  fam: string;
  brand: string;
  description: string;
  list_cents: number;
  info: string;
  orderable: boolean;
  s_scope: string | null;
  ean: string | null;
  deposit_cents: number;
  codice_sostituente: string | null;
  requires_vin: boolean;
  /** [stock, refs, sugg] as CatalogueEntry names them (db/sql/catalogue-entry-parts.sql). */
  parts: [CatalogueEntry["stock"], CatalogueEntry["refs"], CatalogueEntry["suggestions"]];
  chain: string | null;
  obs_days: number | null;
}

/** An OBSOLETE product is never shown; catalogue_entry_parts_of (db/sql) drops such suggestions alike. */
export const NOT_OBSOLETE = (alias: string) => sql.raw(`${alias}.s_scope is distinct from 'OBSOLETE'`);

export const ROME_TODAY = sql.raw(`(now() at time zone 'Europe/Rome')::date`);
/**
 * A supplier's obsolete stock (OBS_STOCK) is visible to a customer only while that customer has a
 * discount for its letter in force today (docs/decisions/0029); staff without a customer never see it.
 */
export const OBS_VISIBLE = (alias: string, customerId: number | null | Placeholder) =>
  sql`(${sql.raw(alias)}.s_scope is distinct from 'OBS_STOCK' or exists (select 1 from obsolete_discounts od
    where od.customer_id = ${customerId} and od.cat_sc = ${sql.raw(alias)}.codsco and ${ROME_TODAY} between od.start_date and od.end_date))`;

/** The select list of an entry over products aliased "p"; customerId null means no discounts. */
export function entryColumns(customerId: number | null | Placeholder): SQL {
  return sql`p.id, p.precodice, p.codice, p.codice_norm, p.codsco, p.fam, p.brand, p.description, p.list_cents, p.info,
    p.orderable, p.s_scope, p.ean, p.deposit_cents, p.codice_sostituente, p.requires_vin,
    coalesce((select e.parts from catalogue_entry_parts e where e.product_id = p.id), catalogue_entry_parts_of(p.id)) as parts,
    case when p.s_scope = 'OBS_STOCK'
      then (select trim(to_char(od.sconto_vend, 'FM990.99'), '.') from obsolete_discounts od
             where od.customer_id = ${customerId} and od.cat_sc = p.codsco and ${ROME_TODAY} between od.start_date and od.end_date
             order by od.start_date desc limit 1)
      else (select cd.chain from customer_discounts cd where cd.customer_id = ${customerId} and cd.codsco = p.codsco) end as chain,
    case when p.s_scope = 'OBS_STOCK'
      then (select u.os_delivery_days from obsolete_products op join users u on u.id = op.supplier_user_id where op.product_id = p.id) end as obs_days`;
}

/**
 * The entries of the products `ids` selects (a subquery of product ids), as one JSON array of
 * objects with the columns of an entry: another module's statement reads them beside its own rows
 * in one round trip (the cart with its lines and their entries, cart/state-repo.ts).
 */
export function entriesJson(ids: SQL, customerId: Placeholder): SQL {
  return sql`coalesce((select json_agg(e) from (select ${entryColumns(customerId)} from products p
    where p.id in (${ids}) and ${NOT_OBSOLETE("p")} and ${OBS_VISIBLE("p", customerId)}) e), '[]'::json)`;
}

export function toEntry(r: EntryRow): CatalogueEntry {
  const [stock, refs, suggestions] = r.parts;
  return {
    id: r.id,
    precodice: r.precodice,
    codice: r.codice,
    codiceNorm: r.codice_norm,
    codsco: r.codsco,
    fam: r.fam,
    brand: r.brand,
    description: r.description,
    listCents: r.list_cents,
    info: r.info,
    orderable: r.orderable,
    sScope: r.s_scope,
    ean: r.ean,
    depositCents: r.deposit_cents,
    codiceSostituente: r.codice_sostituente,
    requiresVin: r.requires_vin,
    stock,
    refs,
    suggestions,
    chain: r.chain,
    obsDays: r.obs_days,
  };
}

/**
 * "Starts with" as a range of the text_pattern_ops index (byte order), [norm, norm + U+10FFFF):
 * U+10FFFF is the highest character, so every code starting with norm sorts inside. Unlike LIKE
 * with a parameter, a range stays an index range scan should PostgreSQL choose a generic plan for
 * the prepared search statement.
 */
