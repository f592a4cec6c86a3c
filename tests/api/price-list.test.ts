// The price list loader (spec document 2 §5, §7, §8; decision 0028): the malformed files, per-row
// errors with numRiga, the dry run, one transaction (a database error midway applies nothing) and
// the rollback of a load.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PriceListResult } from "../../src/shared/contract/back-office";
import { priceListMessages as pm } from "../../src/shared/messages/backoffice";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";
import { multipartFile } from "./helpers/multipart";

let t: TestApp;
const { call, get, post, loginAs } = http(() => t);
let admin: string;
type P = { id: number; precodice: string; codice: string; ean: string | null; list_cents: number };
let prods: P[];

function upload(cookie: string, fileName: string, content: string | Buffer, type = "text/csv", query = "") {
  const { payload, headers } = multipartFile(fileName, type, content);
  return call("POST", `/v100/admin/loadCSV${query}`, { cookie, payload, headers });
}
async function snapshot(): Promise<string> {
  const r = await t.database.pool.query(
    `select json_agg(x order by x.id)::text as s from (select p.id, p.ean, p.ean_norm, p.list_cents, f.fee_cents from products p left join product_fees f on f.product_id = p.id) x`,
  );
  return r.rows[0].s;
}
const product = async (id: number) =>
  (await t.database.pool.query("select p.ean, p.list_cents, f.fee_cents from products p left join product_fees f on f.product_id = p.id where p.id = $1", [id])).rows[0];

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs("admin");
  prods = (await t.database.pool.query<P>("select id, precodice, codice, ean, list_cents from products order by id limit 8")).rows;
});
afterAll(async () => t?.close());

describe("files refused as a whole", () => {
  it.each([
    ["listino.txt", "a;b;c", "text/plain", pm.notCsv("listino.txt")],
    ["listino.csv", "a;b;c", "application/pdf", pm.notCsv("listino.csv")],
  ])("%s as %s is not a csv file", async (name, content, type, message) => {
    const res = await upload(admin, name, content, type);
    expectRefused(res, 415, message);
  });

  it.each([
    ["an empty file", ""],
    ["only blank lines", "\r\n\r\n"],
    ["a binary file renamed .csv", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])],
    ["a comma-separated file", "M120,OC90,4009026001236\r\nM130,W71275,\r\n"],
    ["an unclosed quote", 'M120;"OC90;4009026001236\r\n'],
  ])("%s does not meet the requirements and changes nothing", async (_label, content) => {
    const before = await snapshot();
    const res = await upload(admin, "listino.csv", content);
    expectRefused(res, 400, pm.requirements("listino.csv"));
    expect(await snapshot()).toBe(before);
  });

  it("is refused for every non-ADMIN role, and without a session", async () => {
    for (const who of ["officina.rossi", "agente.verdi"]) {
      const c = await loginAs(who);
      expect((await upload(c, "l.csv", "M120;OC90;")).statusCode).toBe(403);
      expect((await get("/v100/admin/priceList/loads", c)).statusCode).toBe(403);
      expect((await post("/v100/admin/priceList/rollback/1", c)).statusCode).toBe(403);
    }
    expect((await upload("", "l.csv", "M120;OC90;")).statusCode).toBe(401);
  });
});

