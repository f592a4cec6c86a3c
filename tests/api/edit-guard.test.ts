// What an offline edit's request says about where it may land, checked by the server in that same
// request (src/server/lib/edit-guard.ts): the identity it was queued under (refused, errorCode
// identityChanged, under another user's session, impersonation included) and the cart it was made
// on (refused when that cart was sent meanwhile; a replay of an edit already applied still answers
// as applied). Nothing is written when refused; requests without the headers are unaffected.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";
import { makeProduct, userIdOf } from "./helpers/factories";
import type { Cart } from "../../src/shared/contract/cart";
import { EDIT_CART_HEADER, EDIT_IDENTITY_HEADER, MUTATION_ID_HEADER } from "../../src/shared/contract/cart";
import { ErrorCode } from "../../src/shared/contract/envelope";
import { offlineMessages } from "../../src/shared/messages/offline";

let t: TestApp;
const { call, get, post, cartOf, loginAs } = http(() => t);
let rossi: string;
let bianchi: string;
const P = { precodice: "T610", codice: "GUARD1" };

let seq = 0;
const mutationId = () => `m-guard-${++seq}-${Date.now().toString(36)}`;

function addEdit(cookie: string, headers: Record<string, string>, qty = 2) {
  return call("POST", "/v100/cart/addToCart", { cookie, json: { ...P, qntRichiesta: qty, noteCliente: "" }, headers: { [MUTATION_ID_HEADER]: mutationId(), ...headers } });
}
const qtyIn = (cart: Cart) => cart.productsList.find((l) => l.codice === P.codice)?.qntRichiesta ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  await makeProduct(t, { ...P, description: "Articolo per le verifiche delle modifiche", listCents: 1200, stock: { "01": 100 } });
  rossi = await loginAs("officina.rossi");
  bianchi = await loginAs("officina.bianchi");
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  for (const c of [rossi, bianchi]) expect((await get("/v100/cart/closeCart", c)).statusCode).toBe(200);
});

describe("the identity an edit was queued under", () => {
  it("is applied under its own session", async () => {
    const res = await addEdit(rossi, { [EDIT_IDENTITY_HEADER]: "officina.rossi" });
    expect(res.statusCode, res.body).toBe(200);
    expect(qtyIn(body<Cart>(res).data)).toBe(2);
  });

  it("is refused under another user's session, with its code, and nothing lands in that user's cart", async () => {
    const res = await addEdit(bianchi, { [EDIT_IDENTITY_HEADER]: "officina.rossi" });
    expectRefused(res, 409, offlineMessages.editOfAnotherUser);
    expect(body(res).errorCode).toBe(ErrorCode.identityChanged);
    expect(qtyIn(await cartOf(bianchi))).toBe(0);
    expect(qtyIn(await cartOf(rossi))).toBe(0);
  });

  it("names the staff member and the customer user while impersonating", async () => {
    const verdi = await loginAs("agente.verdi");
    const behalf = await post(`/v100/auth/behalf/${await userIdOf(t, "officina.rossi")}`, verdi);
    expect(behalf.statusCode, behalf.body).toBe(200);
    const asRossi = behalf.cookies.map((c) => `${c.name}=${c.value}`).join("; ") || verdi;
    // Queued by officina.rossi themself: not the agent's session acting for them.
    expectRefused(await addEdit(asRossi, { [EDIT_IDENTITY_HEADER]: "officina.rossi" }), 409, offlineMessages.editOfAnotherUser);
    const own = await addEdit(asRossi, { [EDIT_IDENTITY_HEADER]: encodeURIComponent("agente.verdi>officina.rossi") });
    expect(own.statusCode, own.body).toBe(200);
    expect(qtyIn(await cartOf(rossi))).toBe(2);
  });

  it("a header that is not URI-encoded text is a 400 with the Italian message", async () => {
    expectRefused(await addEdit(rossi, { [EDIT_IDENTITY_HEADER]: "%E0%A4%A" }), 400, /non valid/i);
    expect(qtyIn(await cartOf(rossi))).toBe(0);
  });
});

describe("the cart an edit was made on", () => {
  async function sendOpenCart(cookie: string): Promise<number> {
    const cart = await cartOf(cookie);
    await t.database.pool.query("update carts set status = 'ORDERED' where id = $1", [cart.cId]);
    return cart.cId;
  }

  it("is applied while that cart is the open one", async () => {
    const { cId } = await cartOf(rossi);
    const res = await addEdit(rossi, { [EDIT_CART_HEADER]: String(cId) });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<Cart>(res).data.cId).toBe(cId);
  });

  it("is refused, writing nothing, once that cart was sent: for an add and for the locked changes", async () => {
    const old = await sendOpenCart(rossi);
    expectRefused(await addEdit(rossi, { [EDIT_CART_HEADER]: String(old) }), 409, offlineMessages.cartChangedMeanwhile);
    const notes = await call("POST", "/v100/cart/addCartNotes", { cookie: rossi, form: { cartNotes: "scaffale 3", cRifOrdCli: "R1" }, headers: { [MUTATION_ID_HEADER]: mutationId(), [EDIT_CART_HEADER]: String(old) } });
    expectRefused(notes, 409, offlineMessages.cartChangedMeanwhile);
    const open = await cartOf(rossi);
    expect(open.cId).not.toBe(old);
    expect(qtyIn(open)).toBe(0);
    expect(open.cNotes).toBe("");
  });

  it("a replay of an edit applied before its cart was sent answers as applied, not refused", async () => {
    const { cId } = await cartOf(rossi);
    const headers = { [MUTATION_ID_HEADER]: mutationId(), [EDIT_CART_HEADER]: String(cId) };
    const req = { cookie: rossi, json: { ...P, qntRichiesta: 1, noteCliente: "" }, headers };
    expect((await call("POST", "/v100/cart/addToCart", req)).statusCode).toBe(200);
    await sendOpenCart(rossi);
    const replay = await call("POST", "/v100/cart/addToCart", req);
    expect(replay.statusCode, replay.body).toBe(200);
  });

  it("a cart header that is not a cart id is a 400", async () => {
    expectRefused(await addEdit(rossi, { [EDIT_CART_HEADER]: "abc" }), 400, "Intestazione non valida");
  });
});
