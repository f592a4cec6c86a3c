// Mail for real: a mail queued in a business transaction is delivered by the job queue to a real
// SMTP server on loopback (recipients, subject, Italian text and HTML, attachments); a refusing
// server leads to retries, then a failed mail and a dead letter ADMIN sees and can retry; without
// SMTP_URL the mail is held and ADMIN sees what would have been sent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";
import { startTestSmtp, type TestSmtp } from "./helpers/smtp";
import { queueMail } from "../../src/server/modules/mail/repo";
import { orderConfirmationMail } from "../../src/server/modules/mail/templates";
import { mailDispatchJob } from "../../src/server/modules/mail/jobs";
import type { DeadLetterJob, OutboxMail } from "../../src/shared/contract/mail";

let t: TestApp;
const { get, post, loginAs } = http(() => t);
let smtp: TestSmtp;
let admin: string;
let rossi: string;
let agent: string;
const company = { name: "Ricambi Sud Distribuzione S.p.A.", address: "Senise (PZ)" };
const pdf = Buffer.from("%PDF-1.4\n% Banco test\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_DISPATCH_INTERVAL_MS: 1000, MAIL_RETRY_LIMIT: 2, MAIL_RETRY_DELAY_SECONDS: 1 }, { jobQueue: { pollingIntervalSeconds: 0.5 } });
  [admin, rossi, agent] = await Promise.all([loginAs("admin"), loginAs("officina.rossi"), loginAs("agente.verdi")]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const outbox = async () => body<OutboxMail[]>(await get("/v100/admin/mail?startFrom=0&size=100", admin)).data;
const mailById = async (id: number) => (await outbox()).find((m) => m.id === id);
const confirmation = () =>
  orderConfirmationMail(
    {
      businessName: "Officina Rossi S.n.c.",
      orderLabel: "OW 7/2026",
      webOrderCode: "100001-7",
      date: "24/11/2026",
      reference: "Panda Sarli",
      lines: [{ codice: "OC90", descrizione: "Filtro olio", quantita: 3, totaleCents: 2790 }],
      totalCents: 2790,
    },
    company,
  );

async function queueInTransaction(to: string[], attachments = true): Promise<number> {
  const m = confirmation();
  return t.database.db.transaction((tx) =>
    queueMail(tx, { to, subject: m.subject, text: m.text, html: m.html, attachments: attachments ? [{ filename: "OW-7-2026.pdf", contentType: "application/pdf", content: pdf }] : [] }),
  );
}

describe("mail", () => {
  it("without SMTP a queued mail is held, and ADMIN sees what would have been sent with its attachment", async () => {
    const id = await queueInTransaction(["ordini@officinarossi.it"]);
    // The dispatcher of an instance without SMTP_URL (called directly: the workers are not started yet).
    await mailDispatchJob.run({ tick: new Date().toISOString() }, { database: t.database, config: { ...t.config, SMTP_URL: undefined }, integrations: t.integrations, log: t.app.log }, {
      id: "test",
      retryCount: 0,
      isLastAttempt: false,
      enqueue: t.queue.enqueue.bind(t.queue),
      thread: t.queue.thread,
    });
    const held = await mailById(id);
    expect(held).toMatchObject({ status: "held", to: "ordini@officinarossi.it", subject: "Conferma ordine OW 7/2026", sentAt: null });
    expect(held!.body).toContain("abbiamo ricevuto il suo ordine OW 7/2026");
    expect(held!.attachments).toEqual([expect.objectContaining({ filename: "OW-7-2026.pdf", contentType: "application/pdf", size: pdf.length })]);
    const file = await get(`/v100/admin/mail/${id}/attachments/${held!.attachments[0]!.id}`, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toContain("OW-7-2026.pdf");
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(smtp.received).toHaveLength(0);
  });

  it("a mail rolled back with its transaction is never queued", async () => {
    const before = (await outbox()).length;
    await expect(
      t.database.db.transaction(async (tx) => {
        await queueMail(tx, { to: ["ordini@officinarossi.it"], subject: "Mai inviata", text: "Questa e-mail non deve esistere." });
        throw new Error("la modifica non riesce");
      }),
    ).rejects.toThrow("la modifica non riesce");
    expect(await outbox()).toHaveLength(before);
  });

  it("delivers through SMTP: recipients, subject, Italian text and HTML, attachment; the held mail goes out too", async () => {
    const id = await queueInTransaction(["ordini@officinarossi.it", "m.verdi@ricambisud.it"]);
    await t.queue.startWorkers();
    await expect.poll(async () => (await mailById(id))?.status, { timeout: 20_000, interval: 250 }).toBe("sent");
    const arrived = smtp.received.find((r) => r.envelopeTo.includes("m.verdi@ricambisud.it"));
    expect(arrived).toBeDefined();
    const mail = arrived!.mail;
    expect(arrived!.envelopeTo.sort()).toEqual(["m.verdi@ricambisud.it", "ordini@officinarossi.it"]);
    expect(mail.subject).toBe("Conferma ordine OW 7/2026");
    expect(mail.from?.text).toContain("noreply@banco.local");
    expect(mail.text).toContain("Gentile Officina Rossi S.n.c.,");
    expect(mail.text).toContain("Filtro olio");
    expect(mail.text).toContain("27,90 €");
    expect(mail.html).toContain("<th style=\"padding:4px 8px;border:1px solid #d4d4d8;text-align:left\">Codice ordine web</th>");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: "OW-7-2026.pdf", contentType: "application/pdf" });
    expect(mail.attachments[0]!.content.equals(pdf)).toBe(true);
    const sent = await mailById(id);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(sent!.sentAt).not.toBeNull();
    // The mail held before SMTP was configured is released and delivered once.
    await expect.poll(async () => (await outbox()).filter((m) => m.status !== "sent").length, { timeout: 20_000, interval: 250 }).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });

  it("a refusing SMTP server: the mail is retried, then failed with its error and a dead letter ADMIN can retry", async () => {
    smtp.refuse = true;
    const sentBefore = smtp.received.length;
    const id = await queueInTransaction(["ordini@officinarossi.it"], false);
    await expect.poll(async () => (await mailById(id))?.status, { timeout: 30_000, interval: 250 }).toBe("failed");
    const failed = await mailById(id);
    expect(failed!.attempts).toBe(3); // the first attempt and MAIL_RETRY_LIMIT=2 retries
    expect(failed!.lastError).toMatch(/550|Casella non disponibile/);
    expect(smtp.refused).toBeGreaterThanOrEqual(3);

    let dead: DeadLetterJob | undefined;
    await expect
      .poll(
        async () => {
          dead = body<DeadLetterJob[]>(await get("/v100/admin/jobs/dead-letters", admin)).data.find((d) => d.job === "mail-deliver" && d.data.mailId === id);
          return dead;
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBeDefined();
    expect(dead!.error).toMatch(/550|Casella non disponibile/);
    expect(dead!.attempts).toBe(3);

    // The server accepts again; ADMIN's "Riprova" sends it once.
    smtp.refuse = false;
    const retry = await post(`/v100/admin/jobs/dead-letters/${dead!.id}/retry`, admin);
    expect(retry.statusCode, retry.body).toBe(200);
    await expect.poll(async () => (await mailById(id))?.status, { timeout: 20_000, interval: 250 }).toBe("sent");
    expect(smtp.received).toHaveLength(sentBefore + 1);
    expect(body<DeadLetterJob[]>(await get("/v100/admin/jobs/dead-letters", admin)).data.find((d) => d.id === dead!.id)).toBeUndefined();
    // A second "Riprova" of the same dead letter: nothing left to retry.
    const again = await post(`/v100/admin/jobs/dead-letters/${dead!.id}/retry`, admin);
    expectRefused(again, 404, "Lavoro non riuscito non trovato (forse è già stato ripreso)");
  });

  it("only ADMIN reaches the mail and job routes; bad ids answer 404", async () => {
    const urls = ["/v100/admin/mail", "/v100/admin/mail/1/attachments/1", "/v100/admin/jobs/dead-letters"];
    for (const cookie of [rossi, agent]) {
      for (const url of urls) expect((await get(url, cookie)).statusCode, url).toBe(403);
      const retry = await post("/v100/admin/jobs/dead-letters/00000000-0000-4000-8000-000000000000/retry", cookie);
      expect(retry.statusCode).toBe(403);
    }
    expect((await get("/v100/admin/mail/abc/attachments/1", admin)).statusCode).toBe(404);
    expect((await get("/v100/admin/mail/1/attachments/999999", admin)).statusCode).toBe(404);
    const bad = await post("/v100/admin/jobs/dead-letters/non-un-uuid/retry", admin);
    expect(bad.statusCode).toBe(404);
    expect((await get("/v100/admin/mail?size=0", admin)).statusCode).toBe(400);
  });
});
