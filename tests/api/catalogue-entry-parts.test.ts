// A product's entry parts (stock, cross-references, suggestions) are derived data kept by triggers
// (src/server/db/sql/catalogue-entry-parts.sql, decision 0050). Every writer of the tables they come
// from must leave them equal to a fresh computation, the search must show what the tables hold, and
// two transactions writing one product's stock must not leave the parts of the one that ran first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";
import { makeProduct, setStock, setStockAt, unique, type Product } from "./helpers/factories";
import type { PoolClient } from "pg";
import type { ProductRow } from "../../src/shared/contract/product";
import { insertRefs, insertStock, withEntryPartsOnce } from "../../src/server/db/seed/catalogue-batch";

let t: TestApp;
const { get, loginAs } = http(() => t);
let bianchi: string; // warehouses 01 and 03

async function searchRow(p: Product): Promise<ProductRow> {
  const res = await get("/v100/search", bianchi, { query: { searchString: p.codice } });
  expect(res.statusCode, res.body).toBe(200);
  const row = body<ProductRow[]>(res).data!.find((r) => r.codice === p.codice && r.precodice === p.precodice);
  expect(row, `${p.codice} in its own search`).toBeDefined();
  return row!;
}

/** The products whose stored parts differ from a fresh computation (a null parts is "not computed"). */
async function staleParts(ids?: number[]): Promise<number[]> {
  const res = await t.database.pool.query<{ product_id: number }>(
    `select e.product_id from catalogue_entry_parts e
      where e.parts is not null and e.parts::text is distinct from catalogue_entry_parts_of(e.product_id)::text
        and ($1::int[] is null or e.product_id = any($1::int[]))`,
    [ids ?? null],
  );
  return res.rows.map((r) => r.product_id);
}

async function storedParts(id: number): Promise<unknown> {
  const res = await t.database.pool.query<{ parts: unknown }>("select parts from catalogue_entry_parts where product_id = $1", [id]);
  return res.rows[0]?.parts ?? null;
}

beforeAll(async () => {
  t = await createTestApp();
  bianchi = await loginAs("officina.bianchi");
});
afterAll(async () => t?.close());

