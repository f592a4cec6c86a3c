// Cart and order sending (issue 4): every rule with the spec's message, refused changes leave the
// cart as it was, one order per cart whatever the number of concurrent or repeated sends, the
// warning path, isolation between customers, offline mutation ids, the departure times.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";
import { makeProduct, setDiscount, userIdOf, type ProductSpec as FactorySpec } from "./helpers/factories";
import type { Cart, CheckoutResult } from "../../src/shared/contract/cart";

let t: TestApp;
const { call, get, post, cartOf, loginAs } = http(() => t);
let rossi: string;
let bianchi: string;
let rossiId: number;
let verdiId: number;

const VIN = "ZFA31200000123456";


type ProductSpec = FactorySpec & { precodice: string; codice: string; listCents: number };

// Test products are upserted: the tests own their values whether or not the demo catalogue has them.
const P = {
  filter: { precodice: "T100", codice: "FILTRO1", listCents: 1240, codsco: "TCART", stock: { "01": 50, "03": 5 } },
  wd40: { precodice: "Q287", codice: "WD40", listCents: 500, codsco: "TNONE", stock: { "01": 100 } },
  notOrderable: { precodice: "T100", codice: "NOORD1", listCents: 1000, orderable: false, stock: { "01": 10 } },
  coded: { precodice: "T100", codice: "CODVIN1", listCents: 8000, requiresVin: true, stock: { "01": 10 } },
  battery: { precodice: "outf", codice: "BAT70", listCents: 7000, stock: { "01": 2 } },
  supplier: { precodice: "S123", codice: "EXT1", listCents: 2500, stock: { "01": 3 } },
  noStock: { precodice: "T100", codice: "NOSTOCK", listCents: 990, stock: { "01": 0 } },
  pad: { precodice: "T100", codice: "PASTIGLIE", listCents: 3333, codsco: "TCART", stock: { "01": 40 } },
} satisfies Record<string, ProductSpec>;


async function resetProducts(): Promise<void> {
  for (const p of Object.values(P)) await makeProduct(t, { codsco: "TNONE", ...p });
}

const ref = (p: ProductSpec) => ({ precodice: p.precodice, codice: p.codice });

function add(cookie: string, p: ProductSpec, qty: unknown, extra: { note?: string; append?: boolean; headers?: Record<string, string> } = {}) {
  const url = extra.append === false ? "/v100/cart/addToCart?append=false" : "/v100/cart/addToCart";
  return post(url, cookie, { ...ref(p), qntRichiesta: qty, noteCliente: extra.note ?? "" }, { headers: extra.headers });
}

async function emptyCart(cookie: string): Promise<void> {
  expect((await get("/v100/cart/closeCart", cookie)).statusCode).toBe(200);
}

function checkout(cookie: string, form: Record<string, string> = {}, headers: Record<string, string> = {}) {
  return call("POST", "/v100/cart/cartCheckout", { cookie, form: { cartNotes: "", cRifOrdCli: "", ...form }, headers });
}

async function countOrders(customerId = 100001): Promise<number> {
  const r = await t.database.pool.query("select count(*)::int as n from orders where customer_id = $1", [customerId]);
  return r.rows[0].n as number;
}

/** Asserts a refused change: status, message, and the cart exactly as it was. */
async function expectCartRefused(cookie: string, res: LightMyRequestResponse, status: number, message: string | RegExp, before: Cart): Promise<void> {
  expectRefused(res, status, message);
  expect(await cartOf(cookie)).toEqual(before);
}

beforeAll(async () => {
  t = await createTestApp();
  await setDiscount(t, 100001, "TCART", "40+10");
  await setDiscount(t, 100002, "TCART", "20");
  await resetProducts();
  rossi = await loginAs("officina.rossi");
  bianchi = await loginAs("officina.bianchi");
  rossiId = await userIdOf(t, "officina.rossi");
  verdiId = await userIdOf(t, "agente.verdi");
});
afterAll(async () => t?.close());

beforeEach(async () => {
  await resetProducts();
  await emptyCart(rossi);
  await emptyCart(bianchi);
});

