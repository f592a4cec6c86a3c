// Cart and checkout under concurrency (issue 9): the hot paths read the cart, decide, and write with
// one statement that applies only to the version read (docs/decisions/0006, 0014). Order numbers
// come from a sequence per type and year: unique under concurrent sends, above any number already
// present, and an order written outside the sequence does not make a send fail.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";
import { makeOrder, makeProduct, userIdOf } from "./helpers/factories";
import type { Cart, CheckoutResult } from "../../src/shared/contract/cart";

let t: TestApp;
const { call, get, post, cartOf, loginAs } = http(() => t);
const users = ["officina.rossi", "officina.bianchi", "officina.esposito", "gommista.melis"];
const cookies: string[] = [];

const products = Array.from({ length: 6 }, (_, i) => ({ precodice: "T700", codice: `CONC${i + 1}` }));

async function upsert(p: { precodice: string; codice: string }): Promise<void> {
  await makeProduct(t, { ...p, description: `Articolo ${p.codice}`, listCents: 1000, stock: { "01": 100, "03": 100 } });
}

const add = (cookie: string, p: { precodice: string; codice: string }, qty: number) =>
  post("/v100/cart/addToCart", cookie, { ...p, qntRichiesta: qty, noteCliente: "" });
const send = (cookie: string) => call("POST", "/v100/cart/cartCheckout", { cookie, form: { cartNotes: "", cRifOrdCli: "" } });

async function orderLines(webOrderCode: string): Promise<string[]> {
  const res = await t.database.pool.query(
    "select l.codice from order_lines l join orders o on o.id = l.order_id where o.web_order_code = $1 order by l.riga",
    [webOrderCode],
  );
  return res.rows.map((r: { codice: string }) => r.codice);
}

beforeAll(async () => {
  t = await createTestApp();
  for (const p of products) await upsert(p);
  for (const u of users) cookies.push(await loginAs(u));
});
afterAll(async () => t?.close());

beforeEach(async () => {
  for (const c of cookies) expect((await get("/v100/cart/closeCart", c)).statusCode).toBe(200);
});

describe("order numbers", () => {
  it("are unique per type and year under concurrent sends of different customers, above the numbers already present", async () => {
    const anno = Number(new Intl.DateTimeFormat("en", { timeZone: "Europe/Rome", year: "numeric" }).format(new Date()));
    const before = await t.database.pool.query("select coalesce(max(numero_doc), 0)::int as n from orders where tipo_doc = 'OW' and anno = $1", [anno]);
    const rounds = 3;
    const answers: CheckoutResult[] = [];
    await Promise.all(
      cookies.map(async (cookie, i) => {
        for (let r = 0; r < rounds; r++) {
          expect((await add(cookie, products[(i + r) % products.length]!, 1)).statusCode).toBe(200);
          const res = await send(cookie);
          expect(res.statusCode).toBe(200);
          answers.push(body<CheckoutResult>(res).data);
        }
      }),
    );
    expect(answers).toHaveLength(cookies.length * rounds);
    expect(answers.every((a) => a.hasWarning === false && a.repeated === false && a.tipoDoc === "OW" && a.anno === anno)).toBe(true);
    const numbers = answers.map((a) => a.numeroDoc!);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(Math.min(...numbers)).toBeGreaterThan(before.rows[0].n as number);
    for (const a of answers) expect(a.webOrderCode).toBe(`${anno}-${String(a.numeroDoc).padStart(6, "0")}`);
    const stored = await t.database.pool.query("select count(*)::int as n from orders where tipo_doc = 'OW' and anno = $1 and numero_doc = any($2::int[])", [anno, numbers]);
    expect(stored.rows[0].n).toBe(numbers.length);
  });

  it("skip a number taken by an order written outside the sequence (an import) instead of failing the send", async () => {
    const [rossi] = cookies as [string];
    await add(rossi, products[0]!, 1);
    const a = body<CheckoutResult>(await send(rossi)).data;
    // An order imported with the next two numbers, as the ERP history or a data load would write it.
    const userId = await userIdOf(t, "officina.rossi");
    for (const n of [a.numeroDoc! + 1, a.numeroDoc! + 2]) {
      await makeOrder(t, { userId, numeroDoc: n, anno: a.anno!, webOrderCode: `${a.anno}-${String(n).padStart(6, "0")}`, status: "FULFILLED", lines: [] });
    }
    await add(rossi, products[1]!, 1);
    const res = await send(rossi);
    expect(res.statusCode).toBe(200);
    const b = body<CheckoutResult>(res).data;
    expect(b).toMatchObject({ hasWarning: false, repeated: false, anno: a.anno });
    expect(b.numeroDoc).toBe(a.numeroDoc! + 3);
    expect(await orderLines(b.webOrderCode!)).toEqual([products[1]!.codice]);
  });
});

describe("concurrent edits of one cart", () => {
  it("concurrent adds of different products all land in the cart, each answer holding its own line", async () => {
    const [rossi] = cookies as [string];
    const answers = await Promise.all(products.map((p, i) => add(rossi, p, i + 1)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(products.length).fill(200));
    answers.forEach((r, i) => {
      const line = body<Cart>(r).data.productsList.find((l) => l.codice === products[i]!.codice);
      expect(line?.qntRichiesta).toBe(i + 1);
    });
    const cart = await cartOf(rossi);
    expect(cart.productsList.map((l) => [l.codice, l.qntRichiesta]).sort()).toEqual(products.map((p, i) => [p.codice, i + 1]).sort());
    expect(cart.totaliQuantita).toBe(21);
  });

  it("concurrent appends of the same product add up", async () => {
    const [rossi] = cookies as [string];
    const answers = await Promise.all(Array.from({ length: 5 }, () => add(rossi, products[0]!, 2)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect((await cartOf(rossi)).productsList.map((l) => [l.codice, l.qntRichiesta])).toEqual([[products[0]!.codice, 10]]);
  });

  it("an add racing a send goes either into the order or into the next cart, never lost or in both", async () => {
    const [rossi] = cookies as [string];
    for (let round = 0; round < 4; round++) {
      await add(rossi, products[0]!, 1);
      const [sentRes, addRes] = await Promise.all([send(rossi), add(rossi, products[1]!, 1)]);
      expect(sentRes.statusCode).toBe(200);
      expect(addRes.statusCode).toBe(200);
      const order = body<CheckoutResult>(sentRes).data;
      expect(order.hasWarning).toBe(false);
      const inOrder = await orderLines(order.webOrderCode!);
      const next = (await cartOf(rossi)).productsList.map((l) => l.codice);
      expect(inOrder[0]).toBe(products[0]!.codice);
      if (inOrder.includes(products[1]!.codice)) expect(next).toEqual([]);
      else expect(next).toEqual([products[1]!.codice]);
      await get("/v100/cart/closeCart", rossi);
    }
  });
});
