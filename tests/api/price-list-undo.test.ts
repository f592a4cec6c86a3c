// How long a price list load stays undoable (decision 0036, "Retention"): the values a load replaced
// are kept for the latest PRICE_LIST_UNDO_LOADS loads not rolled back; the job drops the rest (and
// a rolled-back load's), in batches, and a load whose values were dropped is refused by rollback.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PriceListResult } from "../../src/shared/contract/back-office";
import { priceListMessages as pm } from "../../src/shared/messages/backoffice";
import { PRICE_LIST_UNDO_LOADS } from "../../src/shared/rules/back-office";
import { dropOldUndo, priceListUndoCleanupJob } from "../../src/server/modules/back-office/price-list-undo";
import { backgroundJobs } from "../../src/server/jobs/registry";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";
import { multipartFile } from "./helpers/multipart";

let t: TestApp;
const { call, get, post, loginAs } = http(() => t);
let admin: string;
type P = { id: number; precodice: string; codice: string; list_cents: number };
let prods: P[];

async function load(fileName: string, lines: string[]): Promise<number> {
  const { payload, headers } = multipartFile(fileName, "text/csv", `${lines.join("\r\n")}\r\n`);
  const res = await call("POST", "/v100/admin/loadCSV", { cookie: admin, payload, headers });
  expect(res.statusCode).toBe(200);
  return body<PriceListResult>(res).data.loadId!;
}
const line = (p: P, euro: string) => `${p.precodice};${p.codice};;${euro}`;
const rollback = (id: number) => post(`/v100/admin/priceList/rollback/${id}`, admin);
const listCents = async (id: number) => (await t.database.pool.query<{ c: number }>("select list_cents as c from products where id = $1", [id])).rows[0]!.c;
async function savedRows(): Promise<Map<number, number>> {
  const { rows } = await t.database.pool.query<{ load_id: number; n: number }>("select load_id, count(*)::int as n from price_list_previous group by load_id");
  return new Map(rows.map((r) => [r.load_id, r.n]));
}
async function undoable(): Promise<Map<number, boolean>> {
  const loads = body<{ id: number; undoable: boolean }[]>(await get("/v100/admin/priceList/loads", admin)).data;
  return new Map(loads.map((l) => [l.id, l.undoable]));
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs("admin");
  prods = (await t.database.pool.query<P>("select id, precodice, codice, list_cents from products order by id limit 4")).rows;
});
afterAll(async () => t?.close());

describe("the values of old loads", () => {
  it("are kept for the latest loads only; the job drops the rest in batches and rollback refuses those loads", async () => {
    const [a, b, c, h] = prods as [P, P, P, P];
    // The oldest load changes three products; the next ones one product each, one more than are kept.
    const first = await load("primo.csv", [line(a, "4321,01"), line(b, "4321,02"), line(c, "4321,03")]);
    const later: number[] = [];
    for (let i = 1; i <= PRICE_LIST_UNDO_LOADS + 1; i++) later.push(await load(`n${i}.csv`, [line(h, `${5432 + i},21`)]));
    const newest = later.at(-1)!;
    expect((await rollback(newest)).statusCode).toBe(200);
    const kept = later.slice(0, -1);
    expect(kept).toHaveLength(PRICE_LIST_UNDO_LOADS);
    expect((await savedRows()).get(first)).toBe(3);

    // Batches of 2: the oldest load's three rows take two statements.
    expect(await dropOldUndo(t.database.pool, PRICE_LIST_UNDO_LOADS, 2)).toEqual({ marked: 2, deleted: 4 });
    const saved = await savedRows();
    expect([...saved.keys()].sort((x, y) => x - y)).toEqual(kept);
    const flags = await undoable();
    expect(flags.get(first)).toBe(false);
    expect(flags.get(newest)).toBe(false);
    for (const id of kept) expect(flags.get(id)).toBe(true);
    // Nothing more to drop: a second run changes nothing.
    expect(await dropOldUndo(t.database.pool)).toEqual({ marked: 0, deleted: 0 });

    // Every kept load is undone in turn; the oldest, whose values are gone, is refused and stays applied.
    for (const id of [...kept].reverse()) expect((await rollback(id)).statusCode).toBe(200);
    expectRefused(await rollback(first), 422, pm.rollbackTooOld(PRICE_LIST_UNDO_LOADS));
    expect([await listCents(a.id), await listCents(b.id), await listCents(c.id), await listCents(h.id)]).toEqual([432101, 432102, 432103, h.list_cents]);
    // The undone loads' values are dropped by the scheduled job itself.
    await priceListUndoCleanupJob.run({}, { database: t.database, log: t.app.log } as never, {} as never);
    expect((await savedRows()).size).toBe(0);
  });

  it("a run interrupted after marking is finished by the next one, and the marked load is never rolled back", async () => {
    const [, , , h] = prods as [P, P, P, P];
    const before = await listCents(h.id);
    const id = await load("interrotto.csv", [line(h, "6543,77")]);
    // The first step of a run that died before deleting: the load is marked, its rows are still there.
    await t.database.pool.query("update price_list_loads set undo_dropped_at = now() where id = $1", [id]);
    expect((await savedRows()).get(id)).toBe(1);
    expect((await undoable()).get(id)).toBe(false);
    expectRefused(await rollback(id), 422, pm.rollbackTooOld(PRICE_LIST_UNDO_LOADS));
    expect(await listCents(h.id)).toBe(654377);
    expect(await dropOldUndo(t.database.pool)).toEqual({ marked: 0, deleted: 1 });
    expect((await savedRows()).has(id)).toBe(false);
    expect(before).not.toBe(654377);
  });

  it("is scheduled with the other background jobs", () => {
    const job = backgroundJobs.find((j) => j.name === priceListUndoCleanupJob.name);
    expect(job?.schedule).toEqual({ cron: expect.stringMatching(/^\d+ \* \* \* \*$/) });
  });
});
