// Salesman visit reports (issue 20; spec document 2, §3 Visit report, §7 Salesman, §8): the agent's
// own reports, the public agent URL (only that agent, rotation stops it at once, rate limit), another
// agent's visit answers 404, bad input is a 4xx that changes nothing, the CSV full report.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AgentCustomer, AgentLink, AgentSummary, Visit } from "../../src/shared/contract/visits";
import { parse } from "csv-parse/sync";
import { visitMessages } from "../../src/shared/messages/visits";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";
import { loginAgents } from "./helpers/agents";

const RATE_LIMIT = 20;
let t: TestApp;
let verdi: string, neri: string, admin: string; // cookies
let verdiId: number, neriId: number;
let address = 10;

/** Each test talks from its own address, so the public URLs' rate limit is only met where tested. */
function nextAddress(): string {
  return `10.0.0.${address++}`;
}

const { call, loginAs } = http(() => t);

async function visitCount(agentId?: number): Promise<number> {
  const r = agentId === undefined
    ? await t.database.pool.query<{ n: string }>("select count(*) as n from visits")
    : await t.database.pool.query<{ n: string }>("select count(*) as n from visits where agent_user_id = $1", [agentId]);
  return Number(r.rows[0]!.n);
}

async function rotate(agentId: number): Promise<string> {
  const res = await call("POST", `/v100/salesman/agentLink/${agentId}`, { cookie: admin });
  expect(res.statusCode).toBe(200);
  const link = body<AgentLink>(res).data;
  expect(link.path).toBe(`/report/${link.token}`);
  return link.token;
}

const day = "2026-03-16";
const visitOf = (uIdCliente: number, vText: string, vDate = day, vType = "Visita") => ({ vDate, vType, vText, uIdCliente });

beforeAll(async () => {
  t = await createTestApp({ AGENT_URL_MAX_PER_MINUTE: RATE_LIMIT });
  ({ verdi, neri, admin, verdiId, neriId } = await loginAgents(t));
});
afterAll(async () => t?.close());

