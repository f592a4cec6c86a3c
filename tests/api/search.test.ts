// Search, cross-references, customer prices, stock and the per-product lookups (issue 3), against
// the demo catalogue (TEST_PRODUCTS products plus the fixtures).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";
import { buildApp } from "../../src/server/app";
import type { ProductRow } from "../../src/shared/contract/product";
import type { DeliveryForecast, PartsAvailability, SuggestedRow, SupplierAvailability } from "../../src/shared/contract/search";
import { SEARCH_RESULT_LIMIT } from "../../src/shared/contract/search";
import { searchMessages } from "../../src/shared/messages/search";
import { common } from "../../src/shared/messages/common";
import { netUnitCents, parseDiscountChain } from "../../src/shared/rules/discount-chain";
import { normalizeCode } from "../../src/shared/rules/normalize-code";
import { FIXTURES, DEMO_CHAINS } from "../../src/server/db/seed/catalogue";
import { simulatedSupplierAvailability } from "../../src/server/integrations/supplier-availability/simulator";
import { SupplierUnavailableError } from "../../src/server/integrations/supplier-availability/contract";
import { IamUnavailableError } from "../../src/server/integrations/iam/contract";

let t: TestApp;
const { get, loginAs } = http(() => t);
let rossi: string; // 100001, warehouse 01
let bianchi: string; // 100002, warehouses 01+03
let melis: string; // 100004, warehouse 03
let admin: string; // no customer

beforeAll(async () => {
  t = await createTestApp();
  [rossi, bianchi, melis, admin] = await Promise.all([loginAs("officina.rossi"), loginAs("officina.bianchi"), loginAs("gommista.melis"), loginAs("admin")]);
});
afterAll(async () => t?.close());


async function search(q: string, cookie = rossi): Promise<ProductRow[]> {
  const res = await get("/v100/search", cookie, { query: { searchString: q } });
  expect(res.statusCode, res.body).toBe(200);
  const b = body<ProductRow[]>(res);
  expect(b.error).toBeNull();
  return b.data!;
}

const key = (r: { precodice: string; codice: string }) => `${r.precodice}/${r.codice}`;
const find = (rows: ProductRow[], ref: { precodice: string; codice: string }) => rows.find((r) => key(r) === key(ref));

describe("access", () => {
  it.each([
    "/v100/search?searchString=OC90",
    "/v100/search/suggestedProductList?precodice=M200&codice=DISC300",
    "/v100/parts/availability?preCode=M120&productCode=OC90",
    "/v100/parts/deliveryForecast?preCode=P100&productCode=PAD4455",
    "/v100/AML/productAvailability?makerCode=Q287&productCode=WD40",
    "/v100/iam/alternatives?codice=OC90",
  ])("%s without a session answers 401", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(401);
    expect(body(res).data).toBeNull();
  });

  it("staff not acting for a customer are asked to pick one (403)", async () => {
    const res = await get("/v100/search", admin, { query: { searchString: "OC90" } });
    expect(res.statusCode).toBe(403);
  });
});

