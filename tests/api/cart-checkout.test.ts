// Order sending (issue 4): one order per cart whatever the number of concurrent or repeated sends,
// the warning path, sending while impersonating, the departure times. Shared products and steps:
// helpers/cart.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";
import { userIdOf } from "./helpers/factories";
import { cartClient, P, prepareCart, resetProducts } from "./helpers/cart";
import type { Cart, CheckoutResult } from "../../src/shared/contract/cart";

let t: TestApp;
const { get, post, cartOf, loginAs } = http(() => t);
const { add, emptyCart, checkout, countOrders } = cartClient(() => t);
let rossi: string;
let bianchi: string;
let rossiId: number;
let verdiId: number;

beforeAll(async () => {
  t = await createTestApp();
  await prepareCart(t);
  rossi = await loginAs("officina.rossi");
  bianchi = await loginAs("officina.bianchi");
  rossiId = await userIdOf(t, "officina.rossi");
  verdiId = await userIdOf(t, "agente.verdi");
});
afterAll(async () => t?.close());

beforeEach(async () => {
  await resetProducts(t);
  await emptyCart(rossi);
  await emptyCart(bianchi);
});

describe("POST /v100/cart/cartCheckout", () => {
  it("creates the order with its lines, outbox entry, notes, urgency; answers webOrderCode; the next cart is new and empty", async () => {
    await add(rossi, P.filter, 3, { note: "lato guida" });
    await add(rossi, P.pad, 2);
    await post("/v100/cart/changeOrderPriority?priority=true", rossi);
    const cart = await cartOf(rossi);
    const res = await checkout(rossi, { cartNotes: "Consegna mattina", cRifOrdCli: "ORD-7" });
    expect(res.statusCode).toBe(200);
    const r = body<CheckoutResult>(res).data;
    expect(r.hasWarning).toBe(false);
    expect(r.webOrderCode).toMatch(/^\d{4}-\d{6}$/);
    expect(r.tipoDoc).toBe("OW");
    expect(r.webOrderCode).toBe(`${r.anno}-${String(r.numeroDoc).padStart(6, "0")}`);

    const order = (await t.database.pool.query("select * from orders where web_order_code = $1", [r.webOrderCode])).rows[0];
    expect(order).toMatchObject({
      customer_id: 100001,
      user_id: rossiId,
      actor_user_id: rossiId,
      tipo_doc: "OW",
      note_doc: "Consegna mattina",
      rif_ord_cli: "ORD-7",
      priority: true,
      net_total_cents: 2010 + 3600,
      cart_id: cart.cId,
      status: "SENT",
    });
    const lines = (await t.database.pool.query("select * from order_lines where order_id = $1 order by riga", [order.id])).rows;
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ customer_id: 100001, riga: 1, precodice: "T100", codice: "FILTRO1", qty: 3, list_cents: 1240, discount_chain: "40+10", net_unit_cents: 670, line_total_cents: 2010, note_cliente: "lato guida" });
    expect(lines[1]).toMatchObject({ customer_id: 100001, riga: 2, codice: "PASTIGLIE", qty: 2, net_unit_cents: 1800, line_total_cents: 3600 });
    const outbox = (await t.database.pool.query("select * from order_outbox where order_id = $1", [order.id])).rows;
    expect(outbox).toHaveLength(1);

    const next = await cartOf(rossi);
    expect(next.cId).not.toBe(cart.cId);
    expect(next).toMatchObject({ totaliArticoli: 0, cNotes: "", cRifOrdCli: "", priorityOrder: false, productsList: [] });
  });

  it("numbers orders one after the other", async () => {
    await add(rossi, P.filter, 1);
    const a = body<CheckoutResult>(await checkout(rossi)).data;
    await add(rossi, P.filter, 1);
    const b = body<CheckoutResult>(await checkout(rossi)).data;
    expect(b.numeroDoc).toBe(a.numeroDoc! + 1);
    expect(b.webOrderCode).not.toBe(a.webOrderCode);
  });

  it("refuses to send an empty cart", async () => {
    await t.database.pool.query("update carts set ordered_at = now() - interval '1 hour' where ordered_at is not null");
    const res = await checkout(rossi);
    expectRefused(res, 422, "Il carrello è vuoto: aggiungere almeno un prodotto prima di inviare l'ordine");
  });

  it("10 concurrent checkouts of one cart make exactly one order and all answer the same code", async () => {
    await add(rossi, P.filter, 2);
    const before = await countOrders();
    const answers = await Promise.all(Array.from({ length: 10 }, () => checkout(rossi, { cartNotes: "doppio clic" })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const codes = answers.map((r) => body<CheckoutResult>(r).data.webOrderCode);
    expect(new Set(codes).size).toBe(1);
    expect(codes[0]).toMatch(/^\d{4}-\d{6}$/);
    expect(answers.filter((r) => body<CheckoutResult>(r).data.repeated === false)).toHaveLength(1);
    expect(await countOrders()).toBe(before + 1);
  });

  it("10 concurrent checkouts naming the cart (cId), as the client sends them, make one order", async () => {
    await add(rossi, P.filter, 2);
    const { cId } = await cartOf(rossi);
    const before = await countOrders();
    const answers = await Promise.all(Array.from({ length: 10 }, () => checkout(rossi, { cId: String(cId) })));
    expect(new Set(answers.map((r) => body<CheckoutResult>(r).data.webOrderCode)).size).toBe(1);
    expect(await countOrders()).toBe(before + 1);
    // A retry long after (the answer was lost) still answers that order for that cart.
    await t.database.pool.query("update carts set ordered_at = now() - interval '1 hour' where id = $1", [cId]);
    const late = await checkout(rossi, { cId: String(cId) });
    expect(body<CheckoutResult>(late).data).toMatchObject({ webOrderCode: body<CheckoutResult>(answers[0]!).data.webOrderCode, repeated: true });
    expect(await countOrders()).toBe(before + 1);
  });

  it("answers the same order for a repeated Idempotency-Key, whatever the cart holds now", async () => {
    await add(rossi, P.filter, 1);
    const key = { "idempotency-key": "send-7f3a9c21-0001" };
    const first = body<CheckoutResult>(await checkout(rossi, {}, key)).data;
    expect(first.repeated).toBe(false);
    const stored = await t.database.pool.query("select idempotency_key from orders where web_order_code = $1", [first.webOrderCode]);
    expect(stored.rows[0].idempotency_key).toBe(key["idempotency-key"]);

    await add(rossi, P.pad, 4);
    const before = await countOrders();
    const again = body<CheckoutResult>(await checkout(rossi, {}, key)).data;
    expect(again).toMatchObject({ webOrderCode: first.webOrderCode, repeated: true });
    expect(await countOrders()).toBe(before);
    // The new cart was not touched.
    expect((await cartOf(rossi)).productsList.map((l) => l.codice)).toEqual(["PASTIGLIE"]);
    // A malformed key is refused.
    expect((await checkout(rossi, {}, { "idempotency-key": "a b" })).statusCode).toBe(400);
  });

  it("GET checkoutStatus tells what became of a send whose answer was lost: its order, or nothing sent; never another customer's", async () => {
    const key = "send-lost-answer-0001";
    const status = (cookie: string, k: string) => get(`/v100/cart/checkoutStatus?key=${encodeURIComponent(k)}`, cookie);
    expect(body(await status(rossi, key)).data).toEqual({ sent: false, order: null });

    await add(rossi, P.filter, 1);
    const made = body<CheckoutResult>(await checkout(rossi, {}, { "idempotency-key": key })).data;
    const res = await status(rossi, key);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("no-store");
    expect(body(res).data).toEqual({ sent: true, order: { ...made, repeated: true } });
    // Another customer asking with the same key learns nothing.
    expect(body(await status(bianchi, key)).data).toEqual({ sent: false, order: null });
    // A malformed or missing key is a 400 with the Italian message.
    for (const bad of ["a b", ""]) {
      const r = await status(rossi, bad);
      expect(r.statusCode).toBe(400);
      expect(body(r).error).toBeTruthy();
    }
  });

  it("warns when a price changed since the user saw it, keeps the cart; updateCartChanges applies it; then the order goes", async () => {
    await add(rossi, P.filter, 2);
    await add(rossi, P.pad, 1);
    const before = await countOrders();
    await t.database.pool.query("update products set list_cents = 1500 where precodice = 'T100' and codice = 'FILTRO1'");

    // The cart shows today's price and marks the line.
    const shown = await cartOf(rossi);
    expect(shown.productsList[0]).toMatchObject({ netto: 8.1, variazione: "prezzo netto da 6,70 € a 8,10 €" });

    const res = await checkout(rossi, { cartNotes: "note da tenere", cRifOrdCli: "R1" });
    expect(res.statusCode).toBe(200);
    const w = body<CheckoutResult>(res).data;
    expect(w.hasWarning).toBe(true);
    expect(w.webOrderCode).toBeNull();
    expect(w.warningMessage).toContain("T100 FILTRO1: prezzo netto da 6,70 € a 8,10 €");
    expect(w.warningMessage).not.toContain("PASTIGLIE");
    expect(await countOrders()).toBe(before);
    const kept = await cartOf(rossi);
    expect(kept.cId).toBe(shown.cId);
    expect(kept.productsList).toHaveLength(2);
    expect(kept).toMatchObject({ cNotes: "note da tenere", cRifOrdCli: "R1" });

    const refreshed = await get("/v100/cart/updateCartChanges", rossi);
    expect(refreshed.statusCode).toBe(200);
    expect(body<Cart>(refreshed).data.productsList.every((l) => l.variazione === null)).toBe(true);

    const ok = body<CheckoutResult>(await checkout(rossi, { cartNotes: "note da tenere", cRifOrdCli: "R1" })).data;
    expect(ok.hasWarning).toBe(false);
    const line = (await t.database.pool.query("select l.* from order_lines l join orders o on o.id = l.order_id where o.web_order_code = $1 and l.codice = 'FILTRO1'", [ok.webOrderCode])).rows[0];
    expect(line).toMatchObject({ list_cents: 1500, net_unit_cents: 810, line_total_cents: 1620 });
  });

  it("warns when a product is no longer orderable or over the available stock; the refresh drops and lowers those lines", async () => {
    await add(rossi, P.filter, 1);
    await add(rossi, P.pad, 1);
    await add(rossi, P.battery, 2);
    await t.database.pool.query("update products set orderable = false where codice = 'PASTIGLIE'");
    await t.database.pool.query("update stock set qty = 1 where product_id = (select id from products where precodice = 'outf' and codice = 'BAT70')");
    const w = body<CheckoutResult>(await checkout(rossi)).data;
    expect(w.hasWarning).toBe(true);
    expect(w.warningMessage).toContain("T100 PASTIGLIE: non più ordinabile");
    expect(w.warningMessage).toContain("outf BAT70: disponibili 1 (richiesti 2)");

    const cart = body<Cart>(await get("/v100/cart/updateCartChanges", rossi)).data;
    expect(cart.productsList.map((l) => [l.codice, l.qntRichiesta])).toEqual([
      ["FILTRO1", 1],
      ["BAT70", 1],
    ]);
    expect(body<CheckoutResult>(await checkout(rossi)).data.hasWarning).toBe(false);
  });

  it("records the staff member and the customer user on an order sent while impersonating", async () => {
    const verdi = await loginAs("agente.verdi");
    const behalf = await post(`/v100/auth/behalf/${rossiId}`, verdi);
    expect(behalf.statusCode).toBe(200);
    const asRossi = behalf.cookies.map((c) => `${c.name}=${c.value}`).join("; ") || verdi;
    // While impersonating it is the impersonated user's cart.
    await add(rossi, P.pad, 1);
    const seen = await cartOf(asRossi);
    expect(seen.productsList.map((l) => l.codice)).toEqual(["PASTIGLIE"]);
    await add(asRossi, P.filter, 1);
    const r = body<CheckoutResult>(await checkout(asRossi)).data;
    const order = (await t.database.pool.query("select user_id, actor_user_id from orders where web_order_code = $1", [r.webOrderCode])).rows[0];
    expect(order).toEqual({ user_id: rossiId, actor_user_id: verdiId });
    const audit = await t.database.pool.query("select action, actor_user_id, on_behalf_of_user_id from audit_log where action in ('cart.add', 'order.send') and actor_user_id = $1", [verdiId]);
    expect(audit.rows).toEqual(
      expect.arrayContaining([
        { action: "cart.add", actor_user_id: verdiId, on_behalf_of_user_id: rossiId },
        { action: "order.send", actor_user_id: verdiId, on_behalf_of_user_id: rossiId },
      ]),
    );
  });
});

describe("GET /v100/documents/getAverageDeparture", () => {
  it("answers the configured departures in the spec's shape", async () => {
    const res = await get("/v100/documents/getAverageDeparture", rossi);
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual({ hour: 11, minute: 30, aMorningDepartureTime: "11:30", aEveningDepartureTime: "17:30", nonWorkingDays: expect.any(Array) });
    expect((await get("/v100/documents/getAverageDeparture")).statusCode).toBe(401);
  });
});
