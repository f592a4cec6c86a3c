// Parallel adds of one product into one cart (issue 14): two devices of a workshop, or an offline
// replay, send bursts; every add must land (final quantity = sum), none refused. The adds take
// turns on the cart row lock (decision 0020). A replay burst of one X-Mutation-Id applies once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";
import { makeProduct } from "./helpers/factories";
import type { Cart } from "../../src/shared/contract/cart";

let t: TestApp;
const { get, post, loginAs } = http(() => t);
let cookie: string;
const product = { precodice: "T700", codice: "PARALLELO1" };

beforeAll(async () => {
  t = await createTestApp();
  await makeProduct(t, { ...product, description: "Articolo parallelo", stock: { "01": 5000, "03": 5000 } });
  cookie = await loginAs("officina.rossi");
});
afterAll(async () => t?.close());

const add = (qty: number, headers: Record<string, string> = {}) =>
  post("/v100/cart/addToCart?append=true", cookie, { ...product, qntRichiesta: qty, noteCliente: "" }, { headers });

async function quantity(): Promise<number> {
  const cart = body<Cart>(await get("/v100/cart/myCart", cookie)).data;
  return cart.productsList.find((l) => l.codice === product.codice)?.qntRichiesta ?? 0;
}

describe.each([20, 50])("%i parallel addToCart of one product into one cart", (n) => {
  it("all land: every answer 200 and the final quantity is the sum", async () => {
    await get("/v100/cart/closeCart", cookie);
    const qtys = Array.from({ length: n }, (_, i) => 1 + (i % 3));
    const answers = await Promise.all(qtys.map((q) => add(q)));
    expect(answers.map((a) => a.statusCode)).toEqual(qtys.map(() => 200));
    expect(await quantity()).toBe(qtys.reduce((a, b) => a + b, 0));
  });
});

describe("an offline replay burst", () => {
  it("applies one X-Mutation-Id exactly once, and answers every copy with the cart", async () => {
    await get("/v100/cart/closeCart", cookie);
    const id = "replay-burst-0001";
    const answers = await Promise.all(Array.from({ length: 15 }, () => add(4, { "x-mutation-id": id })));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(await quantity()).toBe(4);
    const rows = await t.database.pool.query("select count(*)::int as n from applied_mutations where mutation_id = $1", [id]);
    expect(rows.rows[0].n).toBe(1);
  });
});
