// Catalogue store and tyre store (issue 21): the punch-out round trip through the simulator into
// the cart, the landing token single-use and short-lived, a landing without a valid token showing
// nothing of anyone's, the tyre store only for uShowGSUrl users.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";
import { cartQty, upsertProducts } from "./helpers/workshop";
import { storeMessages as m } from "../../src/shared/messages/workshop-tools";
import type { LandingAnswer } from "../../src/shared/contract/stores";

let t: TestApp;
const { get, post, loginAs } = http(() => t);
let rossi: string;
let bianchi: string;

beforeAll(async () => {
  t = await createTestApp();
  await upsertProducts(t, [
    { precodice: "T230", codice: "KST1", stock: 40, refs: ["KS 900"] },
    { precodice: "Q231", codice: "KSUP1", stock: 0 },
  ]);
  [rossi, bianchi] = await Promise.all([loginAs("officina.rossi"), loginAs("officina.bianchi")]);
});
afterAll(async () => {
  await t?.close();
});

/** Opens the store as `cookie`, picks items in the simulator and follows the hand-back: the landing URL. */
async function roundTrip(cookie: string, items: string[]): Promise<{ token: string; sessionKey: string }> {
  const login = await get("/v100/kromeda/KStoreLogin", cookie);
  expect(login.statusCode).toBe(200);
  const storeUrl = new URL(body<string>(login).data, "http://localhost");
  expect(storeUrl.pathname).toBe("/v100/kromeda/simulator");
  const page = await get(`${storeUrl.pathname}${storeUrl.search}&q=KST1`);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain("KST1");
  const sessionKey = storeUrl.searchParams.get("sessionKey")!;
  const returnUrl = storeUrl.searchParams.get("returnUrl")!;
  const pick = new URLSearchParams({ sessionKey, returnUrl });
  items.forEach((i) => {
    const [code, qty] = i.split(":");
    pick.append("item", code!);
    pick.append(`qty_${code}`, qty!);
  });
  const handBack = await get(`/v100/kromeda/simulator/handBack?${pick}`);
  expect(handBack.statusCode).toBe(303);
  const back = await get(handBack.headers.location as string);
  expect(back.statusCode).toBe(303);
  const landing = new URL(back.headers.location as string, "http://localhost");
  expect(landing.pathname).toBe("/kstoreLanding");
  return { token: landing.searchParams.get("pGeneric")!, sessionKey: landing.searchParams.get("sessionKey")! };
}

async function exchange(token: string) {
  const res = await get(`/v100/auth/getCookie?token=${encodeURIComponent(token)}`);
  return { res, cookie: res.cookies.map((c) => `${c.name}=${c.value}`).join("; ") };
}

describe("catalogue store", () => {
  it("round trip: store, pick parts, landing (no portal session needed), add to cart", async () => {
    await get("/v100/cart/closeCart", rossi);
    const { token, sessionKey } = await roundTrip(rossi, ["KST1:3", "NOSUCHPART:1", "KSUP1:2"]);
    const { res, cookie } = await exchange(token);
    expect(res.statusCode).toBe(200);
    const landing = await get(`/v100/kromeda/KStoreLanding?sessionKey=${sessionKey}&token=${token}`, cookie);
    expect(landing.statusCode).toBe(200);
    const data = body<LandingAnswer>(landing).data;
    expect(data.rows).toEqual([
      expect.objectContaining({ precodice: "T230", codice: "KST1", qntRichiesta: 3, disp: 40, availabilityPending: false }),
      expect.objectContaining({ precodice: "Q231", codice: "KSUP1", qntRichiesta: 2, availabilityPending: true }),
    ]);
    expect(data.notFound).toEqual(["NOSUCHPART"]);
    // The supplier part's availability, asked row by row with the landing cookie.
    const avail = await get(`/v100/kromeda/productAvailability?sessionKey=${sessionKey}&precodice=Q231&codice=KSUP1`, cookie);
    expect(avail.statusCode).toBe(200);
    expect(body<{ totalOrderable: number }>(avail).data.totalOrderable).toEqual(expect.any(Number));
    expect((await get(`/v100/kromeda/productAvailability?sessionKey=${sessionKey}&precodice=Q231&codice=KSUP1`)).statusCode).toBe(403);
    const add = await post("/v100/kromeda/addToCart", cookie, { sessionKey, precodice: "T230", codice: "KST1", qntRichiesta: 3 });
    expect(add.statusCode).toBe(200);
    expect(await cartQty(t, rossi)).toEqual({ "T230/KST1": 3 });
  });

  it("a token used twice, an expired token, a landing without the cookie or with another trip's key: refused, nothing shown", async () => {
    const { token, sessionKey } = await roundTrip(rossi, ["KST1:1"]);
    const first = await exchange(token);
    expect(first.res.statusCode).toBe(200);
    const again = await exchange(token);
    expect(again.res.statusCode).toBe(403);
    expect(body(again.res)).toMatchObject({ data: null, error: m.tokenInvalid });

    const other = await roundTrip(bianchi, ["KST1:2"]);
    await t.database.pool.query("update store_sessions set token_expires_at = now() - interval '1 second' where session_key = $1", [other.sessionKey]);
    const expired = await exchange(other.token);
    expect(expired.res.statusCode).toBe(403);
    expect(body(expired.res).error).toBe(m.tokenInvalid);

    const noCookie = await get(`/v100/kromeda/KStoreLanding?sessionKey=${sessionKey}&token=${token}`);
    expect(noCookie.statusCode).toBe(403);
    expect(body(noCookie).data).toBeNull();
    // Rossi's landing cookie does not open Bianchi's trip, nor add to Bianchi's cart.
    const cross = await get(`/v100/kromeda/KStoreLanding?sessionKey=${other.sessionKey}&token=${other.token}`, first.cookie);
    expect(cross.statusCode).toBe(403);
    const add = await post("/v100/kromeda/addToCart", first.cookie, { sessionKey: other.sessionKey, precodice: "T230", codice: "KST1", qntRichiesta: 1 });
    expect(add.statusCode).toBe(403);
    // A hand-back for an unknown trip is refused.
    const forged = await get("/v100/kromeda/return?sessionKey=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&item=KST1:1");
    expect(forged.statusCode).toBe(403);
    // The simulator hands back only to Banco's own return URL.
    const open = await get(`/v100/kromeda/simulator/handBack?sessionKey=${sessionKey}&returnUrl=${encodeURIComponent("https://evil.example/v100/kromeda/return")}&item=KST1`);
    expect(open.statusCode).toBe(400);
  });
});

describe("tyre store", () => {
  it("opens for a uShowGSUrl user (officina.bianchi), refused for officina.rossi", async () => {
    const ok = await get("/v100/gs/getLoginUrl", bianchi);
    expect(ok.statusCode).toBe(200);
    const url = body<string>(ok).data;
    expect(url).toContain("/v100/gs/simulator");
    expect((await get(url)).body).toContain("Gomma Service");
    expect((await get("/v100/gs/getLoginUrl", rossi)).statusCode).toBe(403);
  });
});
