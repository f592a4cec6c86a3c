// Another customer's objects answer 404: the ids a customer owns (read from their own lists) are
// asked for by another customer, and by a salesman acting for that other customer. The owner gets
// them, so the 404 is about scoping, not about a wrong id. Covers the object routes that exist;
// route-level rules of every route are walked in authorization.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, cookieHeader, createTestApp, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";

let t: TestApp;
let owner: string; // officina.rossi, 100001
let other: string; // officina.bianchi, 100002
let salesmanForOther: string; // agente.verdi acting for officina.bianchi

const { get, post, loginAs } = http(() => t);
const has = (method: string, url: string) => t.routes.some((r) => r.method === method && r.url === url);

beforeAll(async () => {
  t = await createTestApp();
  owner = await loginAs("officina.rossi");
  other = await loginAs("officina.bianchi");
  const bianchi = await t.database.pool.query<{ id: number }>("select id from users where username = 'officina.bianchi'");
  const staff = await loginAs("agente.verdi");
  salesmanForOther = cookieHeader(await post(`/v100/auth/behalf/${bianchi.rows[0]!.id}`, staff));
});
afterAll(async () => t?.close());

describe("orders of another customer", () => {
  it("answer 404 for details and PDF", async () => {
    expect(has("POST", "/v100/orders/orderDetails") && has("GET", "/v100/orders/orderDetails/pdf/:tipoDoc/:numeroDoc/:anno")).toBe(true);
    const mine = body<{ tipoDoc: string; numeroDoc: number; anno: number }[]>(await get("/v100/orders/lastOrders?startFrom=0", owner)).data;
    expect(mine.length).toBeGreaterThan(0);
    const o = mine[0]!;
    const ident = { tipoDoc: o.tipoDoc, numeroDoc: o.numeroDoc, anno: o.anno };
    const pdf = `/v100/orders/orderDetails/pdf/${o.tipoDoc}/${o.numeroDoc}/${o.anno}`;

    expect((await post("/v100/orders/orderDetails", owner, ident)).statusCode).toBe(200);
    expect((await get(pdf, owner)).statusCode).not.toBe(404);

    for (const [who, cookie] of [["altro cliente", other], ["agente per altro cliente", salesmanForOther]] as const) {
      const d = await post("/v100/orders/orderDetails", cookie, ident);
      expect(d.statusCode, who).toBe(404);
      expect(body(d).data, who).toBeNull();
      expect((await get(pdf, cookie)).statusCode, who).toBe(404);
    }
    // Nor do they show up in the other customer's list.
    const theirs = body<{ tipoDoc: string; numeroDoc: number; anno: number }[]>(await get("/v100/orders/lastOrders?startFrom=0", other)).data;
    expect(theirs.some((x) => x.tipoDoc === o.tipoDoc && x.numeroDoc === o.numeroDoc && x.anno === o.anno)).toBe(false);
  });
});

describe("delivery notes of another customer", () => {
  it("answer 404 for details and PDF", async () => {
    expect(has("POST", "/v100/documents/getDdtsDetails") && has("GET", "/v100/documents/getPdf")).toBe(true);
    const mine = body<{ idDoc: number; docType: string }[]>(await post("/v100/documents/getDdts?startFrom=0", owner, {})).data;
    expect(mine.length).toBeGreaterThan(0);
    const d = mine[0]!;
    expect((await post("/v100/documents/getDdtsDetails", owner, { idDoc: d.idDoc })).statusCode).toBe(200);
    for (const [who, cookie] of [["altro cliente", other], ["agente per altro cliente", salesmanForOther]] as const) {
      expect((await post("/v100/documents/getDdtsDetails", cookie, { idDoc: d.idDoc })).statusCode, who).toBe(404);
      expect((await get(`/v100/documents/getPdf?idDoc=${d.idDoc}&typeDoc=${d.docType}`, cookie)).statusCode, who).toBe(404);
    }
  });
});

describe("invoices of another customer", () => {
  it("answer 404 for the PDF", async () => {
    const mine = body<{ idDoc: number; docType: string }[]>(await get("/v100/documents/getInvoices?startFrom=0", owner)).data;
    expect(mine.length).toBeGreaterThan(0);
    const inv = mine[0]!;
    for (const [who, cookie] of [["altro cliente", other], ["agente per altro cliente", salesmanForOther]] as const) {
      expect((await get(`/v100/documents/getPdf?idDoc=${inv.idDoc}&typeDoc=${inv.docType}`, cookie)).statusCode, who).toBe(404);
    }
  });
});

describe("the cart of another customer", () => {
  it("is never reached: each customer (and staff acting for one) works on their own cart", async () => {
    const a = await post("/v100/cart/addToCart", owner, { precodice: "M120", codice: "OC90", qntRichiesta: 1 });
    expect(a.statusCode).toBe(200);
    const ownerCart = body<{ cId: number }>(a).data.cId;
    const otherCart = body<{ cId: number; productsList: { codice: string }[] }>(await get("/v100/cart/myCart", other)).data;
    expect(otherCart.cId).not.toBe(ownerCart);
    expect(otherCart.productsList.some((l) => l.codice === "OC90")).toBe(false);
    // Sending "the owner's cart" by id from the other customer does not send it.
    const send = await post("/v100/cart/cartCheckout", other, { cId: ownerCart });
    expect(send.statusCode).toBeGreaterThanOrEqual(400);
    const still = body<{ cId: number; productsList: unknown[] }>(await get("/v100/cart/myCart", owner)).data;
    expect(still.cId).toBe(ownerCart);
    expect(still.productsList).toHaveLength(1);
  });
});
