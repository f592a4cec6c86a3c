// Round trips to the database per cart request (issue 22: addToCart cost 5.9× the floor's CPU, with
// nine round trips per add). Counted, not timed: every statement the pg client sends while one
// request runs. A customer's add is the session, the cart with its lines, the catalogue and one
// write statement (cart/add-one.ts): no transaction of its own unless the audit writes an entry.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, login, type TestApp } from "./helpers/test-app";
import type { Cart } from "../../src/shared/contract/cart";

let t: TestApp;
let cookie: string;
const product = { precodice: "T700", codice: "GIRI1" };
const other = { precodice: "T700", codice: "GIRI2" };

const sent: string[] = [];
const originalQuery = pg.Client.prototype.query;

beforeAll(async () => {
  t = await createTestApp();
  for (const p of [product, other]) {
    const res = await t.database.pool.query(
      `insert into products (precodice, codice, codice_norm, codsco, fam, description, list_cents, orderable, requires_vin)
       values ($1, $2, $3, 'TNONE', 'TEST', 'Articolo contato', 1000, true, false) returning id`,
      [p.precodice, p.codice, p.codice],
    );
    await t.database.pool.query("insert into stock (product_id, warehouse, qty) values ($1, '01', 5000)", [res.rows[0].id]);
  }
  cookie = await login(t.app, "officina.rossi");
  // Every statement any pooled client sends (text or query config), recorded while `counting`.
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0];
    sent.push(typeof q === "string" ? q : ((q as { text?: string; name?: string })?.text ?? (q as { name?: string })?.name ?? "?"));
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
});
afterAll(async () => {
  pg.Client.prototype.query = originalQuery;
  await t?.close();
});

/** The statements one request sent, without the session's last-seen write (at most once a second). */
async function statementsOf(run: () => Promise<{ statusCode: number }>): Promise<string[]> {
  sent.length = 0;
  const res = await run();
  expect(res.statusCode).toBe(200);
  return sent.filter((s) => !/^update "sessions"/i.test(s.trim()));
}

const add = (p: typeof product, qty: number, headers: Record<string, string> = {}) => () =>
  t.app.inject({ method: "POST", url: "/v100/cart/addToCart?append=true", headers: { cookie, ...headers }, payload: { ...p, qntRichiesta: qty, noteCliente: "" } });

describe("addToCart's round trips", () => {
  it("a customer's add: session, cart with lines, catalogue, one write — no transaction", async () => {
    await add(product, 1)();
    const statements = await statementsOf(add(other, 2));
    expect(statements.filter((s) => /^(begin|commit)/i.test(s.trim()))).toEqual([]);
    expect(statements.length).toBeLessThanOrEqual(4);
    const cart = body<Cart>(await t.app.inject({ method: "GET", url: "/v100/cart/myCart", headers: { cookie } })).data;
    expect(cart.productsList.map((l) => [l.codice, l.qntRichiesta])).toEqual([
      [product.codice, 1],
      [other.codice, 2],
    ]);
  });

  it("with a mutation id the id is written by the same statement, and a replay writes nothing", async () => {
    const headers = { "x-mutation-id": "giri-0001-0001" };
    const first = await statementsOf(add(product, 3, headers));
    expect(first.length).toBeLessThanOrEqual(4);
    const replay = await statementsOf(add(product, 3, headers));
    expect(replay.some((s) => /^(insert|update)/i.test(s.trim()))).toBe(false);
    const cart = body<Cart>(await t.app.inject({ method: "GET", url: "/v100/cart/myCart", headers: { cookie } })).data;
    expect(cart.productsList.find((l) => l.codice === product.codice)?.qntRichiesta).toBe(4);
  });
});
