// The quote desk (ADMIN): every customer's requests newest first with their images; "Segna come
// evaso" sets ANSWERED with who and when, audited, and mails the reply to the customer through the
// outbox (at a real SMTP server); a second answer is a 409; the customer sees the reply.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";
import { startTestSmtp, type TestSmtp } from "./helpers/smtp";
import { multipart, type Part } from "./helpers/multipart";
import { quoteMessages as m } from "../../src/shared/messages/workshop-tools";
import type { DeskQuote, QuoteRequest } from "../../src/shared/contract/quote";

let t: TestApp;
const { call, get, post, loginAs } = http(() => t);
let smtp: TestSmtp;
let rossi: string;
let bianchi: string;
let admin: string;
let photo: Buffer;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_DISPATCH_INTERVAL_MS: 1000, QUOTE_DESK_EMAIL: "preventivi@ricambisud.it" }, { jobQueue: { pollingIntervalSeconds: 0.5 } });
  [rossi, bianchi, admin] = await Promise.all([loginAs("officina.rossi"), loginAs("officina.bianchi"), loginAs("admin")]);
  photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: "#aa3366" } }).jpeg().toBuffer();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

function send(cookie: string, telaio: string, text: string, files: Buffer[] = []) {
  const parts: Part[] = [
    { name: "telaio", value: telaio },
    { name: "body", value: text },
    ...files.map((content, i) => ({ name: `attachement${i}`, file: { filename: `foto${i}.jpg`, contentType: "image/jpeg", content } })),
  ];
  const { payload, headers } = multipart(parts);
  return call("POST", "/v100/quote/sendQuote", { cookie, payload, headers });
}
const answer = (id: number, cookie: string, payload: unknown) => post(`/v100/quote/desk/${id}/answer`, cookie, payload);

describe("quote desk", () => {
  let rossiId: number;
  let bianchiId: number;

  it("lists every customer's requests newest first, only for ADMIN", async () => {
    const r1 = await send(rossi, "ZFA31200000123456", "Frizione completa", [photo]);
    expect(r1.statusCode).toBe(200);
    rossiId = body<{ id: number }>(r1).data.id;
    const r2 = await send(bianchi, "AB123CD", "Tagliando");
    bianchiId = body<{ id: number }>(r2).data.id;

    for (const cookie of [rossi, bianchi]) {
      const res = await get("/v100/quote/desk/list", cookie);
      expect(res.statusCode).toBe(403);
      expect((await answer(rossiId, cookie, {})).statusCode).toBe(403);
      expect((await get(`/v100/quote/desk/${rossiId}/image/0`, cookie)).statusCode).toBe(403);
    }
    expect((await get("/v100/quote/desk/list")).statusCode).toBe(401);

    const res = await get("/v100/quote/desk/list", admin);
    expect(res.statusCode).toBe(200);
    const list = body<DeskQuote[]>(res).data;
    expect(list.map((q) => q.id)).toEqual([bianchiId, rossiId]);
    expect(list[1]).toMatchObject({ telaio: "ZFA31200000123456", body: "Frizione completa", status: "SENT", images: ["foto0.jpg"], username: "officina.rossi", answeredBy: null });
    expect(list[1]!.customerName).toBeTruthy();

    const img = await get(`/v100/quote/desk/${rossiId}/image/0`, admin);
    expect(img.statusCode).toBe(200);
    expect(img.headers["content-type"]).toBe("image/jpeg");
    expect((await sharp(img.rawPayload).metadata()).width).toBe(32);
    const missing = await get(`/v100/quote/desk/${rossiId}/image/3`, admin);
    expectRefused(missing, 404, m.imageNotFound);
  });

  it("marks a request answered with who and when, audited, and mails the reply to the customer", async () => {
    await t.queue.startWorkers();
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(4);
    smtp.received.length = 0;

    const res = await answer(rossiId, admin, { reply: "Frizione disponibile: 245,00 € + IVA, pronta domani." });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual({ id: rossiId, status: "ANSWERED" });

    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(1);
    const mail = smtp.received[0]!;
    expect(mail.envelopeTo).toContain("ordini@officinarossi.it");
    expect(mail.mail.subject).toContain("ZFA31200000123456");
    expect(mail.mail.text).toContain("245,00 €");

    const desk = body<DeskQuote[]>(await get("/v100/quote/desk/list", admin)).data.find((q) => q.id === rossiId)!;
    expect(desk).toMatchObject({ status: "ANSWERED", answeredBy: "admin", reply: "Frizione disponibile: 245,00 € + IVA, pronta domani." });
    expect(Date.now() - Date.parse(desk.answeredAt!)).toBeLessThan(60_000);

    const audit = await t.database.pool.query("select action, details from audit_log where action = 'quote.answer'");
    expect(audit.rows).toEqual([expect.objectContaining({ action: "quote.answer", details: expect.objectContaining({ id: rossiId }) })]);
  });

  it("a second answer is a 409 with the Italian message, and nothing changes", async () => {
    const res = await answer(rossiId, admin, { reply: "Altro" });
    expectRefused(res, 409, m.alreadyAnswered);
    const desk = body<DeskQuote[]>(await get("/v100/quote/desk/list", admin)).data.find((q) => q.id === rossiId)!;
    expect(desk.reply).toContain("245,00 €");
  });

  it("refuses an unknown request and a reply too long", async () => {
    const unknown = await answer(999999, admin, {});
    expectRefused(unknown, 404, m.notFound);
    const long = await answer(bianchiId, admin, { reply: "x".repeat(4001) });
    expectRefused(long, 400, m.replyTooLong);
  });

  it("the customer sees the state and the reply; an answer without reply text works too", async () => {
    const mine = body<QuoteRequest[]>(await get("/v100/quote/list", rossi)).data;
    expect(mine[0]).toMatchObject({ id: rossiId, status: "ANSWERED", reply: "Frizione disponibile: 245,00 € + IVA, pronta domani." });
    expect((await answer(bianchiId, admin, {})).statusCode).toBe(200);
    const theirs = body<QuoteRequest[]>(await get("/v100/quote/list", bianchi)).data;
    expect(theirs[0]).toMatchObject({ id: bianchiId, status: "ANSWERED", reply: null });
  });
});
