// Quote request (issue 21): the §5 refusals (telaio, message, too many, too large, a disguised
// file), images cleaned (EXIF position gone, SVG rasterised), the request stored and mailed with
// its images to the quote desk and a copy to the customer, through the outbox, at a real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";
import { startTestSmtp, type TestSmtp } from "./helpers/smtp";
import { multipart, type Part } from "./helpers/multipart";
import { quoteMessages as m } from "../../src/shared/messages/workshop-tools";
import type { QuoteRequest } from "../../src/shared/contract/quote";

let t: TestApp;
const { call, get, loginAs } = http(() => t);
let smtp: TestSmtp;
let rossi: string;
let bianchi: string;
let photo: Buffer;
const SVG = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><script>alert(1)</script><rect width="40" height="20" fill="red"/></svg>';

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_DISPATCH_INTERVAL_MS: 1000, QUOTE_DESK_EMAIL: "preventivi@ricambisud.it" }, { jobQueue: { pollingIntervalSeconds: 0.5 } });
  [rossi, bianchi] = await Promise.all([loginAs("officina.rossi"), loginAs("officina.bianchi")]);
  // A phone photo with its GPS position in the EXIF.
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366aa" } })
    .jpeg()
    .withExif({ IFD0: { Make: "Telefono", Model: "Officina" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 8/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "16/1 17/1 0/1" } })
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

function send(cookie: string, fields: Record<string, string>, files: { name: string; content: Buffer | string; type?: string }[] = []) {
  const parts: Part[] = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...files.map((f, i) => ({ name: `attachement${i}`, file: { filename: f.name, contentType: f.type ?? "image/jpeg", content: f.content } })),
    ...files.map((f) => ({ name: "attachmentName", value: f.name })),
  ];
  const { payload, headers } = multipart(parts);
  return call("POST", "/v100/quote/sendQuote", { cookie, payload, headers });
}

const good = { telaio: "ZFA31200000123456", body: "Preventivo per frizione completa e volano", mail: "ordini@officinarossi.it" };

describe("quote request", () => {
  it("refuses, with the §5 message, and stores nothing", async () => {
    const cases: [Record<string, string>, { name: string; content: Buffer | string; type?: string }[], number, string][] = [
      [{ ...good, telaio: "" }, [], 400, m.telaioRequired],
      [{ ...good, telaio: "ZFA312000001234567" }, [], 400, m.telaioTooLong],
      [{ ...good, telaio: "ZFA3120000012345O" }, [], 400, m.telaioFormat],
      [{ ...good, body: "  " }, [], 400, m.bodyRequired],
      [good, Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.jpg`, content: photo })), 400, m.tooManyServer],
      [good, [{ name: "a.jpg", content: Buffer.alloc(9 * 1024 * 1024, 1) }, { name: "b.jpg", content: Buffer.alloc(7 * 1024 * 1024, 1) }], 413, m.tooLarge],
      [good, [{ name: "foto.jpg", content: "#!/bin/sh\nrm -rf /\n" }], 400, m.badImage("foto.jpg")],
      [good, [{ name: "foto.png", content: "<script>alert(1)</script>", type: "image/png" }], 400, m.badImage("foto.png")],
      [good, [{ name: "doc.jpg", content: Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n") }], 400, m.badImage("doc.jpg")],
    ];
    for (const [fields, files, status, message] of cases) {
      const res = await send(rossi, fields, files);
      expect(res.statusCode, message).toBe(status);
      expect(body(res).error).toBe(message);
    }
    const list = body<QuoteRequest[]>(await get("/v100/quote/list", rossi)).data;
    expect(list).toEqual([]);
  });

  it("a request with a photo and an SVG: stored, mailed to the desk and copied to the customer, EXIF gone, SVG as PNG", async () => {
    const res = await send(rossi, { ...good, mail: "someone@elsewhere.example" }, [
      { name: "frizione.jpg", content: photo },
      { name: "schema.svg", content: SVG, type: "image/svg+xml" },
    ]);
    expect(res.statusCode).toBe(200);
    expect(body(res).error).toBeNull();
    await t.queue.startWorkers();
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(2);
    const desk = smtp.received.find((r) => r.envelopeTo.includes("preventivi@ricambisud.it"))!;
    const copy = smtp.received.find((r) => r.envelopeTo.includes("ordini@officinarossi.it"))!;
    expect(desk.mail.subject).toContain("ZFA31200000123456");
    expect(desk.mail.text).toContain("frizione completa");
    expect(copy.mail.text).toContain(m.validity);
    // The address typed in the form is never mailed.
    expect(smtp.received.flatMap((r) => r.envelopeTo)).not.toContain("someone@elsewhere.example");
    for (const r of [desk, copy]) {
      expect(r.mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        ["frizione.jpg", "image/jpeg"],
        ["schema.png", "image/png"],
      ]);
      const meta = await sharp(r.mail.attachments[0]!.content).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBe(64);
      expect(r.mail.attachments[1]!.content.includes(Buffer.from("<script"))).toBe(false);
      expect((await sharp(r.mail.attachments[1]!.content).metadata()).format).toBe("png");
    }
    const list = body<QuoteRequest[]>(await get("/v100/quote/list", rossi)).data;
    expect(list).toEqual([expect.objectContaining({ telaio: "ZFA31200000123456", status: "SENT", images: ["frizione.jpg", "schema.png"] })]);
    // Another customer sees none of it.
    expect(body<QuoteRequest[]>(await get("/v100/quote/list", bianchi)).data).toEqual([]);
  });

  it("an Italian plate is accepted, without images", async () => {
    const res = await send(bianchi, { telaio: "ab 123 cd", body: "Tagliando completo" });
    expect(res.statusCode).toBe(200);
    const list = body<QuoteRequest[]>(await get("/v100/quote/list", bianchi)).data;
    expect(list[0]).toMatchObject({ telaio: "AB123CD", images: [] });
  });
});