describe("rows checked one by one", () => {
  it("applies the valid rows and reports every other with numRiga and the reason", async () => {
    const [a, b, c, d] = prods as [P, P, P, P];
    const lines = [
      `${a.precodice};${a.codice};;12,50;0,35`, // 1 decimal comma
      `${b.precodice};${b.codice.toLowerCase()};4006381333931;1.234,00`, // 2 lower-case code, grouped thousands
      `${c.precodice};${c.codice}`, // 3 missing column
      `${c.precodice};${c.codice};;1;2;3`, // 4 extra column
      `${c.precodice};${c.codice};;dodici`, // 5 bad number
      `${c.precodice};${c.codice};;-4`, // 6 negative price
      `${c.precodice};${c.codice};4006381333932`, // 7 bad EAN check digit
      `ZZZ9;NONESISTE;;3`, // 8 unknown product
      `${a.precodice};${a.codice};;99`, // 9 duplicate of line 1
      `${d.precodice};${d.codice};;${(d.list_cents / 100).toFixed(2).replace(".", ",")}`, // 10 unchanged
      `${c.precodice};${c.codice};;;abc`, // 11 bad fee
    ];
    const res = await upload(admin, "listino.csv", lines.join("\r\n") + "\r\n");
    expect(res.statusCode).toBe(200);
    const r = body<PriceListResult>(res).data;
    expect(r.notParsed.map((n) => [n.numRiga, n.motivo])).toEqual([
      [3, pm.columns(2)],
      [4, pm.columns(6)],
      [5, pm.listino],
      [6, pm.listino],
      [7, pm.ean],
      [8, pm.unknownProduct],
      [9, pm.duplicate(1)],
      [11, pm.fee],
    ]);
    expect(r.adList.map((x) => [x.numRiga, x.listino, x.fee, x.stato])).toEqual([
      [1, 12.5, 0.35, "NUOVO"],
      [2, 1234, null, b.ean ? "MODIFICATO" : "NUOVO"],
      [10, d.list_cents / 100, null, "INVARIATO"],
    ]);
    expect(r.totals).toMatchObject({ read: 11, loaded: 3, notParsed: 8, invariati: 1 });
    expect(await product(a.id)).toEqual({ ean: a.ean, list_cents: 1250, fee_cents: 35 });
    expect(await product(b.id)).toMatchObject({ ean: "4006381333931", list_cents: 123400 });
    expect(await product(c.id)).toMatchObject({ list_cents: c.list_cents, fee_cents: null });
    const audit = await t.database.pool.query("select details from audit_log where action = 'priceList.load' order by id desc limit 1");
    expect(audit.rows[0].details).toMatchObject({ loadId: r.loadId, rowsRead: 11, rowsChanged: 2, rowsNotParsed: 8 });
  });

  it("rows holding COPY's special characters are staged and reported verbatim (decision 0036)", async () => {
    const [a] = prods as [P];
    const rows = [`${a.precodice};${a.codice};;1\\5`, `"X\tY";${a.codice};;1`, `"RIGA\nDUE";${a.codice};;1`, "\\N;\\N;\\N", `${a.precodice};${a.codice};;8,88`];
    const res = await upload(admin, "speciali.csv", rows.join("\r\n") + "\r\n", "text/csv", "?dryRun=1");
    expect(res.statusCode).toBe(200);
    const r = body<PriceListResult>(res).data;
    expect(r.notParsed.map((n) => [n.riga, n.motivo])).toEqual([
      [`${a.precodice};${a.codice};;1\\5`, pm.listino],
      [`X\tY;${a.codice};;1`, pm.precodice],
      [`RIGA\nDUE;${a.codice};;1`, pm.precodice],
      ["\\N;\\N;\\N", pm.precodice],
    ]);
    expect(r.adList.map((x) => [x.numRiga, x.listino])).toEqual([[6, 8.88]]);
  });

  it("a dry run shows new, changed and unchanged rows and applies nothing", async () => {
    const [a, , , , e] = prods as [P, P, P, P, P];
    const before = await snapshot();
    const loadsBefore = (await t.database.pool.query("select count(*)::int as n from price_list_loads")).rows[0].n;
    const res = await upload(admin, "prova.csv", `${a.precodice};${a.codice};;12,50;0,35\n${a.precodice}X;${a.codice};;1\n${e.precodice};${e.codice};;77\n`, "text/csv", "?dryRun=1");
    const r = body<PriceListResult>(res).data;
    expect(r).toMatchObject({ dryRun: true, loadId: null, totals: { invariati: 1, modificati: 1, notParsed: 1 } });
    expect(await snapshot()).toBe(before);
    expect((await t.database.pool.query("select count(*)::int as n from price_list_loads")).rows[0].n).toBe(loadsBefore);
  });
});

describe("one transaction and rollback", () => {
  it("a database error midway applies nothing", async () => {
    const [, , , , , f, g] = prods as P[] as [P, P, P, P, P, P, P];
    // The failure is injected into the set-based UPDATE, after the staging and the saving of the previous rows.
    await t.database.pool.query(`create function fail_price_list() returns trigger language plpgsql as $$
      begin if new.id = ${g.id} then raise exception 'guasto simulato a metà caricamento'; end if; return new; end $$`);
    await t.database.pool.query("create trigger fail_price_list before update on products for each row execute function fail_price_list()");
    const before = await snapshot();
    const loads = (await t.database.pool.query("select count(*)::int as n from price_list_loads")).rows[0].n;
    const res = await upload(admin, "rotto.csv", `${f.precodice};${f.codice};;1,11;2,22\n${g.precodice};${g.codice};;3,33\n`);
    expect(res.statusCode).toBe(500);
    expect(await snapshot()).toBe(before);
    expect((await t.database.pool.query("select count(*)::int as n from price_list_loads")).rows[0].n).toBe(loads);
    expect((await t.database.pool.query("select count(*)::int as n from audit_log where details->>'fileName' = 'rotto.csv'")).rows[0].n).toBe(0);
    await t.database.pool.query("drop trigger fail_price_list on products; drop function fail_price_list()");
    // The connection went back to the pool clean: the next load works.
    expect((await upload(admin, "dopo.csv", `${f.precodice};${f.codice};;1,11\n`)).statusCode).toBe(200);
  });

  it("rollback restores the previous rows; only the latest load can be rolled back", async () => {
    const [, , , , , , , h] = prods as [P, P, P, P, P, P, P, P];
    const before = await snapshot();
    const first = body<PriceListResult>(await upload(admin, "uno.csv", `${h.precodice};${h.codice};4006381333931;9,99;1,50\n`)).data;
    expect(first.notParsed).toEqual([]);
    const second = body<PriceListResult>(await upload(admin, "due.csv", `${h.precodice};${h.codice};;19,99;\n`)).data;
    expect(await product(h.id)).toEqual({ ean: "4006381333931", list_cents: 1999, fee_cents: 150 });
    const rb = (id: number) => post(`/v100/admin/priceList/rollback/${id}`, admin);
    const early = await rb(first.loadId!);
    expectRefused(early, 422, pm.rollbackNotLatest);
    expect((await rb(second.loadId!)).statusCode).toBe(200);
    expect(await product(h.id)).toEqual({ ean: "4006381333931", list_cents: 999, fee_cents: 150 });
    expect((await rb(first.loadId!)).statusCode).toBe(200);
    expect(await snapshot()).toBe(before);
    expect((await rb(999999)).statusCode).toBe(404);
    const loads = body<{ id: number; rolledBackAt: string | null }[]>(await get("/v100/admin/priceList/loads", admin)).data;
    expect(loads.find((l) => l.id === first.loadId)?.rolledBackAt).not.toBeNull();
  });
});
