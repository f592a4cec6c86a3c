// Planned vs done visit reports (issue 20, beyond the spec; decision 0025): a report dated after
// today is planned and cannot be marked done; without a choice a new report is done when its day
// has come; marking done is a change like any other (audited, through the public link too); the
// customers' view gives the last activity done and the next one planned; the CSV has the state.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import type { AgentLink, CustomerHistory, Visit } from "../../src/shared/contract/visits";
import { parse } from "csv-parse/sync";
import { romeParts } from "../../src/shared/rules/rome-time";
import { shiftDay } from "../../src/shared/rules/visits";
import { visitMessages } from "../../src/shared/messages/visits";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";

let t: TestApp;
let verdi: string;
let admin: string;
let verdiId: number;

const { call, loginAs } = http(() => t);

// Today in Rome when each test runs, not when the file loaded (a run can cross Rome's midnight).
let today: string;
beforeEach(() => {
  today = romeParts(new Date()).date;
});
const visitOf = (uIdCliente: number, vText: string, vDate: string, extra: Record<string, unknown> = {}) => ({ vDate, vType: "Visita", vText, uIdCliente, ...extra });

async function postVisit(json: unknown): Promise<LightMyRequestResponse> {
  return call("POST", "/v100/salesman/postVisit/000000", { cookie: verdi, json });
}
async function putVisit(json: unknown): Promise<LightMyRequestResponse> {
  return call("PUT", "/v100/salesman/updateVisit/000000", { cookie: verdi, json });
}
async function stored(vId: number): Promise<{ done: boolean; visit_date: string } | undefined> {
  const r = await t.database.pool.query<{ done: boolean; visit_date: string }>("select done, to_char(visit_date, 'YYYY-MM-DD') as visit_date from visits where id = $1", [vId]);
  return r.rows[0];
}

beforeAll(async () => {
  t = await createTestApp();
  verdiId = (await t.database.pool.query<{ id: number }>("select id from users where username = 'agente.verdi'")).rows[0]!.id;
  [verdi, admin] = await Promise.all([loginAs("agente.verdi"), loginAs("admin")]);
});
afterAll(async () => t?.close());

describe("planned or done", () => {
  it("a new report is done when its day has come, planned when it is after today, or as asked", async () => {
    const cases: [string, Record<string, unknown>, boolean][] = [
      [shiftDay(today, -3), {}, true],
      [today, {}, true],
      [shiftDay(today, 4), {}, false],
      [today, { done: false }, false],
      [shiftDay(today, -1), { done: false }, false],
      [shiftDay(today, 4), { done: false }, false],
    ];
    for (const [day, extra, done] of cases) {
      const res = await postVisit(visitOf(100001, `Caso ${day} ${JSON.stringify(extra)}`, day, extra));
      expect(res.statusCode).toBe(200);
      const v = body<Visit>(res).data;
      expect(v.done).toBe(done);
      expect((await stored(v.vId))?.done).toBe(done);
    }
    const list = body<Visit[]>(await call("GET", `/v100/salesman/visit/000000/${shiftDay(today, 4)}`, { cookie: verdi })).data;
    expect(list.length).toBe(2);
    expect(list.every((v) => v.done === false)).toBe(true);
  });

  it("refuses marking done a report dated after today, and a done that is not yes or no: 400, nothing stored", async () => {
    const count = async () => Number((await t.database.pool.query<{ n: string }>("select count(*) as n from visits")).rows[0]!.n);
    const before = await count();
    const future = await postVisit(visitOf(100001, "Non ancora successa", shiftDay(today, 1), { done: true }));
    expectRefused(future, 400, visitMessages.doneInFuture);
    const bad = await postVisit(visitOf(100001, "Forse", today, { done: "sì" }));
    expectRefused(bad, 400, visitMessages.doneInvalid);
    expect(await count()).toBe(before);
  });

  it("marks a planned report done (audited), keeps the flag when a change omits it, plans it again when moved after today", async () => {
    const planned = body<Visit>(await postVisit(visitOf(100001, "Da fare oggi", today, { done: false }))).data;
    expect(planned.done).toBe(false);
    const marked = await putVisit({ vId: planned.vId, ...visitOf(100001, "Da fare oggi", today, { done: true }) });
    expect(marked.statusCode).toBe(200);
    expect(body<Visit>(marked).data.done).toBe(true);
    const audit = await t.database.pool.query<{ done: string }>("select details->>'done' as done from audit_log where action = 'visit.update' and details->>'vId' = $1", [String(planned.vId)]);
    expect(audit.rows).toEqual([{ done: "true" }]);

    // A change without the flag keeps it.
    expect(body<Visit>(await putVisit({ vId: planned.vId, ...visitOf(100001, "Fatto, testo corretto", today) })).data.done).toBe(true);
    // Moved after today: it can only be planned.
    const refused = await putVisit({ vId: planned.vId, ...visitOf(100001, "Rimandata", shiftDay(today, 2), { done: true }) });
    expectRefused(refused, 400, visitMessages.doneInFuture);
    expect(await stored(planned.vId)).toEqual({ done: true, visit_date: today });
    const moved = body<Visit>(await putVisit({ vId: planned.vId, ...visitOf(100001, "Rimandata", shiftDay(today, 2)) })).data;
    expect(moved).toMatchObject({ vDate: shiftDay(today, 2), done: false });
  });

  it("the public link marks its agent's report done too", async () => {
    const link = body<AgentLink>(await call("POST", `/v100/salesman/agentLink/${verdiId}`, { cookie: admin })).data;
    const ip = "10.0.2.1";
    const v = body<Visit>(await call("POST", `/v100/salesman/postVisit/${link.token}`, { ip, json: visitOf(100001, "Dal link, da fare", today, { done: false }) })).data;
    expect(v.done).toBe(false);
    const res = await call("PUT", `/v100/salesman/updateVisit/${link.token}`, { ip, json: { vId: v.vId, ...visitOf(100001, "Dal link, fatto", today, { done: true }) } });
    expect(res.statusCode).toBe(200);
    expect((await stored(v.vId))?.done).toBe(true);
  });
});

