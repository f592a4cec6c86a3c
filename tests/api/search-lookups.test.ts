// The per-product lookups (issue 3): suggested products, the delivery-date lookup, the suppliers'
// availability and the IAM alternatives, priced for the customer, against the demo catalogue
// (TEST_PRODUCTS products plus the fixtures).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";
import { key } from "./helpers/search";
import { buildApp } from "../../src/server/app";
import type { ProductRow } from "../../src/shared/contract/product";
import type { PartsAvailability, SuggestedRow, SupplierAvailability } from "../../src/shared/contract/search";
import { searchMessages } from "../../src/shared/messages/search";
import { simulatedSupplierAvailability } from "../../src/server/integrations/supplier-availability/simulator";
import { SupplierUnavailableError } from "../../src/server/integrations/supplier-availability/contract";
import { IamUnavailableError } from "../../src/server/integrations/iam/contract";

let t: TestApp;
const { get, loginAs } = http(() => t);
let rossi: string; // 100001, warehouse 01
let bianchi: string; // 100002, warehouses 01+03
let melis: string; // 100004, warehouse 03

beforeAll(async () => {
  t = await createTestApp();
  [rossi, bianchi, melis] = await Promise.all([loginAs("officina.rossi"), loginAs("officina.bianchi"), loginAs("gommista.melis")]);
});
afterAll(async () => t?.close());

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
