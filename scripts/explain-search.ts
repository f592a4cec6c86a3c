// Prints the PostgreSQL plans (EXPLAIN ANALYZE) of the search queries on a generated catalogue, to
// check that every branch is an index scan whatever the catalogue size
// (docs/decisions/0011-search-design.md keeps the summary).
//
//   node --import tsx scripts/explain-search.ts --products 200000 [--database-url postgres://…] [--reuse]
//
// Without --database-url it uses the embedded PostgreSQL in a temporary folder. With --reuse it skips
// the generation when the database already holds a catalogue.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PgDialect } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import { connectDatabase } from "../src/server/db/connection";
import { runMigrations } from "../src/server/db/migrate";
import { seedCatalogue } from "../src/server/db/seed/catalogue";
import { catalogueRepo } from "../src/server/modules/catalogue/repo";
import type { Db } from "../src/server/db/connection";

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? undefined : args[i + 1];
};
const products = Number(opt("products") ?? 200_000);
const databaseUrl = opt("database-url");
const reuse = args.includes("--reuse");

const dataDir = databaseUrl ? null : mkdtempSync(join(tmpdir(), "banco-explain-"));
const database = await connectDatabase(databaseUrl ? { databaseUrl } : { dataDir: dataDir! });
try {
  await runMigrations(database.db);
  const existing = (await database.pool.query<{ n: number }>("select count(*)::int as n from products")).rows[0]?.n ?? 0;
  if (!(reuse && existing > 0)) {
    if (existing > 0) throw new Error("Il database contiene già un catalogo: usare --reuse o un database vuoto");
    const t = performance.now();
    await seedCatalogue(database.db, { products, log: (m) => console.log(m) });
    console.log(`generati ${products} prodotti in ${Math.round(performance.now() - t)} ms`);
  }
  const counts = await database.pool.query(
    "select (select count(*) from products)::int as products, (select count(*) from cross_refs)::int as cross_refs, (select count(*) from stock)::int as stock",
  );
  console.log(`${database.kind}:`, counts.rows[0]);

  // Capture the statements the repo sends, then EXPLAIN them with the same parameters.
  const dialect = new PgDialect();
  const captured: { text: string; params: unknown[] }[] = [];
  const capturing = {
    execute: async (query: SQL) => {
      const q = dialect.sqlToQuery(query);
      captured.push({ text: q.sql, params: q.params });
      return database.db.execute(query);
    },
    // Named statements (the cart's entries) run through drizzle's session: not captured, no plan printed.
    _: (database.db as unknown as { _: unknown })._,
    // The search runs its statement on the pool itself (catalogue/repo.ts runSearch), not through drizzle.
    $client: {
      query: async (q: { text: string; values: unknown[] }) => {
        captured.push({ text: q.text, params: q.values });
        return database.pool.query(q);
      },
    },
  } as unknown as Db;
  const repo = catalogueRepo(capturing);
  const sample = await database.pool.query<{ codice_norm: string; code_norm: string; ean_norm: string }>(
    `select p.codice_norm, c.code_norm, p.ean_norm from products p join cross_refs c on c.product_id = p.id
     where p.ean_norm is not null order by p.id desc limit 1`,
  );
  const s = sample.rows[0]!;
  const cases: [string, () => Promise<unknown>][] = [
    [`search exact product code ${s.codice_norm}`, () => repo.search(s.codice_norm, { prefix: true, limit: 50, customerId: 100001 })],
    [`search cross-reference ${s.code_norm}`, () => repo.search(s.code_norm, { prefix: true, limit: 50, customerId: 100001 })],
    [`search EAN ${s.ean_norm}`, () => repo.search(s.ean_norm, { prefix: true, limit: 50, customerId: 100001 })],
    ["search broad prefix OC9", () => repo.search("OC9", { prefix: true, limit: 50, customerId: 100001 })],
    ["search miss ZZZZZZ", () => repo.search("ZZZZZZ", { prefix: true, limit: 50, customerId: 100001 })],
    ["cart lines by refs (50)", async () => {
      const refs = await database.pool.query<{ precodice: string; codice: string }>("select precodice, codice from products order by id desc limit 50");
      return repo.entriesByRefs(refs.rows, 100001);
    }],
    ["IAM simulator equivalents of OC90", () => repo.equivalentCodes("OC90")],
  ];
  for (const [label, run] of cases) {
    captured.length = 0;
    const t = performance.now();
    await run();
    const ms = performance.now() - t;
    for (const q of captured) {
      const plan = await database.pool.query(`explain (analyze, buffers, costs off) ${q.text}`, q.params);
      console.log(`\n=== ${label} (${ms.toFixed(1)} ms measured by the repo call)`);
      for (const row of plan.rows) console.log(row["QUERY PLAN"]);
    }
  }
} finally {
  await database.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