describe("each customer's last activity done and next planned", () => {
  it("takes the last done and the first planned from today on, not planned ones of the past", async () => {
    const c = 100002;
    const history = async () => body<CustomerHistory[]>(await call("GET", "/v100/salesman/customerHistory/000000", { cookie: verdi })).data.find((r) => r.customerId === c)!;
    expect(await history()).toMatchObject({ lastVisit: null, nextVisit: null, total: 0 });
    await postVisit(visitOf(c, "Fatta", shiftDay(today, -10)));
    await postVisit({ ...visitOf(c, "Saltata, mai segnata", shiftDay(today, -2), { done: false }), vType: "Telefonata" });
    const lateFirst = body<Visit>(await postVisit({ ...visitOf(c, "Fra una settimana", shiftDay(today, 7)), vType: "Call conference" })).data;
    const todayPlanned = body<Visit>(await postVisit({ ...visitOf(c, "Oggi, da fare", today, { done: false }), vType: "Telefonata" })).data;
    await postVisit(visitOf(c, "Dopodomani", shiftDay(today, 2)));
    expect(await history()).toEqual({
      customerId: c,
      businessName: "Officina Bianchi S.r.l.",
      lastVisit: shiftDay(today, -10),
      lastType: "Visita",
      nextVisit: today,
      nextType: "Telefonata",
      total: 5,
    });
    // Today's call done: it is the last activity; the next is the day after tomorrow.
    await putVisit({ vId: todayPlanned.vId, ...visitOf(c, "Oggi, fatto", today, { done: true }), vType: "Telefonata" });
    expect(await history()).toMatchObject({ lastVisit: today, lastType: "Telefonata", nextVisit: shiftDay(today, 2), nextType: "Visita" });
    expect(lateFirst.done).toBe(false);
  });
});

describe("the full report's state column", () => {
  it("says Svolta or Pianificata for every visit", async () => {
    const res = await call("GET", "/v100/salesman/fullReport/", { cookie: verdi });
    const rows = parse(res.body, { delimiter: ";", bom: true }) as string[][];
    expect(rows[0]).toEqual(["Data", "Tipo", "Stato", "Codice cliente", "Ragione sociale", "Agente", "Resoconto"]);
    const db = await t.database.pool.query<{ text: string; done: boolean }>("select text, done from visits where agent_user_id = $1", [verdiId]);
    expect(rows.slice(1)).toHaveLength(db.rows.length);
    for (const v of db.rows) expect(rows.slice(1).some((r) => r[6] === v.text && r[2] === (v.done ? "Svolta" : "Pianificata"))).toBe(true);
    expect(db.rows.some((v) => !v.done) && db.rows.some((v) => v.done)).toBe(true);
  });
});