describe("GET /v100/cart/myCart", () => {
  it("answers the open cart with the spec's fields, empty at first", async () => {
    const cart = await cartOf(rossi);
    expect(cart).toMatchObject({ netTotal: 0, totaliArticoli: 0, totaliQuantita: 0, cNotes: "", cRifOrdCli: "", priorityOrder: false, productsList: [] });
    expect(cart.cId).toBeGreaterThan(0);
    // The same cart on every visit.
    expect((await cartOf(rossi)).cId).toBe(cart.cId);
  });

  it("needs a login and an effective customer", async () => {
    expect((await get("/v100/cart/myCart")).statusCode).toBe(401);
    const admin = await loginAs("admin");
    const res = await get("/v100/cart/myCart", admin);
    expect(res.statusCode).toBe(403);
  });
});

describe("POST /v100/cart/addToCart", () => {
  it("adds a product with today's price for the customer and answers the cart with totals", async () => {
    const res = await add(rossi, P.filter, 3, { note: "per Panda" });
    expect(res.statusCode).toBe(200);
    const cart = body<Cart>(res).data;
    expect(cart.totaliArticoli).toBe(1);
    expect(cart.totaliQuantita).toBe(3);
    const line = cart.productsList[0]!;
    // 12.40 with 40+10 is 6.696, rounded half-up to 6.70; three are 20.10.
    expect(line).toMatchObject({ precodice: "T100", codice: "FILTRO1", listino: 12.4, sconto: "40+10", netto: 6.7, qntRichiesta: 3, noteCliente: "per Panda", totaleRiga: 20.1, variazione: null });
    expect(cart.netTotal).toBe(20.1);
  });

  it("sums rounded line totals over several lines", async () => {
    await add(rossi, P.filter, 3);
    const cart = body<Cart>(await add(rossi, P.pad, 2)).data;
    // 33.33 with 40+10 is 17.9982 -> 18.00; 2 x 18.00 + 3 x 6.70
    expect(cart.productsList.map((l) => l.totaleRiga)).toEqual([20.1, 36]);
    expect(cart.netTotal).toBe(56.1);
    expect(cart.totaliArticoli).toBe(2);
    expect(cart.totaliQuantita).toBe(5);
  });

  it("adds to the quantity by default and sets it with append=false", async () => {
    await add(rossi, P.filter, 2);
    let cart = body<Cart>(await add(rossi, P.filter, 3)).data;
    expect(cart.productsList).toHaveLength(1);
    expect(cart.productsList[0]!.qntRichiesta).toBe(5);
    cart = body<Cart>(await add(rossi, P.filter, 1, { append: false })).data;
    expect(cart.productsList[0]!.qntRichiesta).toBe(1);
    expect(cart.totaliQuantita).toBe(1);
  });

  it("accepts quantitaRichiesta and numeric strings", async () => {
    const res = await post("/v100/cart/addToCart", rossi, { ...ref(P.filter), quantitaRichiesta: "4" });
    expect(res.statusCode).toBe(200);
    expect(body<Cart>(res).data.productsList[0]!.qntRichiesta).toBe(4);
  });

  it("keeps the item note when more of the product is added without one", async () => {
    await add(rossi, P.filter, 1, { note: "scaffale B" });
    const cart = body<Cart>(await add(rossi, P.filter, 1)).data;
    expect(cart.productsList[0]!.noteCliente).toBe("scaffale B");
  });

  it("refuses quantities outside 1-10000 or not whole, leaving the cart unchanged", async () => {
    await add(rossi, P.filter, 2);
    const before = await cartOf(rossi);
    await expectCartRefused(rossi, await add(rossi, P.filter, 0), 400, "La quantità minima è 1", before);
    await expectCartRefused(rossi, await add(rossi, P.filter, -1), 400, "La quantità minima è 1", before);
    await expectCartRefused(rossi, await add(rossi, P.filter, 10001), 400, "La quantità massima è 10000", before);
    await expectCartRefused(rossi, await add(rossi, P.filter, 1.5), 400, "La quantità deve essere un numero intero", before);
    await expectCartRefused(rossi, await add(rossi, P.filter, "abc"), 400, "La quantità deve essere un numero intero", before);
    await expectCartRefused(rossi, await add(rossi, P.filter, undefined), 400, "La quantità deve essere un numero intero", before);
    // Adding 9999 to the 2 already there would exceed the maximum.
    await expectCartRefused(rossi, await add(rossi, P.filter, 9999), 400, "La quantità massima è 10000", before);
    // Setting it is fine.
    expect((await add(rossi, P.filter, 10000, { append: false })).statusCode).toBe(200);
  });

  it("sells Q287/WD40 only in multiples of 6", async () => {
    const before = await cartOf(rossi);
    await expectCartRefused(rossi, await add(rossi, P.wd40, 7), 400, "Quantità deve essere un multiplo di 6", before);
    await expectCartRefused(rossi, await add(rossi, P.wd40, 1), 400, "Quantità deve essere un multiplo di 6", before);
    const res = await add(rossi, P.wd40, 6);
    expect(res.statusCode).toBe(200);
    expect(body<Cart>(res).data.productsList[0]!.qntRichiesta).toBe(6);
    expect(body<Cart>(await add(rossi, P.wd40, 12)).data.productsList[0]!.qntRichiesta).toBe(18);
  });

  it("refuses a product that is not orderable", async () => {
    const before = await cartOf(rossi);
    await expectCartRefused(rossi, await add(rossi, P.notOrderable, 1), 422, "Prodotto non ordinabile", before);
  });

  it("refuses more than available for outf/outp and Q/R/S + 3 digits, also when adding to a line", async () => {
    const before = await cartOf(rossi);
    const msg = "La quantità richiesta eccede la quantità disponibile";
    await expectCartRefused(rossi, await add(rossi, P.battery, 3), 422, msg, before);
    await expectCartRefused(rossi, await add(rossi, P.supplier, 4), 422, msg, before);
    await expectCartRefused(rossi, await add(rossi, P.wd40, 102), 422, msg, before);
    expect((await add(rossi, P.battery, 2)).statusCode).toBe(200);
    const withTwo = await cartOf(rossi);
    await expectCartRefused(rossi, await add(rossi, P.battery, 1), 422, msg, withTwo);
    expect((await add(rossi, P.supplier, 3)).statusCode).toBe(200);
    // Ordinary products may be ordered beyond stock (backorder).
    expect((await add(rossi, P.noStock, 5)).statusCode).toBe(200);
  });

  it("refuses a coded article without a VIN in the item note with errorCode 7", async () => {
    const before = await cartOf(rossi);
    const res = await add(rossi, P.coded, 1, { note: "urgente" });
    await expectCartRefused(rossi, res, 422, /telaio/, before);
    expect(body(res).errorCode).toBe(7);
    // 16 characters is not a VIN.
    expect(body(await add(rossi, P.coded, 1, { note: "ZFA3120000012345" })).errorCode).toBe(7);
    const ok = await add(rossi, P.coded, 1, { note: `telaio ${VIN}, Punto` });
    expect(ok.statusCode).toBe(200);
    expect(body<Cart>(ok).data.productsList[0]!.noteCliente).toBe(`telaio ${VIN}, Punto`);
    // More of it without a new note keeps the VIN already given.
    expect((await add(rossi, P.coded, 1)).statusCode).toBe(200);
  });

  it("refuses an item note over 250 characters", async () => {
    const before = await cartOf(rossi);
    await expectCartRefused(rossi, await add(rossi, P.filter, 1, { note: "x".repeat(251) }), 400, "La nota dell'articolo può contenere al massimo 250 caratteri", before);
    expect((await add(rossi, P.filter, 1, { note: "x".repeat(250) })).statusCode).toBe(200);
  });

  it("answers 404 for an unknown product and 400 without a code", async () => {
    const before = await cartOf(rossi);
    await expectCartRefused(rossi, await post("/v100/cart/addToCart", rossi, { precodice: "ZZZ", codice: "NONESISTE", qntRichiesta: 1 }), 404, "Prodotto non trovato", before);
    const res = await post("/v100/cart/addToCart", rossi, { precodice: "T100", qntRichiesta: 1 });
    expect(res.statusCode).toBe(400);
  });
});

