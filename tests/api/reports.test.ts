// The admin reports (spec document 2 §7 Reports; decision 0028): the stock report computed in SQL
// over the order lines, the search report and its no-result texts, parsed back as CSV.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { brotliDecompressSync, zstdDecompressSync } from "node:zlib";
import { reportMessages as rm } from "../../src/shared/messages/backoffice";
import { DEFAULT_STOCK_ROWS } from "../../src/shared/rules/back-office";
import { romeParts } from "../../src/shared/rules/rome-time";
import { reportsRepo } from "../../src/server/modules/back-office/reports";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";
import { logSearches, makeOrder, setStock, userIdOf, type OrderSpec } from "./helpers/factories";

let t: TestApp;
const { call, get, post, loginAs } = http(() => t);
let admin: string;
type P = { id: number; precodice: string; codice: string; description: string };
let fresh: P[];

function csv(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return parse(text.slice(1), { delimiter: ";" }) as string[][];
}
const stock = (query: string, rows: unknown) => post(`/v100/admin/getStock?${query}`, admin, rows);
const searchReport = (query: string, cookie = admin) => get(`/v100/search/searchReport?${query}`, cookie);

async function order(dep: string, daysAgo: number, lines: [P, number][], status: OrderSpec["status"] = "FULFILLED"): Promise<void> {
  await makeOrder(t, { userId: await userIdOf(t, "officina.rossi"), warehouse: dep, daysAgo, lines, status });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs("admin");
  fresh = (await t.database.pool.query<P>("select id, precodice, codice, description from products where id not in (select product_id from order_lines) order by id limit 4")).rows;
  const [a, b, c, d] = fresh as [P, P, P, P];
  await setStock(t, a.id, { "01": 3 });
  await setStock(t, b.id, { "01": 100 });
  await setStock(t, c.id, { "03": 50 });
  await setStock(t, d.id, {});
  // a: 10 sold in 01 within 365 days (6 of them within 60), b: 5 sold, c: 3 sold (below every threshold), d: 9 sold in 03 only.
  await order("01", 10, [[a, 6], [b, 5], [c, 3]]);
  await order("01", 200, [[a, 4]]);
  await order("01", 400, [[a, 100]]); // outside the window
  await order("01", 5, [[a, 50]], "CANCELLED");
  await order("03", 30, [[d, 9]]);
});
afterAll(async () => t?.close());

