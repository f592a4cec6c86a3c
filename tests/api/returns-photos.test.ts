// Return photos (issue 17, "Photos of the faulty part can be attached"): POST /returns/add as
// multipart with up to 5 images, cleaned like the quote's (lib/images.ts); stored with the request,
// served to its customer and to ADMIN (inert: nosniff, sandbox), 404 to another customer; the
// warehouse's new-request mail carries them; every refusal leaves nothing stored or mailed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";
import { startTestSmtp, type TestSmtp } from "./helpers/smtp";
import { multipart, type Part } from "./helpers/multipart";
import { returnsClient } from "./helpers/returns";
import { pngFromRgb } from "../../src/server/lib/images";
import { imageMessages } from "../../src/shared/messages/images";
import { returnMessages as m } from "../../src/shared/messages/returns";
import type { ReturnLine, ReturnRequest } from "../../src/shared/contract/returns";

let t: TestApp;
const { call, get, loginAs } = http(() => t);
let smtp: TestSmtp;
let rossi: string;
let bianchi: string;
let admin: string;
let c: ReturnType<typeof returnsClient>;
let png: Buffer;
let jpeg: Buffer;
const WAREHOUSE = "resi@ricambisud.it";

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_DISPATCH_INTERVAL_MS: 1000 }, { jobQueue: { pollingIntervalSeconds: 0.5 } });
  c = returnsClient(t);
  [rossi, bianchi, admin] = await Promise.all([loginAs("officina.rossi"), loginAs("officina.bianchi"), loginAs("admin")]);
  await t.queue.startWorkers();
  png = await pngFromRgb(2, 2, new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]));
  // A phone photo with its GPS position in the EXIF.
  jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: "#aa3366" } })
    .jpeg()
    .withExif({ IFD0: { Make: "Telefono" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 8/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "16/1 17/1 0/1" } })
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type File = { name: string; content: Buffer | string; type?: string };

function addWithPhotos(cookie: string, l: ReturnLine, files: File[], rNote = "") {
  const fields = c.addPayload(l, 1, 1, rNote);
  const parts: Part[] = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })),
    ...files.map((f, i) => ({ name: `attachement${i}`, file: { filename: f.name, contentType: f.type ?? "image/png", content: f.content } })),
  ];
  const { payload, headers } = multipart(parts);
  return call("POST", "/v100/returns/add", { cookie, payload, headers });
}

const photo = (cookie: string, rId: number, n: number) => get(`/v100/returns/${rId}/photos/${n}`, cookie);
const counts = async () => {
  const [r] = await c.q<{ requests: number; photos: number; mails: number }>(
    "select (select count(*)::int from return_requests) as requests, (select count(*)::int from return_photos) as photos, (select count(*)::int from mail_outbox) as mails",
  );
  return r!;
};

describe("return photos", () => {
  it("stores the photos cleaned, serves them to the owner and ADMIN, not to another customer, and mails them to the warehouse", async () => {
    const line = await c.freshLine(rossi);
    const res = await addWithPhotos(rossi, line, [
      { name: "pezzo rotto.png", content: png },
      { name: "dettaglio.jpg", content: jpeg, type: "image/jpeg" },
    ], "Foto allegate");
    expect(res.statusCode, res.body).toBe(200);
    const made = body<ReturnRequest>(res).data;
    expect(made.rPhotos).toBe(2);
    expect((await c.requests(rossi, "&pageLimit=all")).find((r) => r.rId === made.rId)!.rPhotos).toBe(2);

    for (const who of [rossi, admin]) {
      const first = await photo(who, made.rId, 0);
      expect(first.statusCode).toBe(200);
      expect(first.headers["content-type"]).toBe("image/png");
      expect(first.headers["x-content-type-options"]).toBe("nosniff");
      expect(first.headers["content-security-policy"]).toContain("sandbox");
      expect((await sharp(first.rawPayload).metadata()).width).toBe(2);
      const second = await photo(who, made.rId, 1);
      expect(second.statusCode).toBe(200);
      expect(second.headers["content-type"]).toBe("image/jpeg");
      // Re-encoded: the GPS position is gone.
      expect((await sharp(second.rawPayload).metadata()).exif).toBeUndefined();
    }
    const other = await photo(bianchi, made.rId, 0);
    expectRefused(other, 404, m.photoNotFound);
    expect((await photo(rossi, made.rId, 2)).statusCode).toBe(404);
    expect((await photo(rossi, made.rId, 9)).statusCode).toBe(400);

    const subject = `Nuova richiesta di reso n. ${made.rId} – ${made.rRagSoc} (100001)`;
    await expect.poll(() => smtp.received.find((r) => r.envelopeTo.includes(WAREHOUSE) && r.mail.subject === subject), { timeout: 20_000, interval: 250 }).toBeDefined();
    const wh = smtp.received.find((r) => r.envelopeTo.includes(WAREHOUSE) && r.mail.subject === subject)!;
    expect(wh.mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ["pezzo rotto.png", "image/png"],
      ["dettaglio.jpg", "image/jpeg"],
    ]);
    // The customer's confirmation carries no attachments.
    const mine = smtp.received.find((r) => r.mail.subject === `Richiesta di reso n. ${made.rId} ricevuta`);
    if (mine) expect(mine.mail.attachments).toHaveLength(0);
  });

  it("still takes a request without photos, as JSON or multipart", async () => {
    const a = await c.freshLine(rossi);
    expect((await c.add(rossi, a, 1)).rPhotos).toBe(0);
    const b = await c.freshLine(rossi);
    const res = await addWithPhotos(rossi, b, []);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<ReturnRequest>(res).data.rPhotos).toBe(0);
  });

  it("refuses too many, too large or not an image by content, like the quote, leaving nothing", async () => {
    const line = await c.freshLine(rossi);
    const before = await counts();
    const cases: [File[], number, string][] = [
      [Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.png`, content: png })), 400, imageMessages.tooManyFor(m.photosFor)],
      [[{ name: "a.jpg", content: Buffer.alloc(9 * 1024 * 1024, 1) }, { name: "b.jpg", content: Buffer.alloc(7 * 1024 * 1024, 1) }], 413, imageMessages.tooLarge],
      [[{ name: "ok.png", content: png }, { name: "foto.png", content: "<script>alert(1)</script>" }], 400, imageMessages.badImage("foto.png")],
      [[{ name: "doc.jpg", content: Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n") }], 400, imageMessages.badImage("doc.jpg")],
    ];
    for (const [files, status, message] of cases) {
      const res = await addWithPhotos(rossi, line, files);
      expect(res.statusCode, res.body).toBe(status);
      expect(body(res).error).toBe(message);
    }
    // A bad request field with good photos: nothing stored either.
    const wrong = await addWithPhotos(rossi, { ...line, riga_bolla: 9999 }, [{ name: "ok.png", content: png }]);
    expect(wrong.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });
});