describe("item note, removal, notes, priority, empty", () => {
  it("updates the item note (query precodice, codice, noteCliente)", async () => {
    await add(rossi, P.filter, 1);
    const res = await post(`/v100/cart/updateNoteCliente?precodice=T100&codice=FILTRO1&noteCliente=${encodeURIComponent("montare lunedì")}`, rossi);
    expect(res.statusCode).toBe(200);
    expect(body<Cart>(res).data.productsList[0]!.noteCliente).toBe("montare lunedì");
    const before = await cartOf(rossi);
    await expectCartRefused(rossi, await post(`/v100/cart/updateNoteCliente?precodice=T100&codice=FILTRO1&noteCliente=${"y".repeat(251)}`, rossi), 400, "La nota dell'articolo può contenere al massimo 250 caratteri", before);
    await expectCartRefused(rossi, await post("/v100/cart/updateNoteCliente?precodice=T100&codice=PASTIGLIE&noteCliente=x", rossi), 404, "Il prodotto non è nel carrello", before);
  });

  it("keeps the VIN rule when the note of a coded article changes", async () => {
    await add(rossi, P.coded, 1, { note: VIN });
    const before = await cartOf(rossi);
    const res = await post("/v100/cart/updateNoteCliente?precodice=T100&codice=CODVIN1&noteCliente=senza%20telaio", rossi);
    await expectCartRefused(rossi, res, 422, /telaio/, before);
    expect(body(res).errorCode).toBe(7);
  });

  it("removes a product", async () => {
    await add(rossi, P.filter, 1);
    await add(rossi, P.pad, 1);
    const res = await post("/v100/cart/remFromCart", rossi, ref(P.filter));
    expect(res.statusCode).toBe(200);
    expect(body<Cart>(res).data.productsList.map((l) => l.codice)).toEqual(["PASTIGLIE"]);
    const before = await cartOf(rossi);
    await expectCartRefused(rossi, await post("/v100/cart/remFromCart", rossi, ref(P.filter)), 404, "Il prodotto non è nel carrello", before);
  });

  it("saves the operator note and the order reference (form), with their limits", async () => {
    const res = await call("POST", "/v100/cart/addCartNotes", { cookie: rossi, form: { cartNotes: "Consegnare al retro", cRifOrdCli: "RIF-42" } });
    expect(res.statusCode).toBe(200);
    expect(body<Cart>(res).data).toMatchObject({ cNotes: "Consegnare al retro", cRifOrdCli: "RIF-42" });
    const before = await cartOf(rossi);
    await expectCartRefused(rossi, await call("POST", "/v100/cart/addCartNotes", { cookie: rossi, form: { cartNotes: "ok", cRifOrdCli: "r".repeat(31) } }), 400, "Il riferimento ordine cliente può contenere al massimo 30 caratteri", before);
    await expectCartRefused(rossi, await call("POST", "/v100/cart/addCartNotes", { cookie: rossi, form: { cartNotes: "n".repeat(501), cRifOrdCli: "ok" } }), 400, "La nota per gli operatori può contenere al massimo 500 caratteri", before);
    expect((await call("POST", "/v100/cart/addCartNotes", { cookie: rossi, form: { cartNotes: "n".repeat(500), cRifOrdCli: "r".repeat(30) } })).statusCode).toBe(200);
  });

  it("sets the urgent flag when every line is in stock, and refuses it naming the lines that are not", async () => {
    await add(rossi, P.filter, 2);
    let res = await post("/v100/cart/changeOrderPriority?priority=true", rossi);
    expect(res.statusCode).toBe(200);
    expect(body<Cart>(res).data.priorityOrder).toBe(true);
    res = await post("/v100/cart/changeOrderPriority?priority=false", rossi);
    expect(body<Cart>(res).data.priorityOrder).toBe(false);

    await add(rossi, P.noStock, 1);
    const before = await cartOf(rossi);
    await expectCartRefused(rossi, await post("/v100/cart/changeOrderPriority?priority=true", rossi), 422, "Quantità non disponibile a magazzino per T100 NOSTOCK", before);
    expect((await post("/v100/cart/changeOrderPriority?priority=forse", rossi)).statusCode).toBe(400);
  });

  it("empties the cart with closeCart (lines, notes, reference, urgency)", async () => {
    await add(rossi, P.filter, 2);
    await call("POST", "/v100/cart/addCartNotes", { cookie: rossi, form: { cartNotes: "n", cRifOrdCli: "r" } });
    await post("/v100/cart/changeOrderPriority?priority=true", rossi);
    const res = await get("/v100/cart/closeCart", rossi);
    expect(res.statusCode).toBe(200);
    expect(body<Cart>(res).data).toMatchObject({ netTotal: 0, totaliArticoli: 0, totaliQuantita: 0, cNotes: "", cRifOrdCli: "", priorityOrder: false, productsList: [] });
  });
});

