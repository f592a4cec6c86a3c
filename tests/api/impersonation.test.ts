// Impersonation: who may act for whom, the session it leaves behind, and the audit trail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BehalfCandidate } from "../../src/shared/contract/behalf";
import type { SessionUser } from "../../src/shared/contract/auth";
import type { AuditEntry } from "../../src/shared/contract/audit";
import { body, cookieHeader, createTestApp, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";

let t: TestApp;
let ids: Record<string, number>;

async function userIds(): Promise<Record<string, number>> {
  const r = await t.database.pool.query<{ id: number; username: string }>("select id, username from users");
  return Object.fromEntries(r.rows.map((u) => [u.username, u.id]));
}

const { get, post, loginAs } = http(() => t);

beforeAll(async () => {
  t = await createTestApp();
  ids = await userIds();
});
afterAll(async () => t?.close());

describe("GET /v100/auth/getAvaibleUsersForBehalf", () => {
  it("gives ADMIN every customer user, with user and customer fields", async () => {
    const res = await get("/v100/auth/getAvaibleUsersForBehalf", await loginAs("admin"));
    expect(res.statusCode).toBe(200);
    const list = body<BehalfCandidate[]>(res).data;
    expect(list.map((u) => u.uUsername).sort()).toEqual(
      ["fornitore.obs", "gommista.melis", "officina.bianchi", "officina.esposito", "officina.rossi"],
    );
    expect(list.find((u) => u.uUsername === "officina.bianchi")).toMatchObject({
      uId: ids["officina.bianchi"],
      uRole: "USER",
      customerId: 100002,
      businessName: "Officina Bianchi S.r.l.",
      city: "Cagliari",
    });
    // No staff account is ever offered.
    expect(list.some((u) => u.uRole !== "USER")).toBe(false);
  });

  it("gives a SALESMAN only the users of the customers assigned to them", async () => {
    const res = await get("/v100/auth/getAvaibleUsersForBehalf", await loginAs("agente.verdi"));
    expect(res.statusCode).toBe(200);
    const list = body<BehalfCandidate[]>(res).data;
    expect(list.map((u) => [u.customerId, u.uUsername])).toEqual([
      [100001, "officina.rossi"],
      [100002, "officina.bianchi"],
    ]);
  });

  it("refuses a customer USER (403) and an anonymous caller (401)", async () => {
    const user = await get("/v100/auth/getAvaibleUsersForBehalf", await loginAs("officina.rossi"));
    expectRefused(user, 403, "Operazione non consentita per questo utente");
    const anon = await get("/v100/auth/getAvaibleUsersForBehalf");
    expect(anon.statusCode).toBe(401);
  });
});

describe("POST /v100/auth/behalf/{id} and /v100/auth/behalf/exit", () => {
  it("lets a salesman act for an assigned customer with a new session id, then exit", async () => {
    const staff = await loginAs("agente.verdi");
    const start = await post(`/v100/auth/behalf/${ids["officina.bianchi"]}`, staff);
    expect(start.statusCode).toBe(200);
    expect(body<SessionUser>(start).data).toMatchObject({
      uUsername: "officina.bianchi",
      uRole: "USER",
      idCliente: 100002,
      ragioneSociale: "Officina Bianchi S.r.l.",
      isBehelf: true,
      originalUser: { uId: ids["agente.verdi"], uUsername: "agente.verdi", uRole: "SALESMAN" },
    });
    const acting = cookieHeader(start);
    expect(acting).not.toBe(staff);
    expect(acting).toMatch(/^banco_sid=/);

    // The old session id is gone: impersonation gives a new id.
    expect((await get("/v100/auth/check", staff)).statusCode).toBe(401);

    const check = await get("/v100/auth/check", acting);
    expect(check.statusCode).toBe(200);
    expect(body<SessionUser>(check).data).toMatchObject({ uUsername: "officina.bianchi", isBehelf: true, originalUser: { uUsername: "agente.verdi" } });

    // Staff rules are checked on the real user: the list is still reachable while acting.
    expect((await get("/v100/auth/getAvaibleUsersForBehalf", acting)).statusCode).toBe(200);

    const exit = await post("/v100/auth/behalf/exit", acting);
    expect(exit.statusCode).toBe(200);
    expect(body<SessionUser>(exit).data).toMatchObject({ uUsername: "agente.verdi", uRole: "SALESMAN", isBehelf: false, originalUser: null, idCliente: null });
    const back = cookieHeader(exit);
    expect((await get("/v100/auth/check", acting)).statusCode).toBe(401);
    const after = body<SessionUser>(await get("/v100/auth/check", back)).data;
    expect(after).toMatchObject({ uUsername: "agente.verdi", isBehelf: false });
  });

  it("refuses a salesman for a customer not assigned to them", async () => {
    const staff = await loginAs("agente.verdi");
    const res = await post(`/v100/auth/behalf/${ids["officina.esposito"]}`, staff);
    expectRefused(res, 403, "Cliente non assegnato a questo agente");
    // Still the salesman, same session.
    expect(body<SessionUser>(await get("/v100/auth/check", staff)).data).toMatchObject({ uUsername: "agente.verdi", isBehelf: false });
  });

  it("refuses a salesman impersonating an ADMIN or another salesman, and ADMIN impersonating staff", async () => {
    const staff = await loginAs("agente.verdi");
    const res = await post(`/v100/auth/behalf/${ids.admin}`, staff);
    expectRefused(res, 403, "Si possono impersonificare solo gli utenti dei clienti");
    const admin = await loginAs("admin");
    expect((await post(`/v100/auth/behalf/${ids["agente.verdi"]}`, admin)).statusCode).toBe(403);
    expect((await post(`/v100/auth/behalf/${ids.admin}`, admin)).statusCode).toBe(403);
  });

  it("refuses a customer USER", async () => {
    const user = await loginAs("officina.rossi");
    const res = await post(`/v100/auth/behalf/${ids["officina.bianchi"]}`, user);
    expect(res.statusCode).toBe(403);
    expect(body<SessionUser>(await get("/v100/auth/check", user)).data).toMatchObject({ uUsername: "officina.rossi", isBehelf: false });
  });

  it("refuses impersonation while impersonating", async () => {
    const admin = await loginAs("admin");
    const start = await post(`/v100/auth/behalf/${ids["officina.rossi"]}`, admin);
    expect(start.statusCode).toBe(200);
    const acting = cookieHeader(start);
    const nested = await post(`/v100/auth/behalf/${ids["officina.bianchi"]}`, acting);
    expectRefused(nested, 403, "Operazione non consentita mentre si opera per conto di un cliente: abbandonare prima l'impersonificazione");
    expect(body<SessionUser>(await get("/v100/auth/check", acting)).data).toMatchObject({ uUsername: "officina.rossi", originalUser: { uUsername: "admin" } });
  });

  it("lets ADMIN act for any customer user", async () => {
    const admin = await loginAs("admin");
    const res = await post(`/v100/auth/behalf/${ids["gommista.melis"]}`, admin);
    expect(res.statusCode).toBe(200);
    expect(body<SessionUser>(res).data).toMatchObject({ uUsername: "gommista.melis", idCliente: 100004, isBehelf: true });
  });

  it("answers 404 for an unknown user and 400 for an id that is not a number", async () => {
    const admin = await loginAs("admin");
    const missing = await post("/v100/auth/behalf/999999", admin);
    expectRefused(missing, 404, "Utente non trovato");
    expect((await post("/v100/auth/behalf/officina.rossi", admin)).statusCode).toBe(400);
  });

  it("refuses exit when not impersonating", async () => {
    const staff = await loginAs("agente.verdi");
    expect((await post("/v100/auth/behalf/exit", staff)).statusCode).toBe(403);
    expect((await post("/v100/auth/behalf/exit", await loginAs("officina.rossi"))).statusCode).toBe(403);
    expect((await post("/v100/auth/behalf/exit")).statusCode).toBe(401);
  });

  it("refuses a cross-site request to start impersonation", async () => {
    const staff = await loginAs("agente.verdi");
    const res = await post(`/v100/auth/behalf/${ids["officina.rossi"]}`, staff, undefined, { headers: { "sec-fetch-site": "cross-site" } });
    expect(res.statusCode).toBe(403);
  });
});

describe("audit log of impersonation", () => {
  it("holds start and end with both identities, readable by ADMIN only", async () => {
    const staff = await loginAs("agente.verdi");
    const acting = cookieHeader(await post(`/v100/auth/behalf/${ids["officina.rossi"]}`, staff));
    await post("/v100/auth/behalf/exit", acting);

    const admin = await loginAs("admin");
    const res = await get("/v100/audit/log?username=agente.verdi&size=100", admin);
    expect(res.statusCode).toBe(200);
    const entries = body<AuditEntry[]>(res).data;
    const mine = entries.filter((e) => e.onBehalfOfUsername === "officina.rossi");
    expect(mine.map((e) => e.action)).toEqual(["impersonation.end", "impersonation.start"]);
    for (const e of mine) {
      expect(e).toMatchObject({ actorUserId: ids["agente.verdi"], actorUsername: "agente.verdi", actorRole: "SALESMAN", onBehalfOfUserId: ids["officina.rossi"], idCliente: 100001, ragioneSociale: "Autofficina Rossi S.n.c." });
    }
    expect(body(res).pagination).toEqual({ last: true });

    expect((await get("/v100/audit/log", staff)).statusCode).toBe(401); // that session id was rotated away
    expect((await get("/v100/audit/log", await loginAs("agente.verdi"))).statusCode).toBe(403);
    expect((await get("/v100/audit/log", await loginAs("officina.rossi"))).statusCode).toBe(403);
  });

  it("pages newest first and filters by action and customer", async () => {
    const admin = await loginAs("admin");
    const p0 = body<AuditEntry[]>(await get("/v100/audit/log?size=2&startFrom=0", admin));
    expect(p0.data).toHaveLength(2);
    expect(p0.pagination).toEqual({ last: false });
    expect(p0.data[0]!.at >= p0.data[1]!.at).toBe(true);
    const p1 = body<AuditEntry[]>(await get("/v100/audit/log?size=2&startFrom=1", admin));
    expect(p1.data[0]!.id).not.toBe(p0.data[0]!.id);
    const starts = body<AuditEntry[]>(await get("/v100/audit/log?action=impersonation.start&customerId=100004&size=100", admin)).data;
    expect(starts.length).toBeGreaterThan(0);
    expect(starts.every((e) => e.action === "impersonation.start" && e.idCliente === 100004)).toBe(true);
    const actions = body<string[]>(await get("/v100/audit/actions", admin)).data;
    expect(actions).toEqual(expect.arrayContaining(["impersonation.end", "impersonation.start"]));
    expect((await get("/v100/audit/log?size=1000", admin)).statusCode).toBe(400);
  });

  it("is append-only: the audit module has no update or delete", async () => {
    const { readFile } = await import("node:fs/promises");
    const repo = await readFile(new URL("../../src/server/modules/audit/repo.ts", import.meta.url), "utf8");
    expect(repo).not.toMatch(/\.(update|delete)\(/);
  });
});

describe("an impersonated user disabled meanwhile", () => {
  it("ends the impersonating session", async () => {
    const cookie = await loginAs("admin");
    const start = await post(`/v100/auth/behalf/${ids["officina.esposito"]}`, cookie);
    expect(start.statusCode).toBe(200);
    const acting = cookieHeader(start) || cookie;
    expect((await get("/v100/auth/check", acting)).statusCode).toBe(200);
    await t.database.pool.query("update users set disabled = true where username = 'officina.esposito'");
    try {
      expect((await get("/v100/auth/check", acting)).statusCode).toBe(401);
    } finally {
      await t.database.pool.query("update users set disabled = false where username = 'officina.esposito'");
    }
  });
});
