// Walks EVERY route the app registers as every kind of caller and checks the answer against the
// rule the route declares (docs/routes.md). A route added later is walked without a new test.
//   anonymous on a non-public route            → 401
//   role, real role, flag or customer missing  → 403
//   allowed                                    → neither 401 nor 403 (bad input gives 400/404/422)
//   always                                     → never 5xx, always the JSON envelope with an Italian error
import { afterAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import type { AccessRule } from "../../src/server/lib/access-rule";
import type { RegisteredRoute } from "../../src/server/plugins/access-control";
import type { Role } from "../../src/shared/contract/auth";
import { body, cookieHeader, createTestApp } from "./helpers/test-app";
import { http, type Method } from "./helpers/http";

interface Persona {
  name: string;
  /** Facts about the caller, written here from the demo accounts (README), not read from the app. */
  facts: null | { realRole: Role; role: Role; customerId: number | null; behalf: boolean; gsUrl: boolean; obsoleteSupplier: boolean; onlyDestData: boolean };
  username?: string;
  actAs?: string;
}

const personas: Persona[] = [
  { name: "anonimo", facts: null },
  { name: "utente (officina.rossi, 100001)", username: "officina.rossi", facts: { realRole: "USER", role: "USER", customerId: 100001, behalf: false, gsUrl: false, obsoleteSupplier: false, onlyDestData: false } },
  { name: "utente di un altro cliente (officina.bianchi, 100002)", username: "officina.bianchi", facts: { realRole: "USER", role: "USER", customerId: 100002, behalf: false, gsUrl: true, obsoleteSupplier: false, onlyDestData: false } },
  { name: "fornitore obsoleti (fornitore.obs)", username: "fornitore.obs", facts: { realRole: "USER", role: "USER", customerId: 100900, behalf: false, gsUrl: false, obsoleteSupplier: true, onlyDestData: false } },
  { name: "agente (agente.verdi)", username: "agente.verdi", facts: { realRole: "SALESMAN", role: "SALESMAN", customerId: null, behalf: false, gsUrl: false, obsoleteSupplier: false, onlyDestData: false } },
  { name: "amministratore (admin)", username: "admin", facts: { realRole: "ADMIN", role: "ADMIN", customerId: null, behalf: false, gsUrl: false, obsoleteSupplier: false, onlyDestData: false } },
  { name: "agente per conto di officina.rossi", username: "agente.verdi", actAs: "officina.rossi", facts: { realRole: "SALESMAN", role: "USER", customerId: 100001, behalf: true, gsUrl: false, obsoleteSupplier: false, onlyDestData: false } },
];

type Expected = "public" | 401 | 403 | "allowed";

/** What the rule says this caller gets. */
function expectedFor(rule: AccessRule, f: Persona["facts"]): Expected {
  if (rule.public) return "public";
  if (!f) return 401;
  if (rule.realRoles && !rule.realRoles.includes(f.realRole)) return 403;
  if (rule.roles && !rule.roles.includes(f.role)) return 403;
  if (rule.impersonating && !f.behalf) return 403;
  if (rule.notImpersonating && f.behalf) return 403;
  if (rule.flag === "obsoleteSupplier" && !(f.obsoleteSupplier || f.role === "ADMIN")) return 403;
  if (rule.flag === "gsUrl" && !f.gsUrl) return 403;
  if (rule.flag === "invoices" && f.onlyDestData) return 403;
  if (rule.customer && f.customerId === null && !rule.customerOptionalFor?.includes(f.role)) return 403;
  return "allowed";
}

// Path parameters get harmless placeholder values: the walk is about who gets in, not about data.
function fillPath(url: string): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => (/year|anno/i.test(name) ? "2026" : /date/i.test(name) ? "2026-01-15" : "1")).replace(/\*/g, "x");
}

const t = await createTestApp();
const { call, get, post, loginAs } = http(() => t);
afterAll(async () => t?.close());

