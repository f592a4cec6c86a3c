// Shared fixtures and steps of the promotions API tests (promos-list, promos-editor, promos-uploads): test products, a promo's input, media files, uploads, error checks.
import { expect } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import type { PromoAdmin, PromoInput } from "../../../src/shared/contract/promos";
import { addDays } from "../../../src/shared/rules/business-days";
import { romeParts } from "../../../src/shared/rules/rome-time";
import { pngFromRgb } from "../../../src/server/lib/images";
import { body, type TestApp } from "./test-app";
import { expectRefused, http } from "./http";
import { makeProduct, setDiscount } from "./factories";
import { multipartFile } from "./multipart";

/** Today in Rome when the test file is loaded. */
export const today = romeParts(new Date()).date;
// Test products of our own, so the promos here do not depend on the demo catalogue's contents.
export const PRE = "ZPRM";
export const codes = Array.from({ length: 20 }, (_, i) => `TP${String(i + 1).padStart(3, "0")}`);

/** The 20 test products (list 101,00 € up, 7 in warehouse 01) and customer 100001's 40+10 on them. */
export async function makePromoProducts(t: TestApp): Promise<void> {
  for (const [n, c] of codes.entries()) {
    await makeProduct(t, { precodice: PRE, codice: c, codsco: "ZP", fam: "PROVA", description: `ARTICOLO PROMO ${c}`, listCents: 10000 + (n + 1) * 100, stock: { "01": 7 } });
  }
  await setDiscount(t, 100001, "ZP", "40+10");
}

export function png(width = 12, height = 8): Promise<Buffer> {
  const px = new Uint8Array(width * height * 3);
  for (let i = 0; i < px.length; i += 3) {
    px[i] = 240;
    px[i + 1] = (i / 3) % 256;
    px[i + 2] = 26;
  }
  return pngFromRgb(width, height, px);
}

// A minimal baseline JPEG header: SOI, APP0 (JFIF), SOF0 with 20×10 pixels, EOI.
export function jpeg(): Buffer {
  return Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
    0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x0a, 0x00, 0x14, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
    0xff, 0xd9,
  ]);
}

export function mp4(): Buffer {
  const b = Buffer.alloc(64);
  b.writeUInt32BE(24, 0);
  b.write("ftypisom", 4, "ascii");
  return b;
}

export function base(overrides: Partial<PromoInput> = {}): PromoInput {
  return {
    proType: "SCONTO",
    proTitle: "Promo di prova",
    proSubtitle: "Sottotitolo",
    proText: "Testo",
    proStartInst: addDays(today, -1),
    proStartEnd: addDays(today, 10),
    proDepRifString: "01+03",
    promoProducts: [],
    ...overrides,
  };
}

export function expectError(res: LightMyRequestResponse, status: number, message?: string): void {
  expectRefused(res, status, message ?? /[a-zà-ù]/i);
  expect(body(res).data).toBeNull();
}

/** The promo users' sessions and the steps that act as them, bound to a test file's app (read at call time). */
export function promosClient(app: () => TestApp) {
  const { call, post, loginAs } = http(app);
  const cookies: Record<string, string> = {};
  /** The cookie of a user logged in by logInUsers, none for an anonymous caller. */
  const as = (who?: string): string | undefined => (who ? cookies[who]! : undefined);

  async function logInUsers(): Promise<void> {
    for (const u of ["admin", "officina.rossi", "officina.bianchi", "officina.esposito", "gommista.melis", "agente.verdi"]) cookies[u] = await loginAs(u);
  }

  function upload(kind: "Image" | "Video", who: string | undefined, file: { bytes: Buffer; type: string; name?: string }) {
    const mp = multipartFile(file.name ?? "file.bin", file.type, file.bytes);
    return call("POST", `/v100/promo/upload${kind}`, { cookie: as(who), payload: mp.payload, headers: mp.headers });
  }

  async function create(overrides: Partial<PromoInput> = {}): Promise<PromoAdmin> {
    const res = await post("/v100/promo/createPromo", as("admin"), base(overrides));
    if (res.statusCode !== 200) throw new Error(`createPromo: ${res.statusCode} ${res.body}`);
    return body<PromoAdmin>(res).data;
  }

  return { cookies, as, logInUsers, upload, create };
}
