// GET /v100/search: one box for every code form (OE and aftermarket cross-references, EAN, spacing
// and punctuation), ranking, the result limit, per-customer prices and warehouses, the search log,
// and bad input that never fails, against the demo catalogue (TEST_PRODUCTS products plus the fixtures).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";
import { find, key, searchOn } from "./helpers/search";
import { SEARCH_RESULT_LIMIT } from "../../src/shared/contract/search";
import { searchMessages } from "../../src/shared/messages/search";
import { common } from "../../src/shared/messages/common";
import { netUnitCents, parseDiscountChain } from "../../src/shared/rules/discount-chain";
import { normalizeCode } from "../../src/shared/rules/normalize-code";
import { FIXTURES, DEMO_CHAINS } from "../../src/server/db/seed/catalogue";

let t: TestApp;
const { get, loginAs } = http(() => t);
let rossi: string; // 100001, warehouse 01
let bianchi: string; // 100002, warehouses 01+03
let melis: string; // 100004, warehouse 03
const search = searchOn(() => t, () => rossi);

beforeAll(async () => {
  t = await createTestApp();
  [rossi, bianchi, melis] = await Promise.all([loginAs("officina.rossi"), loginAs("officina.bianchi"), loginAs("gommista.melis")]);
});
afterAll(async () => t?.close());

describe("GET /v100/search: one box for every code form", () => {
  it.each(["1109.AY", "1109AY", "1109 ay", "W 712/75", "w71275", "W712-75", "w 712.75", FIXTURES.oc90.ean, "oc-90", " oc90 "])("%s finds M120/OC90", async (q) => {
    expect(find(await search(q), FIXTURES.oc90)).toBeDefined();
  });

  it("ranks exact matches before prefix matches", async () => {
    const rows = await search("W71275");
    // The MANN-FILTER part with that very code, then OC90 which lists it as a cross-reference.
    expect(rows.slice(0, 2).map(key)).toEqual(["M130/W71275", "M120/OC90"]);
    // Each row says how it matched, so the client can set the prefix matches apart (issue 16).
    expect(rows.slice(0, 2).map((r) => r.match)).toEqual(["exact", "crossRef"]);
    const oc90 = await search("OC90");
    expect(oc90.filter((r) => r.match === "prefix").length).toBeGreaterThan(0);
    expect(oc90.findIndex((r) => r.match === "prefix")).toBe(oc90.filter((r) => r.match !== "prefix").length);
    // The customer's largest past quantity (the seeded order history includes OC90), or null.
    for (const r of oc90) expect(r.usualQty === null || (Number.isInteger(r.usualQty) && r.usualQty! > 0)).toBe(true);
    const prefix = await search("OC9");
    expect(find(prefix, FIXTURES.oc90)).toBeDefined();
    // Every result starts with OC9 in its code or one of its cross-references.
    for (const r of prefix) {
      const codes = [r.codice, ...r.crossRefs.map((c) => c.code)].map(normalizeCode);
      expect(codes.some((c) => c.startsWith("OC9"))).toBe(true);
    }
  });

  it("answers at most SEARCH_RESULT_LIMIT rows for a broad prefix", async () => {
    const rows = await search("M12"); // no code starts with M12… but ask something broad
    expect(rows.length).toBeLessThanOrEqual(SEARCH_RESULT_LIMIT);
    const broad = await search("080"); // EAN-like and Bosch codes
    expect(broad.length).toBeLessThanOrEqual(SEARCH_RESULT_LIMIT);
  });

  it("prices differ per customer and follow each customer's chain", async () => {
    const r = find(await search("OC90", rossi), FIXTURES.oc90)!;
    const b = find(await search("OC90", bianchi), FIXTURES.oc90)!;
    const chainB = DEMO_CHAINS[100002]!.A!;
    expect(b.sconto).toBe(chainB);
    expect(b.netto).toBe(netUnitCents(1240, parseDiscountChain(chainB)!) / 100);
    expect(b.netto).not.toBe(r.netto);
    expect(r.listino).toBe(b.listino);
  });

  it("stock is shown for the user's own warehouses", async () => {
    const b = find(await search("OC90", bianchi), FIXTURES.oc90)!;
    expect(b.stockByWarehouse.map((s) => s.warehouse)).toEqual(["01", "03"]);
    expect(b.disp).toBe(b.stockByWarehouse.reduce((a, s) => a + s.qty, 0));
    expect(b.availabilityWarehouse).toMatch(/^01: \d+ · 03: \d+$/);
    const m = find(await search("OC90", melis), FIXTURES.oc90)!;
    expect(m.primaryWarehouse).toBe("03");
    expect(m.stockByWarehouse).toEqual([{ warehouse: "03", qty: 12 }]);
  });

  it("logs each search: user, customer, string, result count and duration", async () => {
    // A string no other test searches, so concurrent log batches cannot blur the count.
    const rows = await search("W_712_75");
    await vi.waitFor(
      async () => {
        const res = await t.database.pool.query(
          "select user_id, actor_user_id, customer_id, normalized, result_count, duration_ms from search_log where search_string = 'W_712_75' order by id desc",
        );
        expect(res.rows.length).toBe(1);
        expect(res.rows[0]).toMatchObject({ customer_id: 100001, normalized: "W71275", result_count: rows.length });
        expect(res.rows[0].duration_ms).toBeGreaterThanOrEqual(0);
      },
      { timeout: 5000, interval: 100 },
    );
  });
});

