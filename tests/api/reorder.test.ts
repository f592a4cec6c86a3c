// Reorder in one tap (issue 23 part 2, docs/decisions/0032): "Riordina" puts the still orderable
// lines of a sent order in the cart at today's price and explains the others (with substitutes);
// recently bought parts and the availability of missing lines are the customer's own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";
import { makeMissingItem, makeProduct, setStock } from "./helpers/factories";
import type { Cart, CheckoutResult } from "../../src/shared/contract/cart";
import type { MissingAvailability, RecentPurchase, ReorderResult } from "../../src/shared/contract/reorder";
import { reorderMessages as m } from "../../src/shared/messages/reorder";

let t: TestApp;
const { call, get, post, loginAs } = http(() => t);
let rossi: string;
let bianchi: string;
let admin: string;
let order: CheckoutResult;

const P = {
  keep: { codice: "RIORD1", listCents: 1000 },
  blocked: { codice: "RIORD2", listCents: 2000 },
  gone: { codice: "RIORD3", listCents: 3000 },
  substitute: { codice: "RIORD4", listCents: 3500 },
};

async function upsert(p: { codice: string; listCents: number }, stock = 50): Promise<number> {
  return (await makeProduct(t, { precodice: "T100", ...p, stock: { "01": stock } })).id;
}