const userIds = new Map((await t.database.pool.query<{ id: number; username: string }>("select id, username from users")).rows.map((r) => [r.username, r.id]));
const cookies = new Map<string, string>();

async function freshCookie(p: Persona): Promise<string> {
  let c = await loginAs(p.username!);
  if (p.actAs) {
    const res = await post(`/v100/auth/behalf/${userIds.get(p.actAs)}`, c);
    if (res.statusCode !== 200) throw new Error(`impersonificazione di ${p.actAs} fallita: ${res.body}`);
    c = cookieHeader(res);
  }
  return c;
}

/** The caller's cookie, logging in again when a walked route ended or rotated the session. */
async function cookieFor(p: Persona): Promise<string | undefined> {
  if (!p.facts) return undefined;
  const cached = cookies.get(p.name);
  if (cached) {
    const check = await get("/v100/auth/check", cached);
    const u = check.statusCode === 200 ? body<{ uUsername: string; isBehelf: boolean }>(check).data : null;
    if (u && u.uUsername === (p.actAs ?? p.username) && u.isBehelf === p.facts.behalf) return cached;
  }
  const c = await freshCookie(p);
  cookies.set(p.name, c);
  return c;
}

function callRoute(route: RegisteredRoute, cookie: string | undefined): Promise<LightMyRequestResponse> {
  const hasBody = route.method !== "GET" && route.method !== "DELETE";
  return call(route.method as Method, fillPath(route.url), { cookie, headers: { accept: "application/json" }, ...(hasBody ? { json: {} } : {}) });
}

function describeAnswer(res: LightMyRequestResponse): string {
  return `${res.statusCode} ${res.body.slice(0, 200)}`;
}

const walked = t.routes.filter((r) => r.url.startsWith("/v100/"));

describe("the route table", () => {
  it("holds the routes of this issue and every route has a rule", () => {
    const keys = walked.map((r) => `${r.method} ${r.url}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        "GET /v100/auth/getAvaibleUsersForBehalf",
        "POST /v100/auth/behalf/:id",
        "POST /v100/auth/behalf/exit",
        "GET /v100/registration/checkCensimento",
        "GET /v100/registration/getCustomerInfo",
        "POST /v100/registration/addCustomerInfo",
        "GET /v100/registration/getCustomersInfo",
        "GET /v100/audit/log",
      ]),
    );
    for (const r of t.routes) expect(Object.keys(r.access).length, `${r.method} ${r.url}`).toBeGreaterThan(0);
  });

  it("cannot start with a route that declares no rule", async () => {
    const { default: Fastify } = await import("fastify");
    const { registerAccessControl } = await import("../../src/server/plugins/access-control");
    const app = Fastify();
    registerAccessControl(app, []);
    expect(() => app.get("/v100/senza-regola", async () => "x")).toThrow(/config\.access/);
    await app.close();
  });
});

describe.each(walked.map((r) => [`${r.method} ${r.url}`, r] as const))("%s", (_name, route) => {
  it.each(personas.map((p) => [p.name, p] as const))("as %s", async (_p, persona) => {
    const expected = expectedFor(route.access, persona.facts);
    const res = await callRoute(route, await cookieFor(persona));
    const why = `${persona.name} → ${describeAnswer(res)}`;
    expect(res.statusCode, why).toBeLessThan(500);
    if (expected === 401 || expected === 403) {
      expect(res.statusCode, why).toBe(expected);
      const b = body(res);
      expect(b.data, why).toBeNull();
      expect(typeof b.error === "string" && b.error.length > 0, why).toBe(true);
    } else if (expected === "allowed") {
      expect([401, 403], why).not.toContain(res.statusCode);
    }
    // A JSON error answer is always the envelope with the message in `error`.
    if (res.statusCode >= 400 && String(res.headers["content-type"]).includes("json")) {
      expect(typeof body(res).error, why).toBe("string");
    }
  });
});
