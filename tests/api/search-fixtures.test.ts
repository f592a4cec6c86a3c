// Search access and the demo catalogue's fixtures as GET /v100/search shows them (prices, stock,
// cross-references, not orderable, obsolete, forecast, coded, suggestions), against the demo
// catalogue (TEST_PRODUCTS products plus the fixtures).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";
import { find, key, searchOn } from "./helpers/search";
import type { ProductRow } from "../../src/shared/contract/product";
import type { DeliveryForecast } from "../../src/shared/contract/search";
import { searchMessages } from "../../src/shared/messages/search";
import { FIXTURES } from "../../src/server/db/seed/catalogue";
import { simulatedSupplierAvailability } from "../../src/server/integrations/supplier-availability/simulator";

let t: TestApp;
const { get, loginAs } = http(() => t);
let rossi: string; // 100001, warehouse 01
let admin: string; // no customer
const search = searchOn(() => t, () => rossi);

beforeAll(async () => {
  t = await createTestApp();
  [rossi, admin] = await Promise.all([loginAs("officina.rossi"), loginAs("admin")]);
});
afterAll(async () => t?.close());

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