describe("GET /v100/search: bad input never fails", () => {
  it.each([
    ["missing", {}],
    ["empty", { searchString: "" }],
    ["blank", { searchString: "   " }],
    ["two characters", { searchString: "oc" }],
    ["two characters after trimming", { searchString: "  oc  " }],
    ["a single %", { searchString: "%" }],
    ["a single _", { searchString: "_" }],
  ])("%s: 400 'Inserire almeno 3 caratteri'", async (_label, query) => {
    const res = await get("/v100/search", rossi, query as Record<string, string>);
    expectRefused(res, 400, searchMessages.minChars);
  });

  it.each([["101 characters", "x".repeat(101)], ["10,000 characters", "A".repeat(10_000)]])("%s: 400", async (_label, q) => {
    const res = await get("/v100/search", rossi, { query: { searchString: q } });
    expectRefused(res, 400, searchMessages.tooLong);
  });

  it("a repeated searchString is refused", async () => {
    const res = await get("/v100/search?searchString=OC90&searchString=WD40", rossi);
    expect(res.statusCode).toBe(400);
  });

  it.each([
    "'; drop table products; --",
    "OC90' OR '1'='1",
    "%%%",
    "___",
    "%OC%",
    "\\\\\\",
    "ÖLFILTER",
    "фильтр",
    "🔧🔧🔧",
    "<script>alert(1)</script>",
    "...",
    "a-b",
  ])("%j answers 200 with a list and no wildcard leak", async (q) => {
    const rows = await search(q);
    expect(Array.isArray(rows)).toBe(true);
    expect(rows.length).toBeLessThanOrEqual(SEARCH_RESULT_LIMIT);
    if (/[%_]/.test(q)) expect(rows).toEqual([]); // % and _ are not wildcards
  });

  it("the catalogue is intact after injection-looking searches", async () => {
    await search("'; drop table products; --");
    expect(find(await search("OC90"), FIXTURES.oc90)).toBeDefined();
  });

  it("a NUL is refused with the contract's Italian message (issue 14: one rule for every string), other control characters are ignored", async () => {
    const res = await get("/v100/search", rossi, { query: { searchString: "\u0000OC90" } });
    expectRefused(res, 400, `searchString: ${common.unsafeText}`);
    expect(find(await search("OC90\u0007"), FIXTURES.oc90)).toBeDefined();
  });
});
