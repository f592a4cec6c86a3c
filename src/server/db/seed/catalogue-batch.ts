// The demo catalogue's rows as they are accumulated before a batch is written, the small
// generators (EAN-13, list prices, stock), and the writers: one INSERT … SELECT FROM unnest(…)
// per batch and table (seed/catalogue.ts drives them).
import type pg from "pg";
import { normalizeCode } from "../../../shared/rules/normalize-code";
import { addBusinessDays } from "../../../shared/rules/business-days";
import { nationalCalendar } from "../../lib/business-calendar";
import { romeParts } from "../../../shared/rules/rome-time";
import type { Rng } from "./rng";
import type { Maker } from "./catalogue-data";
import type { CatalogueEntry } from "../../modules/catalogue/repo";

// ---------------------------------------------------------------------------------------------
// Rows as they are accumulated before a batch is written.

export type ProductRowSeed = Omit<CatalogueEntry, "codiceNorm" | "stock" | "refs" | "chain" | "suggestions">;

export class Batch {
  products: ProductRowSeed[] = [];
  refs: { productId: number; kind: "OE" | "AM"; source: string; code: string }[] = [];
  stock: { productId: number; warehouse: string; qty: number }[] = [];
}

export function ean13(body12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body12[i]) * (i % 2 === 0 ? 1 : 3);
  return body12 + String((10 - (sum % 10)) % 10);
}

export function eanFor(maker: Maker, id: number): string {
  // GS1 country prefix (3 digits) + 9 digits from the product id: unique per product.
  return ean13(maker.gs1 + String(id % 1_000_000_000).padStart(9, "0"));
}

/** Prices end in 0 cents or 90 cents, like a real price list. */
export function listPrice(r: Rng, [min, max]: [number, number]): number {
  const euro = r.logUniform(min, max);
  const cents = Math.round(euro * 10) * 10;
  return Math.max(100, r.chance(0.3) ? Math.floor(cents / 100) * 100 + 90 : cents);
}

export function stockQty(r: Rng, pZero: number, max: number): number {
  if (r.chance(pZero)) return 0;
  // Skewed: most parts have a handful, some have many.
  return Math.max(1, Math.floor(max * r.next() ** 2.2));
}

export function todayInRome(): string {
  return romeParts(new Date()).date;
}

export function businessDaysAfter(date: string, n: number): string {
  return addBusinessDays(date, n, nationalCalendar.nonWorkingDays());
}

// ---------------------------------------------------------------------------------------------
// Writing: one INSERT … SELECT FROM unnest(…) per batch.

/** A pool or one of its checked-out clients (a batch written in a transaction of its own). */
type Queryable = pg.Pool | pg.PoolClient;

/**
 * Runs `write` in one transaction that computes the catalogue entry parts of `productIds` once at
 * its end (decision 0050: the triggers on stock, cross-references and suggestions are deferred for
 * this transaction only, banco.entry_parts_deferred). Only for products this transaction creates.
 */
export async function withEntryPartsOnce(pool: pg.Pool, productIds: number[], write: (client: pg.PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("begin");
    await client.query("select set_config('banco.entry_parts_deferred', 'on', true)");
    await write(client);
    await client.query("select catalogue_entry_parts_refresh($1::int[])", [productIds]);
    await client.query("commit");
  } catch (err) {
    await client.query("rollback").catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

export async function insertProducts(pool: Queryable, rows: ProductRowSeed[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <K extends keyof ProductRowSeed>(k: K) => rows.map((r) => r[k]);
  await pool.query(
    `insert into products (id, precodice, codice, codice_norm, codsco, fam, brand, description, list_cents, info, orderable,
       s_scope, ean, ean_norm, deposit_cents, codice_sostituente, requires_vin)
     select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
       $9::int[], $10::text[], $11::bool[], $12::text[], $13::text[], $14::text[], $15::int[], $16::text[], $17::bool[])`,
    [
      col("id"),
      col("precodice"),
      col("codice"),
      rows.map((r) => normalizeCode(r.codice)),
      col("codsco"),
      col("fam"),
      col("brand"),
      col("description"),
      col("listCents"),
      col("info"),
      col("orderable"),
      col("sScope"),
      col("ean"),
      rows.map((r) => (r.ean ? normalizeCode(r.ean) : null)),
      col("depositCents"),
      col("codiceSostituente"),
      col("requiresVin"),
    ],
  );
}

export async function insertRefs(pool: Queryable, rows: Batch["refs"]): Promise<void> {
  if (rows.length === 0) return;
  await pool.query(
    `insert into cross_refs (product_id, kind, source, code, code_norm)
     select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[])`,
    [rows.map((r) => r.productId), rows.map((r) => r.kind), rows.map((r) => r.source), rows.map((r) => r.code), rows.map((r) => normalizeCode(r.code))],
  );
}

export async function insertStock(pool: Queryable, rows: Batch["stock"]): Promise<void> {
  if (rows.length === 0) return;
  await pool.query(
    `insert into stock (product_id, warehouse, qty) select * from unnest($1::int[], $2::text[], $3::int[])`,
    [rows.map((r) => r.productId), rows.map((r) => r.warehouse), rows.map((r) => r.qty)],
  );
}

// ---------------------------------------------------------------------------------------------

/** Unique codes per maker: a counter per (maker, letters) run through a bijection of its space. */
export class CodeMint {
  private counters = new Map<string, number>();
  constructor(private readonly taken: Set<string>) {}

  next(maker: Maker, tag: string): string {
    const letters = maker.letters[tag] ?? maker.letters["*"] ?? "";
    const key = `${maker.pre}|${letters}`;
    for (;;) {
      const n = this.counters.get(key) ?? 0;
      this.counters.set(key, n + 1);
      // 7919 is prime and coprime with 10^k: n -> (n * 7919 + 1234) mod 10^6 is a bijection, so
      // codes look scattered but never repeat; past a million the counter itself is used.
      const space = 1_000_000;
      const mixed = n < space ? (n * 7919 + 1234) % space : n;
      const code = maker.style(mixed, letters);
      const full = `${maker.pre}/${code}`;
      if (!this.taken.has(full)) {
        this.taken.add(full);
        return code;
      }
    }
  }
}
