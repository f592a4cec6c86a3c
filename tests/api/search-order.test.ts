// The search statement joins products lazily in (rank, key) order and cuts at the limit WITH TIES
// before the full ordering (docs/decisions/0011-search-design.md, session 10): it must answer the
// same rows in the same order as joining every candidate, sorting them all and cutting at the limit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "./helpers/test-app";
import { catalogueRepo, prefixRange } from "../../src/server/modules/catalogue/repo";
import { NOT_OBSOLETE, OBS_VISIBLE } from "../../src/server/modules/catalogue/entry-repo";
import { normalizeCode } from "../../src/shared/rules/normalize-code";
import { FIXTURES } from "../../src/server/db/seed/catalogue";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const CUSTOMER = 100001;

/** The reference: every candidate joined, sorted in full, cut at the limit (the statement before session 10). */
async function eager(norm: string, limit: number): Promise<string[]> {
  const { lo, hi } = prefixRange(norm);
  const branch = limit + 10;
  const res = await t.database.db.execute<{ precodice: string; codice: string; rank: number }>(sql`
    with hits as (
      select product_id, min(rank) as rank, min(key collate "C") as key from (
        (select id as product_id, 0 as rank, codice_norm as key from products where codice_norm = ${norm} limit ${branch})
        union all (select id, 1, ean_norm from products where ean_norm = ${norm} limit ${branch})
        union all (select product_id, 1, code_norm from cross_refs where code_norm = ${norm} limit ${branch})
        union all (select id, 2, codice_norm from products where codice_norm ~>=~ ${lo} and codice_norm ~<~ ${hi} order by codice_norm using ~<~ limit ${branch})
        union all (select product_id, 3, code_norm from cross_refs where code_norm ~>=~ ${lo} and code_norm ~<~ ${hi} order by code_norm using ~<~ limit ${branch})
      ) u group by product_id
    )
    select p.precodice, p.codice, h.rank from hits h join products p on p.id = h.product_id
    where ${NOT_OBSOLETE("p")} and ${OBS_VISIBLE("p", CUSTOMER)}
    order by h.rank, h.key, p.precodice collate "C", p.codice collate "C"
    limit ${limit}`);
  return res.rows.map((r) => `${r.precodice}/${r.codice}/${r.rank}`);
}

async function lazy(norm: string, limit: number): Promise<string[]> {
  const repo = catalogueRepo(t.database.db, { searchPool: t.database.searchPool });
  const hits = await repo.search(norm, { prefix: true, limit, customerId: CUSTOMER });
  return hits.map((h) => `${h.entry.precodice}/${h.entry.codice}/${h.rank}`);
}

describe("search: lazy top-N with ties", () => {
  it("rows tied on rank and key across the limit are ordered by prefix and code before the cut", async () => {
    // OC90: its own code (rank 0), then MANN-FILTER and UFI both list "OC 90" (rank 1, same key):
    // the cut at 2 must keep M130, the first of the tie by prefix, whatever order the join met them.
    expect(await lazy("OC90", 2)).toEqual([`M120/OC90/0`, `M130/W71275/1`]);
    expect(await lazy("OC90", 3)).toEqual([`M120/OC90/0`, `M130/W71275/1`, `M140/23.108.00/1`]);
  });

  it("answers what sorting every candidate answers, for every limit", async () => {
    const inputs = ["OC90", "OC9", "OC", "W71275", "1109AY", "23108", "080", "0986", "DISC300", "GDB", "P23", FIXTURES.oc90.ean, "ZZZZ"].map(normalizeCode);
    let compared = 0;
    for (const norm of inputs) {
      for (const limit of [1, 2, 3, 5, 8, 13, 50]) {
        expect(await lazy(norm, limit), `${norm} limit ${limit}`).toEqual(await eager(norm, limit));
        compared++;
      }
    }
    expect(compared).toBe(91);
  });
});
