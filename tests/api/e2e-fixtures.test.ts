// The end-to-end suite's user copies exist only in a server started with E2E_FIXTURES=1
// (scripts/e2e-server.mjs, decision 0037): a deployment never has the route, nor its operation in
// /v100/openapi.json or docs/routes.md (both built without the flag).
import { describe, expect, it } from "vitest";
import { body } from "./helpers/test-app";
import { expectRefused } from "./helpers/http";
import { setupTestApp } from "./helpers/setup-test-app";

describe("e2e fixture routes", () => {
  const toPlain = setupTestApp();
  const toE2e = setupTestApp({ E2E_FIXTURES: true });
  const copy = (json: unknown) => toE2e.post("/v100/e2e/users", null, json);

  it("are not registered by default", async () => {
    expect(toPlain.t().config.E2E_FIXTURES).toBe(false);
    const res = await toPlain.post("/v100/e2e/users", null, { copyOf: "officina.rossi", username: "e2e.rossi.x" });
    expect(res.statusCode).toBe(404);
    expect(toPlain.t().routes.some((r) => r.url.startsWith("/v100/e2e"))).toBe(false);
    const auth = await toPlain.post("/v100/auth", null, { username: "e2e.rossi.x", password: "Ricambi2026!" });
    expect(auth.statusCode).not.toBe(200);
    const doc = (await toPlain.get("/v100/openapi.json", await toPlain.loginAs("admin"))).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).some((p) => p.startsWith("/v100/e2e"))).toBe(false);
  });

  it("are typed like every route: the flagged server's OpenAPI document declares the body and the answer", async () => {
    const route = toE2e.t().routes.find((r) => r.url === "/v100/e2e/users");
    expect(route?.schemas).toEqual(expect.arrayContaining(["body", "response"]));
    const doc = (await toE2e.get("/v100/openapi.json", await toE2e.loginAs("admin"))).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> }; responses: Record<string, unknown> }>>;
    };
    const op = doc.paths["/v100/e2e/users"]!.post!;
    expect(Object.keys(op.requestBody!.content)).toEqual(["application/json"]);
    expect(op.responses["200"]).toBeDefined();
  });

  it("copy a demo account with the password, on a copy of its customer or on the same; an agent keeps its customers", async () => {
    const res = await copy({ copyOf: "officina.rossi", username: "e2e.rossi.1" });
    expect(res.statusCode).toBe(200);
    expect(body<{ username: string; customerId: number }>(res).data).toMatchObject({ username: "e2e.rossi.1", customerId: 800001 });
    const cookie = await toE2e.loginAs("e2e.rossi.1");
    const me = await toE2e.get("/v100/auth/check", cookie);
    expect(me.statusCode).toBe(200);
    expect(me.body).toContain("e2e.rossi.1");
    expect(me.body).toContain("Autofficina Rossi S.n.c.");
    // The copied customer has the demo customer's discount chains: the same answer, prices included
    // (only the usual quantity, from the demo customer's order history, is not copied).
    const search = async (c: string) => {
      const rows = body<{ usualQty: number | null }[]>(await toE2e.get("/v100/search?searchString=OC90", c)).data;
      expect(rows.length).toBeGreaterThan(0);
      return rows.map(({ usualQty: _, ...rest }) => rest);
    };
    expect(await search(cookie)).toEqual(await search(await toE2e.loginAs("officina.rossi")));

    const same = await copy({ copyOf: "officina.rossi", username: "e2e.rossi.2", sameCustomer: true });
    expect(body<{ customerId: number }>(same).data.customerId).toBe(100001);

    // The agent's copy keeps the agent's customers.
    expect((await copy({ copyOf: "agente.verdi", username: "e2e.verdi.1" })).statusCode).toBe(200);
    const agent = await toE2e.loginAs("e2e.verdi.1");
    const candidates = await toE2e.get("/v100/auth/getAvaibleUsersForBehalf", agent);
    expect(candidates.statusCode).toBe(200);
    expect(candidates.body).toContain("officina.bianchi");
  });

  it("refuse other names and sources with a 4xx and an Italian message", async () => {
    expect((await copy({ copyOf: "officina.rossi", username: "admin2" })).statusCode).toBe(400);
    expect((await copy({ copyOf: "nessuno", username: "e2e.x" })).statusCode).toBe(400);
    expect((await copy({ copyOf: "officina.rossi", username: "e2e.dup" })).statusCode).toBe(200);
    expectRefused(await copy({ copyOf: "officina.rossi", username: "e2e.dup" }), 409, "Lo username e2e.dup è già utilizzato da un altro utente");
  });
});
