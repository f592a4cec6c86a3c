// Shared fixtures and steps of the cart API tests (cart-add, cart-changes, cart-checkout): the test products, adding, sending, refused changes.
import { expect } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import type { TestApp } from "./test-app";
import { expectRefused, http } from "./http";
import { makeProduct, setDiscount, type ProductSpec as FactorySpec } from "./factories";
import type { Cart } from "../../../src/shared/contract/cart";

export const VIN = "ZFA31200000123456";

export type ProductSpec = FactorySpec & { precodice: string; codice: string; listCents: number };

// Test products are upserted: the tests own their values whether or not the demo catalogue has them.
export const P = {
  filter: { precodice: "T100", codice: "FILTRO1", listCents: 1240, codsco: "TCART", stock: { "01": 50, "03": 5 } },
  wd40: { precodice: "Q287", codice: "WD40", listCents: 500, codsco: "TNONE", stock: { "01": 100 } },
  notOrderable: { precodice: "T100", codice: "NOORD1", listCents: 1000, orderable: false, stock: { "01": 10 } },
  coded: { precodice: "T100", codice: "CODVIN1", listCents: 8000, requiresVin: true, stock: { "01": 10 } },
  battery: { precodice: "outf", codice: "BAT70", listCents: 7000, stock: { "01": 2 } },
  supplier: { precodice: "S123", codice: "EXT1", listCents: 2500, stock: { "01": 3 } },
  noStock: { precodice: "T100", codice: "NOSTOCK", listCents: 990, stock: { "01": 0 } },
  pad: { precodice: "T100", codice: "PASTIGLIE", listCents: 3333, codsco: "TCART", stock: { "01": 40 } },
} satisfies Record<string, ProductSpec>;

/** The test products back to the values of P. */
export async function resetProducts(t: TestApp): Promise<void> {
  for (const p of Object.values(P)) await makeProduct(t, { codsco: "TNONE", ...p });
}

/** The customers' discounts on TCART (100001: 40+10, 100002: 20) and the test products. */
export async function prepareCart(t: TestApp): Promise<void> {
  await setDiscount(t, 100001, "TCART", "40+10");
  await setDiscount(t, 100002, "TCART", "20");
  await resetProducts(t);
}

export const ref = (p: ProductSpec) => ({ precodice: p.precodice, codice: p.codice });

/** The cart steps bound to a test file's app (read at call time). */
export function cartClient(app: () => TestApp) {
  const { call, get, post, cartOf } = http(app);

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
    const r = await app().database.pool.query("select count(*)::int as n from orders where customer_id = $1", [customerId]);
    return r.rows[0].n as number;
  }

  /** Asserts a refused change: status, message, and the cart exactly as it was. */
  async function expectCartRefused(cookie: string, res: LightMyRequestResponse, status: number, message: string | RegExp, before: Cart): Promise<void> {
    expectRefused(res, status, message);
    expect(await cartOf(cookie)).toEqual(before);
  }

  return { add, emptyCart, checkout, countOrders, expectCartRefused };
}