describe("catalogue entry parts", () => {
  it("are stored for the seeded catalogue and equal a fresh computation", async () => {
    const stored = await t.database.pool.query<{ n: number }>("select count(*)::int as n from catalogue_entry_parts where parts is not null");
    expect(stored.rows[0]!.n).toBeGreaterThan(100);
    expect(await staleParts()).toEqual([]);
  });

  it("follow stock inserts, updates and deletes, and the search shows them", async () => {
    const p = await makeProduct(t, { stock: { "01": 4 } });
    expect((await searchRow(p)).stockByWarehouse).toEqual([
      { warehouse: "01", qty: 4 },
      { warehouse: "03", qty: 0 },
    ]);
    await setStockAt(t, p.id, "03", 9); // insert … on conflict do nothing yet: an insert
    await setStockAt(t, p.id, "01", 2); // on conflict: an update
    expect((await searchRow(p)).stockByWarehouse).toEqual([
      { warehouse: "01", qty: 2 },
      { warehouse: "03", qty: 9 },
    ]);
    await setStock(t, p.id, {}); // delete
    expect((await searchRow(p)).stockByWarehouse.every((s) => s.qty === 0)).toBe(true);
    expect(await staleParts([p.id])).toEqual([]);
  });

  it("follow cross-references and suggestions, and a suggested product's description and scope", async () => {
    const p = await makeProduct(t, { refs: [`XR ${unique()}`] });
    const substitute = await makeProduct(t, { description: "SOSTITUTO PRIMA" });
    await t.database.pool.query("insert into product_suggestions (product_id, suggested_product_id, decoding_type) values ($1, $2, 'SOSTITUITO')", [p.id, substitute.id]);
    expect((await searchRow(p)).suggested.map((s) => s.description)).toEqual(["SOSTITUTO PRIMA"]);

    await t.database.pool.query("update products set description = 'SOSTITUTO DOPO' where id = $1", [substitute.id]);
    expect((await searchRow(p)).suggested.map((s) => s.description)).toEqual(["SOSTITUTO DOPO"]);
    await t.database.pool.query("update products set s_scope = 'OBSOLETE' where id = $1", [substitute.id]);
    expect((await searchRow(p)).suggested).toEqual([]);
    await t.database.pool.query("update products set s_scope = null where id = $1", [substitute.id]);
    await t.database.pool.query("delete from product_suggestions where product_id = $1", [p.id]);
    expect((await searchRow(p)).suggested).toEqual([]);

    const ref = `XR ${unique()}`;
    await t.database.pool.query("update cross_refs set code = $2, code_norm = $3 where product_id = $1", [p.id, ref, ref.replace(/\W/g, "")]);
    expect((await searchRow(p)).crossRefs.map((r) => r.code)).toEqual([ref]);
    await t.database.pool.query("delete from cross_refs where product_id = $1", [p.id]);
    expect((await searchRow(p)).crossRefs).toEqual([]);
    expect(await staleParts([p.id, substitute.id])).toEqual([]);
  });

  it("a price-list style update (list price, EAN) does not recompute the products that suggest it", async () => {
    const p = await makeProduct(t);
    const substitute = await makeProduct(t);
    await t.database.pool.query("insert into product_suggestions (product_id, suggested_product_id, decoding_type) values ($1, $2, 'RIGENERATO')", [p.id, substitute.id]);
    await t.database.pool.query("update catalogue_entry_parts set parts = null where product_id = $1", [p.id]);
    await t.database.pool.query("update products set list_cents = list_cents + 1 where id = $1", [substitute.id]);
    expect(await storedParts(p.id)).toBeNull();
    // Not computed is read as computed: the search still shows the suggestion.
    expect((await searchRow(p)).suggested.map((s) => s.codice)).toEqual([substitute.codice]);
  });

  it("are computed by the reader when a product has no stored row", async () => {
    const p = await makeProduct(t, { stock: { "01": 7 }, refs: [`XR ${unique()}`] });
    await t.database.pool.query("delete from catalogue_entry_parts where product_id = $1", [p.id]);
    const row = await searchRow(p);
    expect(row.stockByWarehouse).toEqual([
      { warehouse: "01", qty: 7 },
      { warehouse: "03", qty: 0 },
    ]);
    expect(row.crossRefs).toHaveLength(1);
  });

  it("a new product's row is written once; a bulk writer that defers the triggers writes it once at its end", async () => {
    // Through the triggers: the first write of a new product inserts its row computed, the next updates it.
    const p = await makeProduct(t);
    const c = await t.database.pool.connect();
    const writes: { ins: number; upd: number }[] = [];
    try {
      await c.query("begin");
      const before = await partsWrites(c);
      const since = async () => ((w) => ({ ins: w.ins - before.ins, upd: w.upd - before.upd }))(await partsWrites(c));
      await c.query("insert into stock (product_id, warehouse, qty) values ($1, '01', 5)", [p.id]);
      writes.push(await since());
      await c.query("insert into cross_refs (product_id, kind, source, code, code_norm) values ($1, 'OE', 'TEST', 'Q 1', 'Q1')", [p.id]);
      writes.push(await since());
      await c.query("commit");
    } finally {
      await c.query("rollback").catch(() => {}); // after a failed step: never back to the pool inside a transaction
      c.release();
    }
    expect(writes).toEqual([
      { ins: 1, upd: 0 },
      { ins: 1, upd: 1 },
    ]);
    expect(await storedParts(p.id)).toEqual([[["01", 5]], [["OE", "TEST", "Q 1"]], []]);
    // Deferred: no row while the transaction writes, one insert at its end (the generator's batches).
    const q = await makeProduct(t);
    const during: { ins: number; upd: number }[] = [];
    await withEntryPartsOnce(t.database.pool, [q.id], async (client) => {
      during.push(await partsWrites(client));
      await insertStock(client, [{ productId: q.id, warehouse: "03", qty: 8 }]);
      await insertRefs(client, [{ productId: q.id, kind: "AM", source: "TEST", code: "Q-2" }]);
      during.push(await partsWrites(client));
    });
    expect(during[1]).toEqual(during[0]); // the triggers wrote nothing
    expect(await storedParts(q.id)).toEqual([[["03", 8]], [["AM", "TEST", "Q-2"]], []]);
    expect(await staleParts([p.id, q.id])).toEqual([]);
  });

  it("two transactions writing a new product's first stock at once: the parts hold both", async () => {
    const p = await makeProduct(t);
    // B's trigger finds no row yet, and its insert waits for A's.
    await secondWaitsForFirst(
      ["insert into stock (product_id, warehouse, qty) values ($1, '01', 4)", [p.id]],
      ["insert into stock (product_id, warehouse, qty) values ($1, '03', 6)", [p.id]],
    );
    expect(await storedParts(p.id)).toEqual([[["01", 4], ["03", 6]], [], []]);
  });

  it("two transactions writing one product's stock at once: the parts hold both", async () => {
    const p = await makeProduct(t, { stock: { "01": 1, "03": 1 } });
    // B writes another row of the same product; its trigger waits for A's lock on the parts.
    await secondWaitsForFirst(
      ["update stock set qty = 11 where product_id = $1 and warehouse = '01'", [p.id]],
      ["update stock set qty = 33 where product_id = $1 and warehouse = '03'", [p.id]],
    );
    expect(await storedParts(p.id)).toEqual([[["01", 11], ["03", 33]], [], []]);
    expect((await searchRow(p)).stockByWarehouse).toEqual([
      { warehouse: "01", qty: 11 },
      { warehouse: "03", qty: 33 },
    ]);
  });
});

/** The rows of catalogue_entry_parts this backend inserted and updated and has not reported yet (its transaction's writes among them). */
async function partsWrites(c: PoolClient): Promise<{ ins: number; upd: number }> {
  const res = await c.query<{ ins: number; upd: number }>(
    "select n_tup_ins::int as ins, n_tup_upd::int as upd from pg_stat_xact_user_tables where relname = 'catalogue_entry_parts'",
  );
  return res.rows[0] ?? { ins: 0, upd: 0 };
}

/**
 * Two transactions, A and B: A runs its statement, B runs its own and waits for A (checked), A
 * commits, then B finishes and commits.
 */
async function secondWaitsForFirst(first: [string, unknown[]], second: [string, unknown[]]): Promise<void> {
  const a = await t.database.pool.connect();
  const b = await t.database.pool.connect();
  try {
    const bPid = (await b.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
    await a.query("begin");
    await b.query("begin");
    await a.query(...first);
    const bDone = b.query(...second);
    await waitUntilBlocked(bPid);
    await a.query("commit");
    await bDone;
    await b.query("commit");
  } finally {
    a.release();
    b.release();
  }
}

/** Until the backend `pid` waits for a lock (so the interleaving the test names did happen). */
async function waitUntilBlocked(pid: number): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const res = await t.database.pool.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where pid = $1 and wait_event_type = 'Lock'", [pid]);
    if (res.rows[0]!.n > 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("the second transaction never waited for the first");
}