describe("GET /v100/search: the fixtures", () => {
  it("M120/OC90: oil filter, list 12.40, code A, 40+10 for 100001 so net 6.70, stock in 01", async () => {
    const rows = await search("OC90");
    expect(key(rows[0]!)).toBe("M120/OC90"); // the exact product code comes first
    const oc90 = rows[0]!;
    expect(oc90).toMatchObject({ codsco: "A", listino: 12.4, sconto: "40+10", scontoPercent: 46, netto: 6.7, fam: "FILTRI", brand: "MAHLE", primaryWarehouse: "01" });
    expect(oc90.description).toMatch(/^FILTRO OLIO/);
    expect(oc90.disp).toBeGreaterThanOrEqual(50);
    expect(oc90.stockByWarehouse).toEqual([{ warehouse: "01", qty: oc90.disp }]);
    expect(oc90.crossRefs).toEqual(expect.arrayContaining([{ kind: "OE", source: "PSA", code: "1109.AY" }, { kind: "AM", source: "MANN-FILTER", code: "W 712/75" }]));
    expect(oc90.ean).toBe(FIXTURES.oc90.ean);
  });

  it("Q287/WD40 is found, with the supplier's stock mirrored", async () => {
    const wd40 = find(await search("WD40"), FIXTURES.wd40)!;
    expect(wd40).toBeDefined();
    expect(wd40.description).toMatch(/WD-40/);
    expect(wd40.disp).toBe(simulatedSupplierAvailability("AML", "Q287", "WD40").totalOrderable);
  });

  it("M120/NOORD1 is shown but not orderable", async () => {
    const row = find(await search("NOORD1"), FIXTURES.notOrderable)!;
    expect(row.orderable).toBe(false);
  });

  it("M120/OBS001 (OBSOLETE) is never shown: not by code, prefix, its OE code, lookups or equivalents", async () => {
    expect(await search("OBS001")).toEqual([]);
    expect((await search("OBS")).some((r) => r.codice === "OBS001")).toBe(false);
    expect((await search("5987 9081")).some((r) => r.codice === "OBS001")).toBe(false);
    const all = [...(await search("M120")), ...(await search("OC9")), ...(await search("1109AY"))];
    expect(all.some((r) => r.sScope === "OBSOLETE")).toBe(false);
    expect((await get("/v100/parts/availability", rossi, { query: { preCode: "M120", productCode: "OBS001" } })).statusCode).toBe(404);
    expect((await get("/v100/parts/deliveryForecast", rossi, { query: { preCode: "M120", productCode: "OBS001" } })).statusCode).toBe(404);
    const alt = body<ProductRow[]>(await get("/v100/iam/alternatives", rossi, { query: { codice: "OC90" } })).data!;
    expect(alt.some((r) => r.codice === "OBS001")).toBe(false);
    const rows = await t.database.pool.query("select count(*)::int as n from products where s_scope = 'OBSOLETE'");
    expect(rows.rows[0].n).toBeGreaterThan(0); // there are obsolete products to hide
  });

  it("P100/PAD4455: stock 0 and a delivery forecast", async () => {
    const row = find(await search("PAD4455"), FIXTURES.forecast)!;
    expect(row.disp).toBe(0);
    const res = await get("/v100/parts/deliveryForecast", rossi, { query: { preCode: "P100", productCode: "PAD4455" } });
    expect(res.statusCode).toBe(200);
    const f = body<DeliveryForecast>(res).data!;
    expect(f.forecasts).toHaveLength(1);
    expect(f.forecasts[0]).toMatchObject({ warehouse: "01", qty: 20 });
    expect(f.forecasts[0]!.expectedDate >= new Date().toISOString().slice(0, 10)).toBe(true);
    const [y, m, d] = f.forecasts[0]!.expectedDate.split("-");
    expect(f.message).toBe(searchMessages.forecastArrival(`${d}/${m}/${y}`, 20));
  });

  it("outf/BAT70: battery, stock 2", async () => {
    const row = find(await search("BAT70"), FIXTURES.outlet)!;
    expect(row.disp).toBe(2);
    expect(row.fam).toBe("BATTERIE");
  });

  it("M300/CODVIN1 is a coded article (needs a VIN)", async () => {
    const row = find(await search("CODVIN1"), FIXTURES.coded)!;
    expect(row.requiresVin).toBe(true);
  });

  it("M200/DISC300 suggests DISC300N (SOSTITUITO) then DISC300R (RIGENERATO)", async () => {
    const row = find(await search("DISC300"), FIXTURES.disc)!;
    expect(row.suggested.map((s) => [s.codice, s.decodingType])).toEqual([
      ["DISC300N", "SOSTITUITO"],
      ["DISC300R", "RIGENERATO"],
    ]);
  });
});

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