describe("one customer never sees or changes another's cart", () => {
  it("keeps carts apart and answers 404 for another customer's cart", async () => {
    await add(rossi, P.filter, 3);
    const rossiCart = await cartOf(rossi);
    const bianchiCart = await cartOf(bianchi);
    expect(bianchiCart.cId).not.toBe(rossiCart.cId);
    expect(bianchiCart.productsList).toEqual([]);

    // Bianchi's own prices: 20% on the same discount code.
    const theirs = body<Cart>(await add(bianchi, P.filter, 1)).data;
    expect(theirs.productsList[0]!.netto).toBe(9.92);

    expect((await post("/v100/cart/remFromCart", bianchi, ref(P.pad))).statusCode).toBe(404);
    const res = await checkout(bianchi, { cId: String(rossiCart.cId) });
    expect(res.statusCode).toBe(404);
    expect(await cartOf(rossi)).toEqual(rossiCart);
    const rossiOrders = await t.database.pool.query("select count(*)::int as n from orders where cart_id = $1", [rossiCart.cId]);
    expect(rossiOrders.rows[0].n).toBe(0);
  });
});

describe("offline mutation ids (X-Mutation-Id)", () => {
  it("applies a mutation id once and answers the cart again on a repeat", async () => {
    const headers = { "x-mutation-id": "mut-0001-aaaa" };
    const first = await add(rossi, P.filter, 2, { headers });
    expect(first.statusCode).toBe(200);
    const again = await add(rossi, P.filter, 2, { headers });
    expect(again.statusCode).toBe(200);
    expect(body<Cart>(again).data.productsList[0]!.qntRichiesta).toBe(2);
    const stored = await t.database.pool.query("select user_id, result from applied_mutations where mutation_id = $1", [headers["x-mutation-id"]]);
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0].user_id).toBe(rossiId);

    // Concurrent replays of one id change the cart once.
    const h2 = { "x-mutation-id": "mut-0002-bbbb" };
    const all = await Promise.all(Array.from({ length: 5 }, () => add(rossi, P.filter, 1, { headers: h2 })));
    expect(all.every((r) => r.statusCode === 200)).toBe(true);
    expect((await cartOf(rossi)).productsList[0]!.qntRichiesta).toBe(3);

    // Another user's id is not theirs to replay.
    const other = await add(bianchi, P.filter, 1, { headers });
    expect(other.statusCode).toBe(409);
    expect((await cartOf(bianchi)).productsList).toEqual([]);
  });

  it("records nothing for a refused change, so a later valid replay applies", async () => {
    const headers = { "x-mutation-id": "mut-0003-cccc" };
    expect((await add(rossi, P.battery, 3, { headers })).statusCode).toBe(422);
    const stored = await t.database.pool.query("select 1 from applied_mutations where mutation_id = $1", [headers["x-mutation-id"]]);
    expect(stored.rows).toHaveLength(0);
  });
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