describe("POST /v100/admin/getStock", () => {
  it("computes sales, stock, days covered, the row that applies and the quantity to reorder", async () => {
    const [a, b, , d] = fresh as [P, P, P, P];
    const res = await stock("daySold=365&dep=01&dayStock=90", DEFAULT_STOCK_ROWS);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(/filename="report-stock-01_\d{8}_\d{4}\.csv"/);
    const rows = csv(res.body);
    expect(rows[0]).toEqual(["Precodice", "Codice", "Descrizione", "Magazzino", "Venduto nel periodo", "Giorni analizzati", "Giacenza", "Giorni di copertura", "Soglia venduto", "Giorni di scorta obiettivo", "Scorta obiettivo", "Da riordinare"]);
    const mine = rows.filter((r) => fresh.some((p) => p.codice === r[1] && p.precodice === r[0]));
    // a: sold 10 ≥ 8 → 45 days; covered floor(3·365/10) = 109; target ceil(10·45/365) = 2; reorder max(0, 2 − 3) = 0.
    // b: sold 5 ≥ 5 → 70 days; covered floor(100·365/5) = 7300; target ceil(5·70/365) = 1; reorder 0.
    expect(mine).toEqual([
      [a.precodice, a.codice, a.description, "01", "10", "365", "3", "109", "8", "45", "2", "0"],
      [b.precodice, b.codice, b.description, "01", "5", "365", "100", "7300", "5", "70", "1", "0"],
    ]);
    expect(mine.find((r) => r[1] === d.codice)).toBeUndefined();
  });

  it("follows the window, the warehouse and the rows sent", async () => {
    const [a, , , d] = fresh as [P, P, P, P];
    const short = csv((await stock("daySold=60&dep=01", [{ qntaVendutaGreaterOrEqualTo: 6, dayOfStock: 365 }])).body);
    // a: sold 6 in 60 days; target ceil(6·365/60) = 37; reorder 37 − 3 = 34; covered floor(3·60/6) = 30.
    expect(short.find((r) => r[1] === a.codice)).toEqual([a.precodice, a.codice, a.description, "01", "6", "60", "3", "30", "6", "365", "37", "34"]);
    const cag = csv((await stock("daySold=365&dep=3", DEFAULT_STOCK_ROWS)).body);
    // d: sold 9 in 03 with no stock: covered 0; target ceil(9·45/365) = 2; reorder 2.
    expect(cag.find((r) => r[1] === d.codice)).toEqual([d.precodice, d.codice, d.description, "03", "9", "365", "0", "0", "8", "45", "2", "2"]);
    expect(cag.find((r) => r[1] === a.codice)).toBeUndefined();
  });

  it("is written by PostgreSQL as Banco writes CSV: formulas neutralised, quotes and semicolons quoted, UTF-8, most to reorder first", async () => {
    const [e] = (await t.database.pool.query<P>("select id, precodice, codice, description from products where id not in (select product_id from order_lines) order by id offset 4 limit 1")).rows as [P];
    await t.database.pool.query("update products set description = $2 where id = $1", [e.id, '=SOMMA(1;2) "filtro" àèé']);
    await setStock(t, e.id, { "01": 0 });
    await order("01", 3, [[e, 40]]);
    const res = await stock("daySold=365&dep=01", DEFAULT_STOCK_ROWS);
    // e: sold 40 ≥ 8 → 45 days; target ceil(40·45/365) = 5; reorder 5, the most of the fresh products.
    expect(res.body).toContain(`${e.precodice};${e.codice};"'=SOMMA(1;2) ""filtro"" àèé";01;40;365;0;0;8;45;5;5\r\n`);
    const rows = csv(res.body);
    const reorder = rows.slice(1).map((r) => Number(r[11]));
    expect(reorder).toEqual([...reorder].sort((x, y) => y - x));
    expect(rows.find((r) => r[1] === e.codice)![2]).toBe(`'=SOMMA(1;2) "filtro" àèé`);
  });

  it.each([
    ["daySold=59&dep=01", DEFAULT_STOCK_ROWS, rm.daySoldRange],
    ["daySold=366&dep=01", DEFAULT_STOCK_ROWS, rm.daySoldRange],
    ["dep=01", DEFAULT_STOCK_ROWS, rm.daySoldRange],
    ["daySold=365", DEFAULT_STOCK_ROWS, rm.depRequired],
    ["daySold=365&dep=02", DEFAULT_STOCK_ROWS, rm.depRequired],
    ["daySold=365&dep=01", [], rm.rowsRequired],
    ["daySold=365&dep=01", [{ qntaVendutaGreaterOrEqualTo: 0, dayOfStock: 10 }], rm.qtyRange],
    ["daySold=365&dep=01", [{ qntaVendutaGreaterOrEqualTo: 10001, dayOfStock: 10 }], rm.qtyRange],
    ["daySold=365&dep=01", [{ qntaVendutaGreaterOrEqualTo: 4, dayOfStock: 0 }], rm.dayStockRange],
    ["daySold=365&dep=01", [{ qntaVendutaGreaterOrEqualTo: 4, dayOfStock: 366 }], rm.dayStockRange],
  ])("refuses %s with %j", async (query, rows, message) => {
    const res = await stock(query, rows);
    expect(res.statusCode).toBe(400);
    expect(body(res).error).toContain(message);
  });
});

