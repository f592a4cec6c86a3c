// Salesman visit reports (issue 20; decision 0025): bad input is a clear 4xx in Italian that
// changes nothing; beyond the spec, the week (a span of days) and each customer's last activity,
// with the same scoping as the day: only the agent's own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AgentLink, Visit } from "../../src/shared/contract/visits";
import { visitMessages } from "../../src/shared/messages/visits";
import { VISIT_TEXT_MAX } from "../../src/shared/rules/visits";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";
import { loginAgents } from "./helpers/agents";

let t: TestApp;
let verdi: string, neri: string, admin: string; // cookies
let verdiId: number, neriId: number;

const { call } = http(() => t);
const nextAddress = () => "10.0.1.1";

async function rotate(agentId: number): Promise<string> {
  const res = await call("POST", `/v100/salesman/agentLink/${agentId}`, { cookie: admin });
  expect(res.statusCode).toBe(200);
  return body<AgentLink>(res).data.token;
}

const day = "2026-03-16";
const visitOf = (uIdCliente: number, vText: string, vDate = day, vType = "Visita") => ({ vDate, vType, vText, uIdCliente });

async function visitCount(): Promise<number> {
  return Number((await t.database.pool.query<{ n: string }>("select count(*) as n from visits")).rows[0]!.n);
}

beforeAll(async () => {
  t = await createTestApp();
  ({ verdi, neri, admin, verdiId, neriId } = await loginAgents(t));
});
afterAll(async () => t?.close());

describe("bad input: a clear 4xx in Italian, nothing changed", () => {
  const cases: [string, unknown, string][] = [
    ["empty text", visitOf(100001, "   "), visitMessages.textRequired],
    ["text over the limit", visitOf(100001, "x".repeat(VISIT_TEXT_MAX + 1)), visitMessages.textTooLong],
    ["a date outside the calendar", visitOf(100001, "Testo", "2026-02-30"), visitMessages.dateInvalid],
    ["a date in another format", visitOf(100001, "Testo", "16/03/2026"), visitMessages.dateInvalid],
    ["an unknown type", visitOf(100001, "Testo", day, "Pranzo"), visitMessages.typeRequired],
    ["no customer", { vDate: day, vType: "Visita", vText: "Testo" }, visitMessages.customerRequired],
  ];
  for (const [name, json, message] of cases) {
    it(`refuses ${name}`, async () => {
      const before = await visitCount();
      const res = await call("POST", "/v100/salesman/postVisit/000000", { cookie: verdi, json });
      expectRefused(res, 400, message);
      expect(await visitCount()).toBe(before);
    });
  }

  it("accepts text exactly at the limit", async () => {
    const res = await call("POST", "/v100/salesman/postVisit/000000", { cookie: verdi, json: visitOf(100001, "y".repeat(VISIT_TEXT_MAX), "2026-03-18") });
    expect(res.statusCode).toBe(200);
  });

  it("refuses a day outside the calendar in the path, and an update with bad text keeps the visit", async () => {
    const res = await call("GET", "/v100/salesman/visit/000000/2026-13-01", { cookie: verdi });
    expectRefused(res, 400, visitMessages.dateInvalid);
    const v = body<Visit>(await call("POST", "/v100/salesman/postVisit/000000", { cookie: verdi, json: visitOf(100001, "Originale", "2026-03-19") })).data;
    const bad = await call("PUT", "/v100/salesman/updateVisit/000000", { cookie: verdi, json: { vId: v.vId, ...visitOf(100001, "") } });
    expect(bad.statusCode).toBe(400);
    const list = body<Visit[]>(await call("GET", "/v100/salesman/visit/000000/2026-03-19", { cookie: verdi })).data;
    expect(list.find((x) => x.vId === v.vId)?.vText).toBe("Originale");
  });
});

describe("beyond the spec: the week and each customer's last activity", () => {
  it("gives the agent's reports of a span of days, only theirs, and refuses a bad span", async () => {
    await call("POST", "/v100/salesman/postVisit/000000", { cookie: verdi, json: visitOf(100001, "Lunedì", "2026-06-01") });
    await call("POST", "/v100/salesman/postVisit/000000", { cookie: verdi, json: visitOf(100002, "Domenica", "2026-06-07", "Telefonata") });
    await call("POST", "/v100/salesman/postVisit/000000", { cookie: verdi, json: visitOf(100001, "Lunedì dopo", "2026-06-08") });
    await call("POST", "/v100/salesman/postVisit/000000", { cookie: neri, json: visitOf(100003, "Di Neri", "2026-06-02") });
    const week = body<Visit[]>(await call("GET", "/v100/salesman/visits/000000?from=2026-06-01&to=2026-06-07", { cookie: verdi })).data;
    expect(week.map((v) => [v.vDate, v.vText])).toEqual([
      ["2026-06-01", "Lunedì"],
      ["2026-06-07", "Domenica"],
    ]);
    for (const q of ["from=2026-06-07&to=2026-06-01", "from=2026-01-01&to=2026-03-01", "from=2026-02-30&to=2026-03-01", ""]) {
      const res = await call("GET", `/v100/salesman/visits/000000?${q}`, { cookie: verdi });
      expectRefused(res, 400, /(Intervallo|data)/);
    }
    expect((await call("GET", `/v100/salesman/visits/${verdiId}?from=2026-06-01&to=2026-06-07`, { cookie: neri })).statusCode).toBe(404);
  });

  it("lists every customer of the agent with the last activity and the count", async () => {
    const token = await rotate(neriId);
    const history = await call("GET", `/v100/salesman/customerHistory/${token}`, { ip: nextAddress() });
    expect(history.statusCode).toBe(200);
    const rows = body<{ customerId: number; businessName: string; lastVisit: string | null; lastType: string | null; total: number }[]>(history).data;
    const db = await t.database.pool.query<{ n: string; last: string }>("select count(*) as n, to_char(max(visit_date), 'YYYY-MM-DD') as last from visits where agent_user_id = $1 and customer_id = 100003", [neriId]);
    expect(rows).toEqual([{ customerId: 100003, businessName: "Carrozzeria Esposito", lastVisit: db.rows[0]!.last, lastType: expect.any(String), nextVisit: null, nextType: null, total: Number(db.rows[0]!.n) }]);
    const mine = body<{ customerId: number; lastVisit: string | null }[]>(await call("GET", "/v100/salesman/customerHistory/000000", { cookie: verdi })).data;
    expect(mine.map((r) => r.customerId)).toEqual([100001, 100002]);
    expect(mine.find((r) => r.customerId === 100001)?.lastVisit).toBe("2026-06-08");
  });
});
