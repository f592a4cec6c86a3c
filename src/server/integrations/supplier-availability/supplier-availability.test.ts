import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { simulatedSupplierAvailability, supplierSimulator } from "./simulator";
import { supplierHttpClient } from "./http-client";
import { supplierAvailabilityFor } from "./clients";
import { SupplierUnavailableError } from "./contract";

const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("supplier simulator", () => {
  it("answers the same figures for the same code, whatever its spelling", () => {
    const a = simulatedSupplierAvailability("AML", "Q287", "WD40");
    expect(simulatedSupplierAvailability("AML", "q287", "wd-40")).toEqual(a);
    expect(a.totalOrderable).toBeGreaterThan(0);
    expect(a.availabilityWarehouse).toMatch(/^AML (Milano|Bologna): \d+$/);
    expect(a.primaryWarehouse).toMatch(/^AML (Milano|Bologna)$/);
  });

  it("spreads codes: some out of stock, the rest between 6 and 245", () => {
    const totals = Array.from({ length: 700 }, (_, i) => simulatedSupplierAvailability("CLL", "R100", `CL${i}`).totalOrderable);
    const zero = totals.filter((t) => t === 0).length;
    expect(zero).toBeGreaterThan(50);
    expect(zero).toBeLessThan(200);
    expect(totals.filter((t) => t !== 0).every((t) => t >= 6 && t <= 245)).toBe(true);
  });

  it("is the client used without a URL, and never when one is configured", async () => {
    const sim = supplierAvailabilityFor(loadConfig({}));
    expect([sim.AML.kind, sim.CLL.kind, sim.CLC.kind]).toEqual(["simulator", "simulator", "simulator"]);
    const real = supplierAvailabilityFor(loadConfig({ AML_URL: "http://aml.example", CLC_URL: "http://clc.example" }));
    expect([real.AML.kind, real.CLL.kind, real.CLC.kind]).toEqual(["http", "simulator", "http"]);
    expect(await supplierSimulator("CLC").productAvailability({ makerCode: "S120", productCode: "L00001" })).toEqual(simulatedSupplierAvailability("CLC", "S120", "L00001"));
  });
});

describe("supplier HTTP client", () => {
  it("calls {URL}/productAvailability with makerCode, productCode and token", async () => {
    const seen: string[] = [];
    const client = supplierHttpClient("AML", "http://aml.example/api/", async (url) => {
      seen.push(String(url));
      return jsonResponse({ totalOrderable: 48, availabilityWarehouse: "Milano: 48", primaryWarehouse: "MI" });
    });
    const a = await client.productAvailability({ makerCode: "Q287", productCode: "WD 40/1", token: "t k" });
    expect(a).toEqual({ totalOrderable: 48, availabilityWarehouse: "Milano: 48", primaryWarehouse: "MI" });
    expect(seen).toEqual(["http://aml.example/api/productAvailability?makerCode=Q287&productCode=WD+40%2F1&token=t+k"]);
  });

  it("accepts the answer inside a v100 envelope", async () => {
    const client = supplierHttpClient("CLL", "http://cll.example", async () => jsonResponse({ data: { totalOrderable: 0, availabilityWarehouse: "Napoli: 0", primaryWarehouse: "NA" }, error: null }));
    expect((await client.productAvailability({ makerCode: "R100", productCode: "X" })).totalOrderable).toBe(0);
  });

  it.each([
    ["a network failure", async () => Promise.reject(new TypeError("fetch failed"))],
    ["a 500", async () => jsonResponse({ error: "boom" }, 500)],
    ["HTML instead of JSON", async () => new Response("<html>", { status: 200 })],
    ["a wrong shape", async () => jsonResponse({ totalOrderable: "tanti" })],
  ])("turns %s into SupplierUnavailableError", async (_label, fetchImpl) => {
    const client = supplierHttpClient("AML", "http://aml.example", fetchImpl as typeof fetch);
    await expect(client.productAvailability({ makerCode: "Q287", productCode: "WD40" })).rejects.toBeInstanceOf(SupplierUnavailableError);
  });
});
