// The reproductions of issue 14 "Every bad input a clear 4xx": each answered 500 (and some wrote
// first, then failed). Now a 400 with the Italian message in the envelope, nothing committed,
// and no error line in the log.
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyBaseLogger } from "fastify";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";

let t: TestApp;
const { call, get, post, loginAs } = http(() => t);
let rossi: string;
let admin: string;
const logLines: { level: number; msg: string }[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) logLines.push(JSON.parse(line) as { level: number; msg: string });
      done();
    },
  });
  t = await createTestApp({}, { logger: pino({ level: "info" }, sink) as unknown as FastifyBaseLogger });
  rossi = await loginAs("officina.rossi");
  admin = await loginAs("admin");
});
afterAll(async () => t?.close());

function expect400(res: { statusCode: number; json(): unknown }, message?: string | RegExp): void {
  expect(res.statusCode).toBe(400);
  const b = res.json() as { data: unknown; error: string; errorCode: number };
  expect(b).toEqual({ data: null, error: expect.any(String), errorCode: expect.any(Number) });
  if (message) expect(b.error).toMatch(message);
}

const errorLines = () => logLines.filter((l) => l.level >= 50);

describe("strings", () => {
  it("POST /v100/auth with a NUL in the username: 400, and no error log line", async () => {
    const before = errorLines().length;
    const res = await post("/v100/auth", undefined, { username: "a\u0000b", password: "x" });
    expect400(res, /caratteri non ammessi/);
    expect(errorLines().length).toBe(before);
  });

  it("a lone surrogate in the cart notes: 400 and nothing committed", async () => {
    const ok = await post("/v100/cart/addCartNotes", rossi, { cartNotes: "prima", cRifOrdCli: "RIF1" });
    expect(ok.statusCode).toBe(200);
    const res = await call("POST", "/v100/cart/addCartNotes", { cookie: rossi, payload: '{"cartNotes":"X\\ud800","cRifOrdCli":"RIF2"}', headers: { "content-type": "application/json" } });
    expect400(res, /caratteri non ammessi/);
    const cart = body<{ cNotes: string; cRifOrdCli: string }>(await get("/v100/cart/myCart", rossi)).data;
    expect(cart).toMatchObject({ cNotes: "prima", cRifOrdCli: "RIF1" });
  });

  it("a lone surrogate in a promo title: 400 and no promo created", async () => {
    const count = async () => Number((await t.database.pool.query("select count(*) from promos")).rows[0].count);
    const before = await count();
    const res = await call("POST", "/v100/promo/createPromo", { cookie: admin, payload: '{"proType":"SCONTO","proTitle":"X\\ud800","proStartInst":"2026-01-01","proStartEnd":"2026-12-31","proDepRifString":"01"}', headers: { "content-type": "application/json" } });
    expect400(res);
    expect(await count()).toBe(before);
  });
});

describe("numbers and dates", () => {
  it("cartCheckout with cId beyond int4: 400", async () => {
    expect400(await post("/v100/cart/cartCheckout", rossi, { cId: 2147483648 }));
  });

  it("a promo starting 0000-01-01: 400 with the promo's message", async () => {
    const res = await post("/v100/promo/createPromo", admin, { proType: "SCONTO", proTitle: "Anno zero", proStartInst: "0000-01-01", proStartEnd: "2026-12-31", proDepRifString: "01" });
    expect400(res);
  });

  it("an order filter dated year 0: 400", async () => {
    expect400(await post("/v100/orders/lastOrdersPost", rossi, { dataOrdineStart: "0000-01-01" }));
  });
});

describe("multipart", () => {
  const upload = (contentType: string, payload: string) =>
    call("POST", "/v100/promo/uploadImage", { cookie: admin, payload, headers: { "content-type": contentType } });

  it("without boundary: 400", async () => {
    expect400(await upload("multipart/form-data", '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc'));
  });

  it("truncated: 400 with the Italian message, and no error log line", async () => {
    const before = errorLines().length;
    const res = await upload("multipart/form-data; boundary=XYZ", '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG');
    expect400(res, /caricamento non è valido/);
    expect(errorLines().length).toBe(before);
  });
});
