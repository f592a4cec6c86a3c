// A return's whole life through the built-in ERP simulator (issue 17): RICHIESTO → AUTORIZZATO →
// RICEVUTO (or BOLLA CLIENTE MANCANTE, then RICEVUTO) → COMPLETO with a real credit note in
// /documents and its PDF; a mail at the local SMTP server for every status, to the customer's
// addresses, and to the warehouse on a new request; the resend of the confirmation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";
import { startTestSmtp, type TestSmtp } from "./helpers/smtp";
import { pdfText } from "./helpers/pdf-text";
import { returnsClient } from "./helpers/returns";
import { arrivesWithoutNote, runReturnsSimulatorStep } from "../../src/server/integrations/erp/returns-simulator";
import { returnMailTargets } from "../../src/server/modules/returns/notify";
import { returnMessages as m } from "../../src/shared/messages/returns";
import type { ReturnRequest } from "../../src/shared/contract/returns";

let t: TestApp;
const { loginAs } = http(() => t);
let smtp: TestSmtp;
let rossi: string;
let admin: string;
let c: ReturnType<typeof returnsClient>;
const CUSTOMER = "ordini@officinarossi.it";
const WAREHOUSE = "resi@ricambisud.it";
const opts = { receiveAfterMs: 1000, creditAfterMs: 1000 };