describe("the logged-in agent's own reports", () => {
  it("lists only the agent's assigned customers, by name", async () => {
    const res = await call("GET", "/v100/salesman/getCustomersInfo/000000", { cookie: verdi });
    expect(res.statusCode).toBe(200);
    expect(body<AgentCustomer[]>(res).data).toEqual([
      { customerId: 100001, businessName: "Autofficina Rossi S.n.c." },
      { customerId: 100002, businessName: "Officina Bianchi S.r.l." },
    ]);
    expect(body<AgentCustomer[]>(await call("GET", "/v100/salesman/getCustomersInfo/000000", { cookie: neri })).data.map((c) => c.customerId)).toEqual([100003]);
  });

  it("adds, reads, changes and deletes a visit of the day", async () => {
    const created = await call("POST", "/v100/salesman/postVisit/000000", { cookie: verdi, json: visitOf(100001, "Presentato il listino filtri") });
    expect(created.statusCode).toBe(200);
    const v = body<Visit>(created).data;
    expect(v).toMatchObject({ vDate: day, vType: "Visita", vText: "Presentato il listino filtri", uIdCliente: 100001, ragSoc: "Autofficina Rossi S.n.c.", smName: "agente.verdi" });

    const list = body<Visit[]>(await call("GET", `/v100/salesman/visit/000000/${day}`, { cookie: verdi })).data;
    expect(list.map((x) => x.vId)).toContain(v.vId);
    // The same agent by their own id gives the same day.
    expect(body<Visit[]>(await call("GET", `/v100/salesman/visit/${verdiId}/${day}`, { cookie: verdi })).data).toEqual(list);

    const changed = await call("PUT", "/v100/salesman/updateVisit/000000", { cookie: verdi, json: { vId: v.vId, ...visitOf(100002, "Telefonata per il reso", day, "Telefonata") } });
    expect(changed.statusCode).toBe(200);
    expect(body<Visit>(changed).data).toMatchObject({ vId: v.vId, vType: "Telefonata", uIdCliente: 100002, ragSoc: "Officina Bianchi S.r.l.", vText: "Telefonata per il reso" });

    const audit = await t.database.pool.query<{ action: string }>("select action from audit_log where action like 'visit.%' and details->>'vId' = $1 order by id", [String(v.vId)]);
    expect(audit.rows.map((r) => r.action)).toEqual(["visit.create", "visit.update"]);

    const removed = await call("DELETE", `/v100/salesman/deleteVisit/000000/${v.vId}`, { cookie: verdi });
    expect(removed.statusCode).toBe(200);
    expect(body<Visit[]>(await call("GET", `/v100/salesman/visit/000000/${day}`, { cookie: verdi })).data.map((x) => x.vId)).not.toContain(v.vId);
  });

  it("applies a replayed mutation id once", async () => {
    const before = await visitCount(verdiId);
    const headers = { "x-mutation-id": "m-visit-replay-0001" };
    const [a, b] = await Promise.all([
      call("POST", "/v100/salesman/postVisit/000000", { cookie: verdi, json: visitOf(100001, "Inviato offline", "2026-03-17"), headers }),
      call("POST", "/v100/salesman/postVisit/000000", { cookie: verdi, json: visitOf(100001, "Inviato offline", "2026-03-17"), headers }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(body<Visit>(a).data.vId).toBe(body<Visit>(b).data.vId);
    const c = await call("POST", "/v100/salesman/postVisit/000000", { cookie: verdi, json: visitOf(100001, "Inviato offline", "2026-03-17"), headers });
    expect(body<Visit>(c).data.vId).toBe(body<Visit>(a).data.vId);
    expect(await visitCount(verdiId)).toBe(before + 1);
    // A delete replayed after a cut connection answers as the first one did.
    const del = { "x-mutation-id": "m-visit-replay-0002" };
    const vId = body<Visit>(a).data.vId;
    expect((await call("DELETE", `/v100/salesman/deleteVisit/000000/${vId}`, { cookie: verdi, headers: del })).statusCode).toBe(200);
    expect((await call("DELETE", `/v100/salesman/deleteVisit/000000/${vId}`, { cookie: verdi, headers: del })).statusCode).toBe(200);
    expect(await visitCount(verdiId)).toBe(before);
  });

  it("ADMIN picks an agent by id and lists the agents", async () => {
    expect((await call("GET", `/v100/salesman/visit/000000/${day}`, { cookie: admin })).statusCode).toBe(400);
    expect((await call("GET", `/v100/salesman/getCustomersInfo/${neriId}`, { cookie: admin })).statusCode).toBe(200);
    const agents = body<AgentSummary[]>(await call("GET", "/v100/salesman/agents", { cookie: admin })).data;
    expect(agents.map((a) => a.smName)).toEqual(["agente.neri", "agente.verdi"]);
    expect((await call("GET", "/v100/salesman/agents", { cookie: verdi })).statusCode).toBe(403);
  });

  it("refuses a customer user and anonymous callers without a link", async () => {
    expect((await call("GET", "/v100/salesman/getCustomersInfo/000000", { cookie: await loginAs("officina.rossi") })).statusCode).toBe(403);
    expect((await call("GET", "/v100/salesman/getCustomersInfo/000000")).statusCode).toBe(401);
    expect((await call("GET", `/v100/salesman/visit/${verdiId}/${day}`)).statusCode).toBe(401);
  });
});

describe("another agent's reports", () => {
  it("cannot be read, changed or deleted (404), and nothing changes", async () => {
    const mine = body<Visit>(await call("POST", "/v100/salesman/postVisit/000000", { cookie: verdi, json: visitOf(100002, "Solo di Verdi") })).data;
    const neriCalls = [
      await call("GET", `/v100/salesman/visit/${verdiId}/${day}`, { cookie: neri }),
      await call("GET", `/v100/salesman/getCustomersInfo/${verdiId}`, { cookie: neri }),
      await call("PUT", "/v100/salesman/updateVisit/000000", { cookie: neri, json: { vId: mine.vId, ...visitOf(100003, "Cambiato da Neri") } }),
      await call("PUT", `/v100/salesman/updateVisit/${verdiId}`, { cookie: neri, json: { vId: mine.vId, ...visitOf(100002, "Cambiato da Neri") } }),
      await call("DELETE", `/v100/salesman/deleteVisit/000000/${mine.vId}`, { cookie: neri }),
      await call("DELETE", `/v100/salesman/deleteVisit/${verdiId}/${mine.vId}`, { cookie: neri }),
    ];
    for (const res of neriCalls) {
      expectRefused(res, 404, /non trovat/);
    }
    const still = body<Visit[]>(await call("GET", `/v100/salesman/visit/000000/${day}`, { cookie: verdi })).data.find((v) => v.vId === mine.vId);
    expect(still).toEqual(mine);
  });

  it("refuses a visit for a customer not assigned to the agent (404), nothing stored", async () => {
    const before = await visitCount();
    const res = await call("POST", "/v100/salesman/postVisit/000000", { cookie: verdi, json: visitOf(100003, "Cliente di Neri") });
    expectRefused(res, 404, visitMessages.customerNotAssigned);
    expect(await visitCount()).toBe(before);
  });
});

describe("the public agent URL", () => {
  it("reads and writes only that agent's reports and customers' names", async () => {
    const token = await rotate(verdiId);
    const ip = nextAddress();
    const neriVisit = body<Visit>(await call("POST", "/v100/salesman/postVisit/000000", { cookie: neri, json: visitOf(100003, "Visita di Neri") })).data;

    const info = await call("GET", `/v100/salesman/agent/${token}`, { ip });
    expect(body(info).data).toEqual({ agentId: verdiId, smName: "agente.verdi" });
    const customers = await call("GET", `/v100/salesman/getCustomersInfo/${token}`, { ip });
    expect(customers.statusCode).toBe(200);
    expect(body<AgentCustomer[]>(customers).data).toEqual([
      { customerId: 100001, businessName: "Autofficina Rossi S.n.c." },
      { customerId: 100002, businessName: "Officina Bianchi S.r.l." },
    ]);

    const added = await call("POST", `/v100/salesman/postVisit/${token}`, { ip, json: visitOf(100002, "Scritto dal link pubblico") });
    expect(added.statusCode).toBe(200);
    const v = body<Visit>(added).data;
    expect(v.smName).toBe("agente.verdi");
    const audit = await t.database.pool.query<{ actor_user_id: number; via: string }>("select actor_user_id, details->>'via' as via from audit_log where action = 'visit.create' and details->>'vId' = $1", [String(v.vId)]);
    expect(audit.rows).toEqual([{ actor_user_id: verdiId, via: "agentUrl" }]);

    const dayList = body<Visit[]>(await call("GET", `/v100/salesman/visit/${token}/${day}`, { ip })).data;
    expect(dayList.length).toBeGreaterThan(0);
    expect(dayList.every((x) => x.smName === "agente.verdi")).toBe(true);
    expect(dayList.map((x) => x.vId)).not.toContain(neriVisit.vId);
    // Nothing but the visit's own fields: no order, no price, no other agent.
    for (const x of dayList) expect(Object.keys(x).sort()).toEqual(["done", "ragSoc", "smName", "uIdCliente", "vDate", "vId", "vText", "vType"]);

    // Another agent's visit and customer through this link: 404, nothing changed.
    expect((await call("PUT", `/v100/salesman/updateVisit/${token}`, { ip, json: { vId: neriVisit.vId, ...visitOf(100001, "Preso") } })).statusCode).toBe(404);
    expect((await call("DELETE", `/v100/salesman/deleteVisit/${token}/${neriVisit.vId}`, { ip })).statusCode).toBe(404);
    expect((await call("POST", `/v100/salesman/postVisit/${token}`, { ip, json: visitOf(100003, "Cliente di Neri") })).statusCode).toBe(404);
    const neriDay = body<Visit[]>(await call("GET", `/v100/salesman/visit/000000/${day}`, { cookie: neri })).data;
    expect(neriDay.find((x) => x.vId === neriVisit.vId)).toEqual(neriVisit);

    // The full report needs a session, whatever the link.
    expect((await call("GET", "/v100/salesman/fullReport/", { ip })).statusCode).toBe(401);
    // Orders and carts stay closed to the link.
    expect((await call("GET", "/v100/cart/myCart", { ip })).statusCode).toBe(401);
  });

  it("a rotated URL stops at once, the new one works; a revoked one stops too", async () => {
    const ip = nextAddress();
    const first = await rotate(verdiId);
    expect((await call("GET", `/v100/salesman/visit/${first}/${day}`, { ip })).statusCode).toBe(200);
    const second = await rotate(verdiId);
    const stale = await call("GET", `/v100/salesman/visit/${first}/${day}`, { ip });
    expectRefused(stale, 404, visitMessages.linkInvalid);
    const before = await visitCount();
    expect((await call("POST", `/v100/salesman/postVisit/${first}`, { ip, json: visitOf(100001, "Con il vecchio link") })).statusCode).toBe(404);
    expect(await visitCount()).toBe(before);
    expect((await call("GET", `/v100/salesman/visit/${second}/${day}`, { ip })).statusCode).toBe(200);

    expect((await call("DELETE", `/v100/salesman/agentLink/${verdiId}`, { cookie: admin })).statusCode).toBe(200);
    expect((await call("GET", `/v100/salesman/visit/${second}/${day}`, { ip })).statusCode).toBe(404);
    const agents = body<AgentSummary[]>(await call("GET", "/v100/salesman/agents", { cookie: admin })).data;
    expect(agents.find((a) => a.agentId === verdiId)?.linkActive).toBe(false);
    // Only ADMIN rotates; a token is 256 random bits and only its hash is stored.
    expect((await call("POST", `/v100/salesman/agentLink/${verdiId}`, { cookie: verdi })).statusCode).toBe(403);
    const stored = await t.database.pool.query<{ token_hash: string }>("select token_hash from agent_report_links");
    expect(stored.rows.every((r) => r.token_hash !== second && r.token_hash !== first)).toBe(true);
    expect(Buffer.from(second, "base64url").length).toBe(32);
  });

  it("answers 429 in Italian past the limit per address, and another address still gets in", async () => {
    const token = await rotate(neriId);
    const ip = nextAddress();
    const burst = await Promise.all(Array.from({ length: RATE_LIMIT + 5 }, () => call("GET", `/v100/salesman/visit/${token}/${day}`, { ip })));
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(RATE_LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    const refused = burst.find((r) => r.statusCode === 429)!;
    expect(body(refused).error).toBe(visitMessages.throttled);
    // Writes are refused too, and store nothing.
    const before = await visitCount();
    const write = await call("POST", `/v100/salesman/postVisit/${token}`, { ip, json: visitOf(100003, "Troppe richieste") });
    expect(write.statusCode).toBe(429);
    expect(await visitCount()).toBe(before);
    // Guessed tokens count as well.
    expect((await call("GET", `/v100/salesman/visit/${"A".repeat(43)}/${day}`, { ip })).statusCode).toBe(429);
    expect((await call("GET", `/v100/salesman/visit/${token}/${day}`, { ip: nextAddress() })).statusCode).toBe(200);
  });
});

describe("GET /v100/salesman/fullReport/", () => {
  it("is a semicolon CSV with a BOM, formula-safe, date-stamped, holding every visit", async () => {
    await call("POST", "/v100/salesman/postVisit/000000", { cookie: verdi, json: visitOf(100001, '=HYPERLINK("x");"citato"\nseconda riga', "2026-03-20") });
    const res = await call("GET", "/v100/salesman/fullReport/", { cookie: verdi });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="report-visite_\d{8}_\d{4}\.csv"$/);
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const rows = parse(res.body, { delimiter: ";", bom: true }) as string[][];
    expect(rows[0]).toEqual(["Data", "Tipo", "Stato", "Codice cliente", "Ragione sociale", "Agente", "Resoconto"]);
    const data = rows.slice(1);
    expect(data).toHaveLength(await visitCount(verdiId));
    expect(data.every((r) => r[5] === "agente.verdi" && r.length === 7)).toBe(true);
    const db = await t.database.pool.query<{ id: number; visit_date: string; text: string }>("select id, to_char(visit_date, 'YYYY-MM-DD') as visit_date, text from visits where agent_user_id = $1", [verdiId]);
    for (const v of db.rows) {
      const expected = /^[=+\-@\t\r]/.test(v.text) ? `'${v.text}` : v.text;
      expect(data.some((r) => r[0] === v.visit_date && r[6] === expected)).toBe(true);
    }
    expect(data.some((r) => r[6] === `'=HYPERLINK("x");"citato"\nseconda riga`)).toBe(true);

    const all = (parse((await call("GET", "/v100/salesman/fullReport/", { cookie: admin })).body, { delimiter: ";", bom: true }) as string[][]).slice(1);
    expect(all).toHaveLength(await visitCount());
    expect(new Set(all.map((r) => r[5]))).toEqual(new Set(["agente.verdi", "agente.neri"]));
    expect((await call("GET", "/v100/salesman/fullReport/")).statusCode).toBe(401);
  });
});