const add = (cookie: string, codice: string, qty: number) => post("/v100/cart/addToCart", cookie, { precodice: "T100", codice, qntRichiesta: qty, noteCliente: "" });
const reorderUrl = (o: { tipoDoc: string | null; numeroDoc: number | null; anno: number | null }) => `/v100/orders/${o.tipoDoc}/${o.numeroDoc}/${o.anno}/reorder`;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  [rossi, bianchi, admin] = await Promise.all([loginAs("officina.rossi"), loginAs("officina.bianchi"), loginAs("admin")]);
  for (const [k, p] of Object.entries(P)) ids[k] = await upsert(p);
  // Rossi orders three parts: 2 × RIORD1, 3 × RIORD2, 1 × RIORD3.
  await get("/v100/cart/closeCart", rossi);
  for (const [codice, qty] of [["RIORD1", 2], ["RIORD2", 3], ["RIORD3", 1]] as const) expect((await add(rossi, codice, qty)).statusCode).toBe(200);
  const sent = await call("POST", "/v100/cart/cartCheckout", { cookie: rossi, form: { cartNotes: "", cRifOrdCli: "" } });
  expect(sent.statusCode).toBe(200);
  order = body<CheckoutResult>(sent).data;
  expect(order.numeroDoc).not.toBeNull();
  // Since then: RIORD1 costs more, RIORD2 is no longer orderable, RIORD3 left the catalogue for RIORD4.
  await t.database.pool.query("update products set list_cents = 1200 where id = $1", [ids.keep]);
  await t.database.pool.query("update products set orderable = false where id = $1", [ids.blocked]);
  await t.database.pool.query("update products set s_scope = 'OBSOLETE', codice_sostituente = 'RIORD4' where id = $1", [ids.gone]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("Riordina", () => {
  it("adds the orderable lines at today's price and lists the refused ones with reason and substitute", async () => {
    const res = await post(reorderUrl(order), rossi);
    expect(res.statusCode).toBe(200);
    const r = body<ReorderResult>(res).data;
    expect(r.added.map((a) => [a.codice, a.qty, a.lineQty])).toEqual([["RIORD1", 2, 2]]);
    const line = r.cart.productsList.find((l) => l.codice === "RIORD1");
    expect(line?.qntRichiesta).toBe(2);
    expect(line?.netto).toBe(12);
    expect(r.cart.productsList.some((l) => l.codice === "RIORD2" || l.codice === "RIORD3")).toBe(false);
    expect(r.refused.map((x) => [x.codice, x.reason])).toEqual([
      ["RIORD2", m.reasonNotOrderable],
      ["RIORD3", m.reasonGone],
    ]);
    expect(r.refused[0]!.substitutes).toEqual([]);
    expect(r.refused[1]!.substitutes.map((s) => [s.codice, s.netto, s.orderable])).toEqual([["RIORD4", 35, true]]);
  });

  it("a second reorder adds the quantities again (appended, as a repeated add)", async () => {
    const r = body<ReorderResult>(await post(reorderUrl(order), rossi)).data;
    expect(r.cart.productsList.find((l) => l.codice === "RIORD1")?.qntRichiesta).toBe(4);
    await get("/v100/cart/closeCart", rossi);
  });

  it("another customer's order is not found, and their cart is untouched", async () => {
    const res = await post(reorderUrl(order), bianchi);
    expectRefused(res, 404, m.orderNotFound);
    const cart = body<Cart>(await get("/v100/cart/myCart", bianchi)).data;
    expect(cart.productsList.some((l) => l.codice.startsWith("RIORD"))).toBe(false);
  });

  it("bad order numbers are refused in Italian, never a 500", async () => {
    for (const url of ["/v100/orders/OW/abc/2026/reorder", "/v100/orders/OW/1/1999/reorder", "/v100/orders/OW/-4/2026/reorder", "/v100/orders/OW/1.5/2026/reorder"]) {
      const res = await post(url, rossi);
      expect(res.statusCode, url).toBe(400);
      expect(body(res).error, url).toBe(m.badOrder);
    }
    const missing = await post("/v100/orders/OW/99999999/2026/reorder", rossi);
    expectRefused(missing, 404, m.orderNotFound);
  });

  it("staff acting for no customer are refused", async () => {
    const res = await post(reorderUrl(order), admin);
    expect(res.statusCode).toBe(403);
  });
});

describe("Acquistati di recente", () => {
  it("answers the customer's parts, newest first, with the last date and quantity and today's price", async () => {
    const res = await get("/v100/cart/recentPurchases?limit=50", rossi);
    expect(res.statusCode).toBe(200);
    const list = body<RecentPurchase[]>(res).data;
    const keep = list.find((p) => p.product.codice === "RIORD1");
    expect(keep).toMatchObject({ lastQty: 2, product: { netto: 12 } });
    expect(keep!.lastDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The part gone from the catalogue is not offered; the one not orderable is, marked as such.
    expect(list.some((p) => p.product.codice === "RIORD3")).toBe(false);
    expect(list.find((p) => p.product.codice === "RIORD2")?.product.orderable).toBe(false);
    const dates = list.map((p) => p.lastDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("is scoped to the customer", async () => {
    const list = body<RecentPurchase[]>(await get("/v100/cart/recentPurchases?limit=200", bianchi)).data;
    expect(list.some((p) => p.product.codice.startsWith("RIORD"))).toBe(false);
    expect((await get("/v100/cart/recentPurchases", admin)).statusCode).toBe(403);
  });

  it("refuses a bad limit in Italian", async () => {
    for (const q of ["limit=0", "limit=abc", "limit=201", "limit=2.5"]) {
      const res = await get(`/v100/cart/recentPurchases?${q}`, rossi);
      expect(res.statusCode, q).toBe(400);
      expect(body(res).error, q).toBe(m.badLimit);
    }
  });
});

describe("Mancanti tornati disponibili", () => {
  let missingId: number;
  beforeAll(async () => {
    const ol = await t.database.pool.query<{ order_id: number; id: number }>(
      "select ol.order_id, ol.id from order_lines ol join orders o on o.id = ol.order_id where o.numero_doc = $1 and o.anno = $2 and ol.codice = 'RIORD1'",
      [order.numeroDoc, order.anno],
    );
    missingId = await makeMissingItem(t, {
      customerId: 100001,
      orderId: ol.rows[0]!.order_id,
      orderLineId: ol.rows[0]!.id,
      productId: ids.keep!,
      precodice: "T100",
      codice: "RIORD1",
      description: "Articolo di prova RIORD1",
      qty: 2,
      supplierOrder: "OF 2026/000999",
      supplierOrderDate: "2026-11-01",
    });
  });

  it("tells a missing line still out of stock from one that became available, and adds it", async () => {
    await setStock(t, ids.keep!, { "01": 0 });
    let list = body<MissingAvailability>(await get("/v100/outofstock/availability", rossi)).data;
    expect(list.find((x) => x.id === missingId)).toMatchObject({ available: false, reason: m.missingStillUnavailable, qty: 2 });

    await setStock(t, ids.keep!, { "01": 10 });
    list = body<MissingAvailability>(await get("/v100/outofstock/availability", rossi)).data;
    const line = list.find((x) => x.id === missingId)!;
    expect(line).toMatchObject({ available: true, reason: null, product: { codice: "RIORD1", disp: 10 } });
    // The client adds it through the ordinary add (the same rule, offline outbox included).
    expect((await add(rossi, line.product!.codice, line.qty)).statusCode).toBe(200);
    const cart = body<Cart>(await get("/v100/cart/myCart", rossi)).data;
    expect(cart.productsList.find((l) => l.codice === "RIORD1")?.qntRichiesta).toBe(2);
  });

  it("is scoped to the customer", async () => {
    const list = body<MissingAvailability>(await get("/v100/outofstock/availability", bianchi)).data;
    expect(list.some((x) => x.id === missingId)).toBe(false);
  });
});
