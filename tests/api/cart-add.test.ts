// Cart contents (issue 4): the open cart, and adding products with every rule and the spec's message;
// a refused change leaves the cart as it was. Shared products and steps: helpers/cart.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";
import { cartClient, P, prepareCart, ref, resetProducts, VIN } from "./helpers/cart";
import type { Cart } from "../../src/shared/contract/cart";

let t: TestApp;
const { get, post, cartOf, loginAs } = http(() => t);
const { add, emptyCart, expectCartRefused } = cartClient(() => t);
let rossi: string;

beforeAll(async () => {
  t = await createTestApp();
  await prepareCart(t);
  rossi = await loginAs("officina.rossi");
});
afterAll(async () => t?.close());

beforeEach(async () => {
  await resetProducts(t);
  await emptyCart(rossi);
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
