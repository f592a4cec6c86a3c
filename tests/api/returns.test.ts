// Returns, the customer's side and the warehouse's decision (issue 17): reasons, the returnable
// lines, a request and its quantity rule (also under concurrency), the bad input of the issue (each
// a 4xx with the Italian message and nothing changed), ADMIN's handle, the withdrawal.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";
import { returnsClient } from "./helpers/returns";
import { returnMessages as m } from "../../src/shared/messages/returns";
import type { ReturnReason, ReturnRequest } from "../../src/shared/contract/returns";
import { romeParts } from "../../src/shared/rules/rome-time";

let t: TestApp;
const { post, loginAs } = http(() => t);
let rossi: string;
let bianchi: string;
let admin: string;
let c: ReturnType<typeof returnsClient>;

beforeAll(async () => {
  t = await createTestApp();
  c = returnsClient(t);
  [rossi, bianchi, admin] = await Promise.all([loginAs("officina.rossi"), loginAs("officina.bianchi"), loginAs("admin")]);
});
afterAll(async () => t?.close());

const count = async () => Number((await c.q<{ n: string }>("select count(*) n from return_requests"))[0]!.n);

describe("returns", () => {
  it("lists the reasons, id 4 the warranty case and Cauzione among them", async () => {
    const res = await c.get("/v100/returns/getReturnsReason", rossi);
    expect(res.statusCode).toBe(200);
    const reasons = body<ReturnReason[]>(res).data;
    expect(reasons.find((r) => r.rrId === 4)?.rrExtendedText).toBe("Difettoso in garanzia");
    expect(reasons.some((r) => r.rrExtendedText === "Cauzione")).toBe(true);
  });

  it("lists only the customer's own delivery-note lines; ADMIN sees every customer with code and company", async () => {
    const mine = await c.lines(rossi);
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((l) => l.id_cliente))).toEqual(new Set([100001]));
    expect(mine[0]).toMatchObject({ rRagSoc: expect.any(String), qta_resa: 0, status: null });
    const all = await c.lines(admin);
    expect(new Set(all.map((l) => l.id_cliente)).size).toBeGreaterThan(1);
    const filtered = await c.lines(rossi, `&numeroBolla=${mine[0]!.num_bolla}`);
    expect(filtered.every((l) => l.num_bolla === mine[0]!.num_bolla)).toBe(true);
  });

  it("a request starts RICHIESTO; the line's quantity left shrinks; over-quantity is refused", async () => {
    const line = await c.freshLine(rossi, 2);
    const r = await c.add(rossi, line, 1, 1);
    expect(r).toMatchObject({ status: "RICHIESTO", rQnt: 1, rCode: line.articolo, rOutboundDdt: line.num_bolla, rAuthCode: null, rAuth: null, uIdCliente: 100001 });
    const after = (await c.lines(rossi, `&numeroBolla=${line.num_bolla}`)).find((l) => l.id_riga === line.id_riga)!;
    expect(after).toMatchObject({ qta_resa: 1, qta_rendibile: line.quantita - 1, status: "RICHIESTO" });
    const before = await count();
    const over = await c.post("/v100/returns/add", rossi, c.addPayload(line, line.quantita));
    expectRefused(over, 422, m.qtyTooHigh(line.quantita - 1));
    expect(await count()).toBe(before);
  });

  it("two concurrent requests on one line can never exceed it together", async () => {
    const line = await c.freshLine(rossi, 2);
    const half = Math.ceil(line.quantita / 2) + 1 > line.quantita ? line.quantita : Math.ceil(line.quantita / 2) + 1;
    const results = await Promise.all([0, 1, 2, 3].map(() => c.post("/v100/returns/add", rossi, c.addPayload(line, half))));
    const okCount = results.filter((r) => r.statusCode === 200).length;
    expect(okCount).toBe(Math.floor(line.quantita / half));
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 422)).toBe(true);
    const [sum] = await c.q<{ n: number }>("select coalesce(sum(qty),0)::int n from return_requests where ddt_line_id = $1", [line.id_riga]);
    expect(sum!.n).toBeLessThanOrEqual(line.quantita);
  });

  it("refuses the issue's bad input with the Italian message and changes nothing", async () => {
    const line = await c.freshLine(rossi, 1);
    const other = await c.freshLine(bianchi, 1);
    const before = await count();
    const cases: [unknown, number, string][] = [
      [{ ...c.addPayload(other, 1) }, 404, m.lineNotFound],
      [{ ...c.addPayload(line, 1, 4, "   ") }, 400, m.noteRequired],
      [{ ...c.addPayload(line, 1, 4) }, 400, m.noteRequired],
      [{ ...c.addPayload(line, 1, 99) }, 400, m.reasonUnknown],
      [{ ...c.addPayload(line, 0) }, 400, m.qtyMin],
      [{ ...c.addPayload(line, 1), rrId: undefined }, 400, m.reasonRequired],
      [{ ...c.addPayload(line, 1), rOutboundDdtRow: 999 }, 404, m.lineNotFound],
      [{ ...c.addPayload(line, 1), rCode: "ALTRO" }, 400, m.lineMismatch],
    ];
    for (const [payload, status, message] of cases) {
      const res = await c.post("/v100/returns/add", rossi, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(body(res).error).toBe(message);
    }
    // A line not yet delivered: its DDT ships tomorrow.
    const [ddt] = await c.q<{ ddt_id: number; ship_date: string }>("select ddt_id, (select ship_date::text from ddts where id = ddt_id) ship_date from ddt_lines where id = $1", [line.id_riga]);
    await c.q("update ddts set ship_date = current_date + 3 where id = $1", [ddt!.ddt_id]);
    const future = await c.q<{ d: string }>("select ship_date::text d from ddts where id = $1", [ddt!.ddt_id]);
    const res = await c.post("/v100/returns/add", rossi, { ...c.addPayload(line, 1), rOutboundDdtDate: future[0]!.d });
    expectRefused(res, 422, m.notDelivered);
    await c.q("update ddts set ship_date = $2 where id = $1", [ddt!.ddt_id, ddt!.ship_date]);
    expect(await count()).toBe(before);
    // The warranty case with its note is accepted.
    const ok = await c.add(rossi, line, 1, 4, "AB123CD: rumore del cuscinetto dopo 200 km");
    expect(ok).toMatchObject({ rrId: 4, rNote: "AB123CD: rumore del cuscinetto dopo 200 km" });
  });

  it("only ADMIN handles: AUTORIZZATO with an authorisation code, RIFIUTATO with the note; 409 when not RICHIESTO", async () => {
    const r1 = await c.add(rossi, await c.freshLine(rossi), 1, 2);
    const r2 = await c.add(rossi, await c.freshLine(rossi), 1, 3);
    for (const who of [rossi, await loginAs("agente.verdi")]) {
      const res = await c.handle(who, r1.rId, true);
      expect(res.statusCode).toBe(403);
    }
    const missing = await c.post("/v100/returns/handle", admin, { rId: r1.rId });
    expectRefused(missing, 400, m.decisionRequired);
    const auth = await c.handle(admin, r1.rId, true, "Reso accettato");
    expect(auth.statusCode, auth.body).toBe(200);
    const authorised = body<ReturnRequest>(auth).data;
    expect(authorised).toMatchObject({ rId: r1.rId, status: "AUTORIZZATO", rAuth: true, sirNote: "Reso accettato" });
    expect(authorised.rAuthCode).toMatch(/^AR\d{2}-\d{6}$/);
    // Query-string parameters work too (§7).
    const ref = await post(`/v100/returns/handle?rId=${r2.rId}&rAuth=false&sirNote=${encodeURIComponent("Oltre i termini")}`, admin);
    expect(ref.statusCode, ref.body).toBe(200);
    expect(body<ReturnRequest>(ref).data).toMatchObject({ status: "RIFIUTATO", rAuth: false, rAuthCode: null, sirNote: "Oltre i termini" });
    const again = await c.handle(admin, r1.rId, false);
    expectRefused(again, 409, m.notRequested("AUTORIZZATO"));
    expect((await c.requests(rossi)).find((r) => r.rId === r1.rId)?.status).toBe("AUTORIZZATO");
    const adminView = await c.requests(admin);
    expect(adminView.find((r) => r.rId === r1.rId)).toMatchObject({ uIdCliente: 100001, rRagSoc: expect.stringContaining("Rossi") });
    const audit = await c.q<{ action: string }>("select action from audit_log where action = 'return.handle'");
    expect(audit.length).toBe(2);
  });

  it("a refused request gives its quantity back; a withdrawn one too, only while RICHIESTO and only by its customer", async () => {
    const line = await c.freshLine(rossi, 1);
    const r = await c.add(rossi, line, line.quantita);
    const byOther = await c.post("/v100/returns/withdraw", bianchi, { rId: r.rId });
    expect(byOther.statusCode).toBe(404);
    const w = await c.post("/v100/returns/withdraw", rossi, { rId: r.rId });
    expect(w.statusCode, w.body).toBe(200);
    expect(body<ReturnRequest>(w).data.status).toBe("ANNULLATO");
    const again = await c.add(rossi, line, line.quantita);
    expect((await c.handle(admin, again.rId, false)).statusCode).toBe(200);
    const late = await c.post("/v100/returns/withdraw", rossi, { rId: again.rId });
    expect(late.statusCode).toBe(409);
    expect((await c.lines(rossi, `&numeroBolla=${line.num_bolla}`)).find((l) => l.id_riga === line.id_riga)).toMatchObject({ qta_resa: 0, qta_rendibile: line.quantita });
  });

  it("requests: year filter, first 50 pages or all; another customer's request is never shown or resent", async () => {
    const mine = await c.requests(rossi, `&year=${Number(romeParts(new Date()).date.slice(0, 4))}&pageLimit=all`);
    expect(mine.length).toBeGreaterThan(0);
    expect(await c.requests(bianchi)).toEqual([]);
    expect(await c.requests(rossi, "&year=2021")).toEqual([]);
    const res = await c.post("/v100/returns/resend", bianchi, mine[0]);
    expect(res.statusCode).toBe(404);
    const bad = await c.get("/v100/returns/getAllReturnRequests?year=1999", rossi);
    expectRefused(bad, 400, m.yearInvalid);
  });
});