describe("GET /v100/search/searchReport", () => {
  beforeAll(async () => {
    const db = t.database.pool;
    const ids = (await db.query("select id, username from users")).rows as { id: number; username: string }[];
    const id = (u: string) => ids.find((x) => x.username === u)!.id;
    await db.query("delete from search_log");
    const rows: [string, number, number, number | null, string, number][] = [
      ["2026-03-10 09:15:00+01", id("officina.rossi"), id("officina.rossi"), 100001, "OC90", 3],
      ["2026-03-10 10:00:00+01", id("officina.rossi"), id("officina.rossi"), 100001, "xyz-999", 0],
      ["2026-03-11 23:30:00+01", id("officina.bianchi"), id("agente.verdi"), 100002, "XYZ 999", 0],
      ["2026-03-12 08:00:00+01", id("officina.bianchi"), id("officina.bianchi"), 100002, '=HYPERLINK("http://x")', 0],
      ["2026-03-13 00:30:00+01", id("officina.rossi"), id("officina.rossi"), 100001, "fuori periodo", 0],
    ];
    await logSearches(t, rows.map(([at, userId, actorUserId, customerId, text, results]) => ({ at, userId, actorUserId, customerId, text, results, durationMs: 12.4 })));
  });

  it("lists the searches of the range, Rome days, with formula cells neutralised", async () => {
    const res = await searchReport("startDate=2026-03-10&endDate=2026-03-12");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/filename="report-ricerche_\d{8}_\d{4}\.csv"/);
    const rows = csv(res.body);
    expect(rows[0]).toEqual(["Data e ora", "Utente", "Operatore", "Codice cliente", "Ragione sociale", "Testo cercato", "Risultati", "Durata (ms)"]);
    expect(rows.slice(1)).toEqual([
      ["10/03/2026 09:15:00", "officina.rossi", "", "100001", "Autofficina Rossi S.n.c.", "OC90", "3", "12"],
      ["10/03/2026 10:00:00", "officina.rossi", "", "100001", "Autofficina Rossi S.n.c.", "xyz-999", "0", "12"],
      ["11/03/2026 23:30:00", "officina.bianchi", "agente.verdi", "100002", "Officina Bianchi S.r.l.", "XYZ 999", "0", "12"],
      ["12/03/2026 08:00:00", "officina.bianchi", "", "100002", "Officina Bianchi S.r.l.", `'=HYPERLINK("http://x")`, "0", "12"],
    ]);
  });

  it("reads the searches in batches (keyset on time and id) without losing or repeating one", async () => {
    const batches: unknown[][][] = [];
    for await (const b of reportsRepo(t.database.pool).searches("2026-03-10", "2026-03-13", 2)) batches.push(b);
    expect(batches.map((b) => b.length)).toEqual([2, 2, 1]);
    const all = csv((await searchReport("startDate=2026-03-10&endDate=2026-03-13")).body).slice(1);
    expect(batches.flat().map((r) => String(r[5]))).toEqual(all.map((r) => r[5]!.replace(/^'/, "")));
  });

  it("splits searches logged at the same instant across batches without losing or repeating one", async () => {
    const at = "2026-04-02 10:00:00+02";
    const { rows } = await t.database.pool.query<{ id: number }>("select id from users where username = 'officina.rossi'");
    const user = rows[0]!.id;
    await logSearches(t, ["PARI-1", "PARI-2", "PARI-3"].map((text) => ({ at, userId: user, actorUserId: user, customerId: 100001, text, results: 1, durationMs: 5 })));
    const batches: unknown[][][] = [];
    for await (const b of reportsRepo(t.database.pool).searches("2026-04-02", "2026-04-02", 2)) batches.push(b);
    expect(batches.map((b) => b.length)).toEqual([2, 1]);
    expect(batches.flat().map((r) => String(r[5]))).toEqual(["PARI-1", "PARI-2", "PARI-3"]);
  });

  it("groups the texts that found nothing by frequency in the second file", async () => {
    const res = await searchReport("startDate=2026-03-10&endDate=2026-03-13&part=noResults");
    expect(res.headers["content-disposition"]).toMatch(/filename="report-ricerche-senza-risultati_\d{8}_\d{4}\.csv"/);
    const rows = csv(res.body);
    expect(rows[0]).toEqual(["Testo cercato", "Ricerche senza risultati", "Clienti diversi", "Prima ricerca", "Ultima ricerca"]);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2]])).toEqual([
      ["XYZ 999", "2", "2"],
      [`'=HYPERLINK("http://x")`, "1", "1"],
      ["fuori periodo", "1", "1"],
    ]);
  });

  it("logs a real search and reports it", async () => {
    const c = await loginAs("officina.esposito");
    expect((await get("/v100/search?searchString=ZZNONESISTE42", c)).statusCode).toBe(200);
    const today = romeParts(new Date()).date; // the report's days are Rome days
    await expect.poll(async () => csv((await searchReport(`startDate=${today}&endDate=${today}&part=noResults`)).body).map((r) => r[0]), { timeout: 5000 }).toContain("ZZNONESISTE42");
  });

  it.each([
    ["endDate=2026-03-12", rm.dateRequired],
    ["startDate=2026-03-12&endDate=2026-02-30", rm.dateRequired],
    ["startDate=2026-03-12&endDate=2026-03-10", rm.dateOrder],
    ["startDate=2024-01-01&endDate=2026-03-10", rm.rangeTooLong(366)],
  ])("refuses %s", async (query, message) => {
    const res = await searchReport(query);
    expect(res.statusCode).toBe(400);
    expect(body(res).error).toContain(message);
  });

  it("is refused to non-ADMIN callers, like the stock report", async () => {
    for (const who of ["officina.rossi", "agente.verdi"]) {
      const c = await loginAs(who);
      expect((await searchReport("startDate=2026-03-10&endDate=2026-03-12", c)).statusCode).toBe(403);
      expect((await post("/v100/admin/getStock?daySold=365&dep=01", c, DEFAULT_STOCK_ROWS)).statusCode).toBe(403);
    }
  });
});

describe("the reports' compression (decision 0046)", () => {
  const stockUrl = "/v100/admin/getStock?daySold=365&dep=01&dayStock=90";
  const accepting = (encodings: string) => ({ cookie: admin, json: DEFAULT_STOCK_ROWS, headers: { "accept-encoding": encodings } });

  it("sends a large report as zstd to a browser that accepts it, brotli to one that does not: the same file either way", async () => {
    const plain = await post(stockUrl, admin, DEFAULT_STOCK_ROWS);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(4096);
    const zstd = await call("POST", stockUrl, accepting("gzip, deflate, br, zstd"));
    expect(zstd.headers["content-encoding"]).toBe("zstd");
    expect(zstd.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(zstdDecompressSync(zstd.rawPayload).toString("utf8")).toBe(plain.body);
    const br = await call("POST", stockUrl, accepting("gzip, deflate, br"));
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(plain.body);
  });

  it("keeps brotli for the API's own answers, even when zstd is accepted", async () => {
    const res = await get("/v100/search?searchString=OC90", await loginAs("officina.rossi"), { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
  });
});