describe("GET /v100/search/suggestedProductList", () => {
  it("answers both suggestions as product rows with prices, SOSTITUITO first", async () => {
    const res = await get("/v100/search/suggestedProductList?precodice=M200&codice=DISC300&scDecType=SOSTITUITO&scDecType=RIGENERATO", rossi);
    expect(res.statusCode).toBe(200);
    const rows = body<SuggestedRow[]>(res).data!;
    expect(rows.map((r) => [r.codice, r.decodingType])).toEqual([
      ["DISC300N", "SOSTITUITO"],
      ["DISC300R", "RIGENERATO"],
    ]);
    expect(rows[0]!.sconto).toBe("35+10"); // code D for 100001
    expect(rows[1]!.prezzoCauzione).toBe(8);
  });

  it("filters by scDecType (any case) and refuses unknown types", async () => {
    const only = body<SuggestedRow[]>(await get("/v100/search/suggestedProductList", rossi, { query: { precodice: "M200", codice: "DISC300", scDecType: "rigenerato" } })).data!;
    expect(only.map((r) => r.codice)).toEqual(["DISC300R"]);
    const bad = await get("/v100/search/suggestedProductList", rossi, { query: { precodice: "M200", codice: "DISC300", scDecType: "ALTRO" } });
    expect(bad.statusCode).toBe(400);
  });

  it("answers an empty list for a product without suggestions or unknown, 400 without codes", async () => {
    expect(body<SuggestedRow[]>(await get("/v100/search/suggestedProductList", rossi, { query: { precodice: "M120", codice: "OC90" } })).data).toEqual([]);
    expect(body<SuggestedRow[]>(await get("/v100/search/suggestedProductList", rossi, { query: { precodice: "ZZZ", codice: "NOPE" } })).data).toEqual([]);
    expect((await get("/v100/search/suggestedProductList", rossi, { query: { precodice: "M200" } })).statusCode).toBe(400);
  });
});