beforeAll(async () => {
  smtp = await startTestSmtp();
  // The ERP job's own slots are an hour apart: the test drives the simulator with its own clock.
  // Mails are dispatched every second (5 s by default: the journey's eight mails waited up to 5 s
  // each, 22–23 s of a 30 s test budget, which a loaded CI machine overran once).
  t = await createTestApp({ SMTP_URL: smtp.url, ERP_SIM_INTERVAL_MS: 3_600_000, MAIL_DISPATCH_INTERVAL_MS: 1000 }, { jobQueue: { pollingIntervalSeconds: 0.5 } });
  c = returnsClient(t);
  [rossi, admin] = await Promise.all([loginAs("officina.rossi"), loginAs("admin")]);
  await t.queue.startWorkers();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const step = (at: Date) => runReturnsSimulatorStep(t.database.db, at, returnMailTargets(t.config), opts);
const later = (base: Date, s: number) => new Date(base.getTime() + s * 1000);
async function arrived(to: string, subject: string) {
  await expect.poll(() => smtp.received.find((r) => r.envelopeTo.includes(to) && r.mail.subject === subject), { timeout: 20_000, interval: 250 }).toBeDefined();
  return smtp.received.find((r) => r.envelopeTo.includes(to) && r.mail.subject === subject)!;
}
const mine = async (rId: number) => (await c.requests(rossi, "&pageLimit=all")).find((r) => r.rId === rId)!;

describe("return life cycle", () => {
  it("goes from RICHIESTO to COMPLETO with a credit note and a mail at each status", async () => {
    const used: number[] = [];
    const made: ReturnRequest[] = [];
    for (let i = 0; i < 3; i++) {
      const line = await c.freshLine(rossi, 1, { skip: used });
      used.push(line.id_riga);
      made.push(await c.add(rossi, line, 1, 2, i === 0 ? "Arrivato un filtro diverso" : ""));
    }
    const first = made[0]!;

    // RICHIESTO: the customer's confirmation and the warehouse's notice.
    const req = await arrived(CUSTOMER, `Richiesta di reso n. ${first.rId} ricevuta`);
    expect(req.envelopeTo).toEqual([CUSTOMER]);
    expect(req.mail.text).toContain(`${first.rPrecode} ${first.rCode}`);
    const wh = await arrived(WAREHOUSE, `Nuova richiesta di reso n. ${first.rId} – ${first.rRagSoc} (100001)`);
    expect(wh.envelopeTo).toEqual([WAREHOUSE]);
    expect(wh.mail.text).toContain("Arrivato un filtro diverso");

    // AUTORIZZATO: the code and what to write on the package.
    const authorised: ReturnRequest[] = [];
    for (const r of made) {
      const res = await c.handle(admin, r.rId, true);
      expect(res.statusCode, res.body).toBe(200);
      authorised.push(body<ReturnRequest>(res).data);
    }
    const code = authorised[0]!.rAuthCode!;
    const auth = await arrived(CUSTOMER, `Reso n. ${first.rId} autorizzato – codice ${code}`);
    expect(auth.mail.text).toContain(`Scriva sul pacco, ben visibili, il codice di autorizzazione ${code}`);
    expect(auth.mail.text).toContain(`${first.rOutboundDdtType} ${first.rOutboundDdt}`);

    // The resend mails the current status again.
    const before = smtp.received.filter((r) => r.mail.subject === auth.mail.subject).length;
    const resend = await c.post("/v100/returns/resend", rossi, authorised[0]);
    expect(resend.statusCode, resend.body).toBe(200);
    await expect.poll(() => smtp.received.filter((r) => r.mail.subject === auth.mail.subject).length, { timeout: 20_000 }).toBe(before + 1);

    // The goods arrive: RICEVUTO, or BOLLA CLIENTE MANCANTE for the one without the note.
    const t0 = new Date();
    expect((await step(later(t0, 2))).received).toBe(3);
    const noNote = made.find((r) => arrivesWithoutNote(r.rId))!;
    const withNote = made.find((r) => !arrivesWithoutNote(r.rId))!;
    expect((await mine(noNote.rId)).status).toBe("BOLLA CLIENTE MANCANTE");
    expect((await mine(withNote.rId)).status).toBe("RICEVUTO");
    const missing = await arrived(CUSTOMER, `Reso n. ${noNote.rId}: manca la sua bolla di reso`);
    expect(missing.mail.text).toContain("senza la sua bolla di reso");
    await arrived(CUSTOMER, `Reso n. ${withNote.rId} ricevuto dal magazzino`);

    // The note arrives; the others are credited.
    const s2 = await step(later(t0, 4));
    expect(s2.notesArrived).toBe(1);
    expect((await mine(noNote.rId)).status).toBe("RICEVUTO");
    await arrived(CUSTOMER, `Reso n. ${noNote.rId} ricevuto dal magazzino`);
    await step(later(t0, 6));

    for (const r of made) {
      const done = await mine(r.rId);
      expect(done.status).toBe("COMPLETO");
      expect(done.creditNote).toMatchObject({ docType: "NC", netTotal: Number((await unitNet(r.rId)).toFixed(2)) });
    }
    const done = await mine(withNote.rId);
    const cn = done.creditNote!;
    const complete = await arrived(CUSTOMER, `Reso n. ${withNote.rId} completato – nota di credito NC ${cn.number}/${cn.anno}`);
    expect(complete.mail.text).toContain("Documenti");

    // The credit note is a real document in /documents, with its PDF.
    const invoices = body<{ idDoc: number; docType: string; invoiceId: number; isCredit: boolean; netTotal: number; pdfDisponibile: boolean }[]>(await c.get("/v100/documents/getInvoices?startFrom=0", rossi)).data;
    const doc = invoices.find((i) => i.idDoc === cn.idDoc)!;
    expect(doc).toMatchObject({ docType: "NC", invoiceId: cn.number, isCredit: true, netTotal: cn.netTotal, pdfDisponibile: true });
    const pdf = await c.get(`/v100/documents/getPdf?idDoc=${cn.idDoc}&typeDoc=NC`, rossi);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`NC ${cn.number}/${cn.anno}`);
    // The PDF wraps the reason text: compared without line breaks.
    expect(text.replace(/\s*\n/g, " ")).toContain(`Reso n. ${withNote.rId}, autorizzazione ${(await mine(withNote.rId)).rAuthCode}`);
    expect(text).toContain(done.rCode);
    // Settled: nothing more happens, and a handle now is a conflict.
    expect(await step(later(t0, 20))).toEqual({ received: 0, notesArrived: 0, yearEnd: 0, credited: 0 });
    expect((await c.handle(admin, withNote.rId, false)).statusCode).toBe(409);
  });

  it("a refusal is mailed with the warehouse's note", async () => {
    const r = await c.add(rossi, await c.freshLine(rossi), 1, 3);
    expect((await c.handle(admin, r.rId, false, "Articolo elettrico non rendibile")).statusCode).toBe(200);
    const refused = await arrived(CUSTOMER, `Reso n. ${r.rId} non autorizzato`);
    expect(refused.mail.text).toContain("Nota del magazzino: Articolo elettrico non rendibile");
  });

  it("a resend without a valid address says so and mails nothing", async () => {
    const r = await c.add(rossi, await c.freshLine(rossi), 1, 1);
    await c.q("update users set emails = 'non-un-indirizzo' where username = 'officina.rossi'");
    const res = await c.post("/v100/returns/resend", rossi, { rId: r.rId });
    expectRefused(res, 422, m.resendFailed);
    await c.q("update users set emails = $1 where username = 'officina.rossi'", [CUSTOMER]);
  });
});

async function unitNet(rId: number): Promise<number> {
  const [row] = await c.q<{ cents: number }>("select r.qty * l.net_unit_cents as cents from return_requests r join ddt_lines l on l.id = r.ddt_line_id where r.id = $1", [rId]);
  return row!.cents / 100;
}
