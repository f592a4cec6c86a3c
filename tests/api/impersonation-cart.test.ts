// A salesman acting for an assigned customer sees and fills THAT customer's cart and sends an
// order that records both identities; the customer sees it as theirs; the audit log holds it all.
import { describe, expect, it } from "vitest";
import type { AuditEntry } from "../../src/shared/contract/audit";
import type { Cart, CheckoutResult } from "../../src/shared/contract/cart";
import { body, cookieHeader } from "./helpers/test-app";
import { setupTestApp } from "./helpers/setup-test-app";
import { userIdOf } from "./helpers/factories";

const OC90 = { precodice: "M120", codice: "OC90" };

const { t, get, post, loginAs } = setupTestApp();
const userId = (username: string) => userIdOf(t(), username);

describe("salesman acting for officina.bianchi", () => {
  it("fills the customer's cart, sends the order with both identities, exits", async () => {
    // The customer has something in the cart already.
    const customer = await loginAs("officina.bianchi");
    const own = await post("/v100/cart/addToCart", customer, { precodice: "P100", codice: "PAD4455", qntRichiesta: 1 });
    expect(own.statusCode).toBe(200);

    const staff = await loginAs("agente.verdi");
    // Staff acting for nobody has no cart.
    expect((await get("/v100/cart/myCart", staff)).statusCode).toBe(403);

    const acting = cookieHeader(await post(`/v100/auth/behalf/${await userId("officina.bianchi")}`, staff));
    const seen = body<Cart>(await get("/v100/cart/myCart", acting)).data;
    expect(seen.productsList.map((l) => `${l.precodice}/${l.codice}`)).toEqual(["P100/PAD4455"]);

    const added = await post("/v100/cart/addToCart", acting, { ...OC90, qntRichiesta: 3 });
    expect(added.statusCode).toBe(200);
    const cart = body<Cart>(added).data;
    expect(cart.cId).toBe(seen.cId);
    expect(cart.productsList.find((l) => l.codice === "OC90")?.qntRichiesta).toBe(3);

    // The customer sees the staff member's additions in their own cart.
    const theirs = body<Cart>(await get("/v100/cart/myCart", customer)).data;
    expect(theirs.cId).toBe(cart.cId);
    expect(theirs.productsList.map((l) => l.codice).sort()).toEqual(["OC90", "PAD4455"]);

    const sent = await post("/v100/cart/cartCheckout", acting, { cartNotes: "Consegna al mattino", cRifOrdCli: "AG-VERDI-1" });
    expect(sent.statusCode).toBe(200);
    const result = body<CheckoutResult>(sent).data;
    expect(result.hasWarning).toBe(false);
    expect(result.webOrderCode).toMatch(/^\d+-\d+$/);

    const order = await t().database.pool.query<{ customer_id: number; user_id: number; actor_user_id: number }>(
      "select customer_id, user_id, actor_user_id from orders where web_order_code = $1",
      [result.webOrderCode],
    );
    expect(order.rows).toEqual([{ customer_id: 100002, user_id: await userId("officina.bianchi"), actor_user_id: await userId("agente.verdi") }]);

    const back = cookieHeader(await post("/v100/auth/behalf/exit", acting));
    expect(body<{ uUsername: string; isBehelf: boolean }>(await get("/v100/auth/check", back)).data).toMatchObject({ uUsername: "agente.verdi", isBehelf: false });
    expect((await get("/v100/cart/myCart", back)).statusCode).toBe(403);

    // The audit log holds every step with the salesman as actor and the customer user as subject.
    const admin = await loginAs("admin");
    const log = body<AuditEntry[]>(await get("/v100/audit/log?username=agente.verdi&size=100", admin)).data;
    const actions = log.map((e) => e.action).reverse();
    expect(actions).toEqual(["impersonation.start", "cart.add", "order.send", "impersonation.end"]);
    for (const e of log) {
      expect(e).toMatchObject({ actorUsername: "agente.verdi", actorRole: "SALESMAN", onBehalfOfUsername: "officina.bianchi", idCliente: 100002 });
    }
    expect(log.find((e) => e.action === "order.send")!.details).toMatchObject({ webOrderCode: result.webOrderCode });
    // The customer's own addition is theirs alone: not a staff action.
    expect(log.some((e) => e.details.codice === "PAD4455")).toBe(false);
  });

  it("cannot touch the cart of a customer not assigned to the salesman", async () => {
    const staff = await loginAs("agente.verdi");
    const refused = await post(`/v100/auth/behalf/${await userId("officina.esposito")}`, staff);
    expect(refused.statusCode).toBe(403);
    // Still no customer: the cart stays out of reach.
    expect((await post("/v100/cart/addToCart", staff, { ...OC90, qntRichiesta: 1 })).statusCode).toBe(403);
    const esposito = body<Cart>(await get("/v100/cart/myCart", await loginAs("officina.esposito"))).data;
    expect(esposito.productsList).toEqual([]);
  });
});
