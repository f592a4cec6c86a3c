// Parallel adds of one product into one cart (issue 14): two devices of a workshop, or an offline
// replay, send bursts; every add must land (final quantity = sum), none refused. The adds take
// turns on the cart row lock (decision 0020). A replay burst of one X-Mutation-Id applies once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";
import type { Cart } from "../../src/shared/contract/cart";

let t: TestApp;
const { get, loginAs } = http(() => t);
let cookie: string;
const product = { precodice: "T700", codice: "PARALLELO1" };

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.database.pool.query(
    `insert into products (precodice, codice, codice_norm, codsco, fam, description, list_cents, orderable, requires_vin)
     values ($1, $2, $3, 'TNONE', 'TEST', 'Articolo parallelo', 1000, true, false) returning id`,
    [product.precodice, product.codice, product.codice],
  );
  await t.database.pool.query("insert into stock (product_id, warehouse, qty) values ($1, '01', 5000), ($1, '03', 5000)", [res.rows[0].id]);
  cookie = await loginAs("officina.rossi");
});
afterAll(async () => t?.close());

const add = (qty: number, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/v100/cart/addToCart?append=true", headers: { cookie, ...headers }, payload: { ...product, qntRichiesta: qty, noteCliente: "" } });

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
