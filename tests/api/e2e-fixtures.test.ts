// The end-to-end suite's user copies exist only in a server started with E2E_FIXTURES=1
// (scripts/e2e-server.mjs, decision 0037): a deployment never has the route.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, login, body, type TestApp } from "./helpers/test-app";

describe("e2e fixture routes", () => {
  let plain: TestApp;
  let e2e: TestApp;

  beforeAll(async () => {
    plain = await createTestApp({});
    e2e = await createTestApp({ E2E_FIXTURES: true });
  });
  afterAll(async () => {
    await plain?.close();
    await e2e?.close();
  });

  it("are not registered by default", async () => {
    expect(plain.config.E2E_FIXTURES).toBe(false);
    const res = await plain.app.inject({ method: "POST", url: "/v100/e2e/users", payload: { copyOf: "officina.rossi", username: "e2e.rossi.x" } });
    expect(res.statusCode).toBe(404);
    expect(plain.routes.some((r) => r.url.startsWith("/v100/e2e"))).toBe(false);
    expect((await plain.app.inject({ method: "POST", url: "/v100/auth", payload: { username: "e2e.rossi.x", password: "Ricambi2026!" } })).statusCode).not.toBe(200);
  });

  it("copy a demo account with the password, on a copy of its customer or on the same; an agent keeps its customers", async () => {
    const res = await e2e.app.inject({ method: "POST", url: "/v100/e2e/users", payload: { copyOf: "officina.rossi", username: "e2e.rossi.1" } });
    expect(res.statusCode).toBe(200);
    expect(body<{ username: string; customerId: number }>(res).data).toMatchObject({ username: "e2e.rossi.1", customerId: 800001 });
    const cookie = await login(e2e.app, "e2e.rossi.1");
    const me = await e2e.app.inject({ url: "/v100/auth/check", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.body).toContain("e2e.rossi.1");
    expect(me.body).toContain("Autofficina Rossi S.n.c.");
    // The copied customer has the demo customer's discount chains: the same answer, prices included
    // (only the usual quantity, from the demo customer's order history, is not copied).
    const search = async (c: string) => {
      const rows = (await e2e.app.inject({ url: "/v100/search?searchString=OC90", headers: { cookie: c } })).json().data as { usualQty: number | null }[];
      expect(rows.length).toBeGreaterThan(0);
      return rows.map(({ usualQty: _, ...rest }) => rest);
    };
    expect(await search(cookie)).toEqual(await search(await login(e2e.app, "officina.rossi")));

    const same = await e2e.app.inject({ method: "POST", url: "/v100/e2e/users", payload: { copyOf: "officina.rossi", username: "e2e.rossi.2", sameCustomer: true } });
    expect(body<{ customerId: number }>(same).data.customerId).toBe(100001);

    // The agent's copy keeps the agent's customers.
    expect((await e2e.app.inject({ method: "POST", url: "/v100/e2e/users", payload: { copyOf: "agente.verdi", username: "e2e.verdi.1" } })).statusCode).toBe(200);
    const agent = await login(e2e.app, "e2e.verdi.1");
    const candidates = await e2e.app.inject({ url: "/v100/auth/getAvaibleUsersForBehalf", headers: { cookie: agent } });
    expect(candidates.statusCode).toBe(200);
    expect(candidates.body).toContain("officina.bianchi");
  });

  it("refuse other names and sources with a 4xx", async () => {
    const post = (payload: unknown) => e2e.app.inject({ method: "POST", url: "/v100/e2e/users", payload: payload as object });
    expect((await post({ copyOf: "officina.rossi", username: "admin2" })).statusCode).toBe(400);
    expect((await post({ copyOf: "nessuno", username: "e2e.x" })).statusCode).toBe(400);
    expect((await post({ copyOf: "officina.rossi", username: "e2e.dup" })).statusCode).toBe(200);
    expect((await post({ copyOf: "officina.rossi", username: "e2e.dup" })).statusCode).toBe(409);
  });
});
