// Cart changes (issue 4): item notes, removal, operator notes and reference, urgency, emptying, each
// refused change leaving the cart as it was; isolation between customers; offline mutation ids.
// Shared products and steps: helpers/cart.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";
import { userIdOf } from "./helpers/factories";
import { cartClient, P, prepareCart, ref, resetProducts, VIN } from "./helpers/cart";
import type { Cart } from "../../src/shared/contract/cart";

let t: TestApp;
const { call, get, post, cartOf, loginAs } = http(() => t);
const { add, emptyCart, checkout, expectCartRefused } = cartClient(() => t);
let rossi: string;
let bianchi: string;
let rossiId: number;

beforeAll(async () => {
  t = await createTestApp();
  await prepareCart(t);
  rossi = await loginAs("officina.rossi");
  bianchi = await loginAs("officina.bianchi");
  rossiId = await userIdOf(t, "officina.rossi");
});
afterAll(async () => t?.close());

beforeEach(async () => {
  await resetProducts(t);
  await emptyCart(rossi);
  await emptyCart(bianchi);
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
