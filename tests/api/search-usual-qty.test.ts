// The search's "usual quantity" (usualQty): the most the customer ever ordered of the product, over
// that customer's orders only (order lines carry their order's customer, decision 0042), for the
// customer and for staff acting for them; null when never ordered.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";
import { makeOrder, makeProduct, userIdOf, type Product } from "./helpers/factories";
import type { ProductRow } from "../../src/shared/contract/product";

let t: TestApp;
const { get, post, loginAs } = http(() => t);
let rossi: string; // customer 100001
let bianchi: string; // customer 100002
let melis: string; // customer 100004
let product: Product;
let other: Product;

async function usualQty(cookie: string, p: Product): Promise<number | null | undefined> {
  const res = await get("/v100/search", cookie, { query: { searchString: p.codice } });
  expect(res.statusCode, res.body).toBe(200);
  return body<ProductRow[]>(res).data!.find((r) => r.codice === p.codice)?.usualQty;
}

beforeAll(async () => {
  t = await createTestApp();
  [rossi, bianchi, melis] = await Promise.all([loginAs("officina.rossi"), loginAs("officina.bianchi"), loginAs("gommista.melis")]);
  product = await makeProduct(t, { codice: "USUALQTY1" });
  other = await makeProduct(t, { codice: "USUALQTY2" });
  const rossiId = await userIdOf(t, "officina.rossi");
  const bianchiId = await userIdOf(t, "officina.bianchi");
  await makeOrder(t, { customerId: 100001, userId: rossiId, lines: [[product, 7], [other, 2]] });
  await makeOrder(t, { customerId: 100001, userId: rossiId, lines: [[product, 3]] });
  await makeOrder(t, { customerId: 100002, userId: bianchiId, lines: [[product, 50]] });
});
afterAll(async () => t?.close());

describe("usual quantity in the search", () => {
  it("is the customer's largest quantity of that product, not another customer's", async () => {
    expect(await usualQty(rossi, product)).toBe(7);
    expect(await usualQty(rossi, other)).toBe(2);
    expect(await usualQty(bianchi, product)).toBe(50);
    expect(await usualQty(bianchi, other)).toBeNull();
  });

  it("is null for a customer who never ordered it", async () => {
    expect(await usualQty(melis, product)).toBeNull();
  });

  it("is the impersonated customer's for staff acting for them", async () => {
    const verdi = await loginAs("agente.verdi");
    const behalf = await post(`/v100/auth/behalf/${await userIdOf(t, "officina.rossi")}`, verdi);
    expect(behalf.statusCode).toBe(200);
    const asRossi = behalf.cookies.map((c) => `${c.name}=${c.value}`).join("; ") || verdi;
    expect(await usualQty(asRossi, product)).toBe(7);
  });
});