describe("GET /v100/parts/availability (delivery-date lookup)", () => {
  it("in the user's warehouse: ships with the next departure", async () => {
    const res = await get("/v100/parts/availability", rossi, { query: { preCode: "M120", productCode: "OC90" } });
    expect(res.statusCode).toBe(200);
    const a = body<PartsAvailability>(res).data!;
    expect(a).toMatchObject({ precodice: "M120", codice: "OC90", primaryWarehouse: "01", message: searchMessages.deliveryFromPrimary("01 Senise") });
    expect(a.expectedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("only in the other warehouse of the user: a transfer", async () => {
    // UFI 23.108.00 has 7 in 01 and 22 in 03; melis works from 03 only, bianchi from 01+03.
    const m = body<PartsAvailability>(await get("/v100/parts/availability", melis, { query: { preCode: "M140", productCode: "23.108.00" } })).data!;
    expect(m.message).toBe(searchMessages.deliveryFromPrimary("03 Cagliari"));
    const mann = body<PartsAvailability>(await get("/v100/parts/availability", bianchi, { query: { preCode: "M130", productCode: "W71275" } })).data!;
    expect(mann.message).toBe(searchMessages.deliveryFromPrimary("01 Senise"));
  });

  it("out of stock with a forecast, not orderable, unknown product, bad input", async () => {
    const pad = body<PartsAvailability>(await get("/v100/parts/availability", rossi, { query: { preCode: "P100", productCode: "PAD4455" } })).data!;
    expect(pad.disp).toBe(0);
    expect(pad.message).toMatch(/arrivo previsto il \d{2}\/\d{2}\/\d{4} \(20 pz\)/);
    const noord = body<PartsAvailability>(await get("/v100/parts/availability", rossi, { query: { preCode: "M120", productCode: "NOORD1" } })).data!;
    expect(noord.message).toBe(searchMessages.deliveryNotOrderable);
    const missing = await get("/v100/parts/availability", rossi, { query: { preCode: "M120", productCode: "NOPE" } });
    expectRefused(missing, 404, searchMessages.productNotFound);
    expect((await get("/v100/parts/availability", rossi, { query: { preCode: "M120" } })).statusCode).toBe(400);
    expect((await get("/v100/parts/availability", rossi, { query: { preCode: "M120", productCode: "x".repeat(5000) } })).statusCode).toBe(400);
  });
});

describe("GET /v100/AML|CLL|CLC/productAvailability", () => {
  it("Q287/WD40 from AML: a deterministic answer with the spec's fields", async () => {
    const res = await get("/v100/AML/productAvailability", rossi, { query: { makerCode: "Q287", productCode: "WD40" } });
    expect(res.statusCode).toBe(200);
    const a = body<SupplierAvailability>(res).data!;
    expect(a).toEqual(simulatedSupplierAvailability("AML", "Q287", "WD40"));
    expect(a.totalOrderable).toBeGreaterThan(0);
    expect(Object.keys(a).sort()).toEqual(["availabilityWarehouse", "primaryWarehouse", "totalOrderable"]);
    const again = body<SupplierAvailability>(await get("/v100/AML/productAvailability", rossi, { query: { makerCode: "Q287", productCode: "WD40", token: "abc" } })).data;
    expect(again).toEqual(a);
  });

  it("each supplier answers for its own letter only", async () => {
    expect((await get("/v100/CLL/productAvailability", rossi, { query: { makerCode: "R100", productCode: "CL000001" } })).statusCode).toBe(200);
    expect((await get("/v100/CLC/productAvailability", rossi, { query: { makerCode: "S120", productCode: "L00001" } })).statusCode).toBe(200);
    const wrong = await get("/v100/CLL/productAvailability", rossi, { query: { makerCode: "Q287", productCode: "WD40" } });
    expectRefused(wrong, 400, searchMessages.supplierWrongPrefix);
    expect((await get("/v100/AML/productAvailability", rossi, { query: { makerCode: "M120", productCode: "OC90" } })).statusCode).toBe(400);
    expect((await get("/v100/AML/productAvailability", rossi, { query: { productCode: "WD40" } })).statusCode).toBe(400);
  });

  it("a supplier that does not answer gives 502 'Impossibile recuperare la disponibilità'", async () => {
    const failing = {
      kind: "http" as const,
      productAvailability: async () => {
        throw new SupplierUnavailableError("AML", "timeout");
      },
    };
    const other = await buildApp({
      database: t.database,
      config: t.config,
      integrations: {
        supplierAvailability: { AML: failing, CLL: failing, CLC: failing },
        iam: {
          kind: "http",
          alternatives: async () => {
            throw new IamUnavailableError("timeout");
          },
        },
      },
    });
    try {
      const o = http(() => other);
      const cookie = await o.loginAs("officina.rossi");
      const res = await o.get("/v100/AML/productAvailability?makerCode=Q287&productCode=WD40", cookie);
      expect(res.statusCode).toBe(502);
      expect(body(res)).toMatchObject({ data: null, error: searchMessages.availabilityFailed });
      const iam = await o.get("/v100/iam/alternatives?codice=OC90", cookie);
      expectRefused(iam, 502, searchMessages.alternativesFailed);
    } finally {
      await other.app.close();
    }
  });
});

describe("GET /v100/iam/alternatives", () => {
  it("OC90: the parts of other makers sharing its cross-references, priced for the customer", async () => {
    const res = await get("/v100/iam/alternatives", rossi, { query: { codice: "OC90" } });
    expect(res.statusCode).toBe(200);
    const rows = body<ProductRow[]>(res).data!;
    expect(rows.map(key).sort()).toEqual(["M130/W71275", "M140/23.108.00"]);
    expect(rows.find((r) => r.codice === "W71275")!.sconto).toBe("40+10");
  });

  it("by an OE code: every part listing it", async () => {
    const rows = body<ProductRow[]>(await get("/v100/iam/alternatives", rossi, { query: { codice: "1109.AY" } })).data!;
    expect(rows.map(key).sort()).toEqual(["M120/OC90", "M130/W71275", "M140/23.108.00"]);
  });

  it("an unknown code or a part without equivalents answers an empty list", async () => {
    expect(body<ProductRow[]>(await get("/v100/iam/alternatives", rossi, { query: { codice: "ZZZ999QQ" } })).data).toEqual([]);
    expect(body<ProductRow[]>(await get("/v100/iam/alternatives", rossi, { query: { codice: "CODVIN1" } })).data).toEqual([]);
    expect(body<ProductRow[]>(await get("/v100/iam/alternatives", rossi, { query: { codice: "%%%" } })).data).toEqual([]);
    expect((await get("/v100/iam/alternatives", rossi, { query: {} })).statusCode).toBe(400);
  });
});
