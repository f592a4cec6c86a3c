// Promotions: who sees which promo (uAllowedPromo and warehouses), expired promos, the detail
// with the user's own prices, the ADMIN editor calls and the upload checks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import type { Promo, PromoAdmin, PromoDetail, PromoInput, PromoTarget, PromoUpload } from "../../src/shared/contract/promos";
import { promoMessages as m } from "../../src/shared/messages/promos";
import { addDays } from "../../src/shared/rules/business-days";
import { romeParts } from "../../src/shared/rules/rome-time";
import { pngFromRgb } from "../../src/server/lib/images";
import { promosRepo } from "../../src/server/modules/promos/repo";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";
import { makeProduct, setDiscount } from "./helpers/factories";
import { multipartFile } from "./helpers/multipart";

let t: TestApp;
const { call, get, post, loginAs } = http(() => t);
const cookies: Record<string, string> = {};
/** The cookie of a user logged in by beforeAll, none for an anonymous caller. */
const as = (who?: string): string | undefined => (who ? cookies[who]! : undefined);
const today = romeParts(new Date()).date;
// Test products of our own, so the promos here do not depend on the demo catalogue's contents.
const PRE = "ZPRM";
const codes = Array.from({ length: 20 }, (_, i) => `TP${String(i + 1).padStart(3, "0")}`);

function upload(kind: "Image" | "Video", who: string | undefined, file: { bytes: Buffer; type: string; name?: string }) {
  const mp = multipartFile(file.name ?? "file.bin", file.type, file.bytes);
  return call("POST", `/v100/promo/upload${kind}`, { cookie: as(who), payload: mp.payload, headers: mp.headers });
}

function png(width = 12, height = 8): Promise<Buffer> {
  const px = new Uint8Array(width * height * 3);
  for (let i = 0; i < px.length; i += 3) {
    px[i] = 240;
    px[i + 1] = (i / 3) % 256;
    px[i + 2] = 26;
  }
  return pngFromRgb(width, height, px);
}

// A minimal baseline JPEG header: SOI, APP0 (JFIF), SOF0 with 20×10 pixels, EOI.
function jpeg(): Buffer {
  return Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
    0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x0a, 0x00, 0x14, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
    0xff, 0xd9,
  ]);
}

function mp4(): Buffer {
  const b = Buffer.alloc(64);
  b.writeUInt32BE(24, 0);
  b.write("ftypisom", 4, "ascii");
  return b;
}

function base(overrides: Partial<PromoInput> = {}): PromoInput {
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

async function create(overrides: Partial<PromoInput> = {}): Promise<PromoAdmin> {
  const res = await post("/v100/promo/createPromo", as("admin"), base(overrides));
  if (res.statusCode !== 200) throw new Error(`createPromo: ${res.statusCode} ${res.body}`);
  return body<PromoAdmin>(res).data;
}

async function titles(who: string, query = ""): Promise<string[]> {
  const res = await get(`/v100/promo/getPromoList${query}`, as(who));
  expect(res.statusCode).toBe(200);
  return body<Promo[]>(res).data.map((p) => p.proTitle);
}

async function setAllowed(username: string, allowed: "ALL" | "CONFIG_DEPO" | "CUSTOM" | "NONE", warehouses?: string): Promise<void> {
  await t.database.pool.query("update users set allowed_promo = $1, warehouses = coalesce($2, warehouses) where username = $3", [allowed, warehouses ?? null, username]);
}

function expectError(res: LightMyRequestResponse, status: number, message?: string): void {
  expectRefused(res, status, message ?? /[a-zà-ù]/i);
  expect(body(res).data).toBeNull();
}

beforeAll(async () => {
  t = await createTestApp();
  for (const [n, c] of codes.entries()) {
    await makeProduct(t, { precodice: PRE, codice: c, codsco: "ZP", fam: "PROVA", description: `ARTICOLO PROMO ${c}`, listCents: 10000 + (n + 1) * 100, stock: { "01": 7 } });
  }
  await setDiscount(t, 100001, "ZP", "40+10");
  for (const u of ["admin", "officina.rossi", "officina.bianchi", "officina.esposito", "gommista.melis", "agente.verdi"]) cookies[u] = await loginAs(u);
});
afterAll(async () => t?.close());

describe("demo promos", () => {
  it("CONFIG_DEPO: officina.rossi (01) sees the promos of warehouse 01; officina.bianchi (01+03) also those of 03", async () => {
    const rossi = await titles("officina.rossi");
    const bianchi = await titles("officina.bianchi");
    const melis = await titles("gommista.melis");
    expect(rossi).toEqual(["Settimana del freno", "Tagliando di primavera", "Novità lubrificanti"]);
    expect(bianchi).toEqual(["Settimana del freno", "Tagliando di primavera", "Speciale batterie Sardegna", "Novità lubrificanti"]);
    expect(melis).toEqual(["Settimana del freno", "Speciale batterie Sardegna", "Novità lubrificanti"]);
  });

  it("answers every field of the Promo entity, with a banner served by the API and one promo with a popup", async () => {
    const list = body<Promo[]>(await get("/v100/promo/getPromoList", as("officina.rossi"))).data;
    const freni = list.find((p) => p.proTitle === "Settimana del freno")!;
    expect(freni).toMatchObject({ proType: "SCONTO", proTypeDesc: "Sconto extra", proDepRifString: "01+03", proOrder: 1, proPopup: 3, proStatus: "ACTIVE", proArea: "Freni" });
    expect(freni.proStartInst).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(freni.proStartInst <= today && today <= freni.proStartEnd).toBe(true);
    expect(freni.proImgUrl).toHaveLength(2);
    expect(list.filter((p) => p.proPopup > 0).map((p) => p.proTitle)).toEqual(["Settimana del freno"]);
    const banner = await get(freni.proBannerLink!, as("officina.rossi"));
    expect(banner.statusCode).toBe(200);
    expect(banner.headers["content-type"]).toBe("image/png");
    expect(banner.rawPayload.subarray(1, 4).toString("ascii")).toBe("PNG");
  });
});

describe("GET /v100/promo/getPromoList", () => {
  it("hides expired and scheduled promos from everyone by default, ADMIN included", async () => {
    for (const who of ["officina.rossi", "admin"]) {
      const list = await titles(who);
      expect(list).not.toContain("Pneumatici e catene da neve");
      expect(list).not.toContain("Volantino d'estate");
    }
  });

  it("gives ADMIN every promo with filterPromoActive=false, each with its status", async () => {
    const res = await get("/v100/promo/getPromoList?filterPromoActive=false", as("admin"));
    const list = body<Promo[]>(res).data;
    expect(list.find((p) => p.proTitle === "Pneumatici e catene da neve")?.proStatus).toBe("EXPIRED");
    expect(list.find((p) => p.proTitle === "Volantino d'estate")?.proStatus).toBe("SCHEDULED");
    expect(list.find((p) => p.proTitle === "Speciale batterie Sardegna")?.proStatus).toBe("ACTIVE");
  });

  it("refuses filterPromoActive=false to anyone but ADMIN (403)", async () => {
    expectError(await get("/v100/promo/getPromoList?filterPromoActive=false", as("officina.rossi")), 403, m.expiredOnlyAdmin);
    expectError(await get("/v100/promo/getPromoList?filterPromoActive=false", as("agente.verdi")), 403, m.expiredOnlyAdmin);
  });

  it("needs a login (401)", async () => {
    expectError(await get("/v100/promo/getPromoList"), 401);
  });

  it("orders by proOrder, then by proId", async () => {
    const a = await create({ proTitle: "Ordine 900 A", proOrder: 900 });
    const b = await create({ proTitle: "Ordine 900 B", proOrder: 900 });
    const c = await create({ proTitle: "Ordine 899", proOrder: 899 });
    const list = (await titles("admin")).filter((x) => x.startsWith("Ordine"));
    expect(list).toEqual(["Ordine 899", "Ordine 900 A", "Ordine 900 B"]);
    for (const p of [a, b, c]) expect((await call("DELETE", `/v100/promo/deletePromo/${p.proId}`, { cookie: as("admin") })).statusCode).toBe(200);
  });

  it("counts the last day as active and the day after as expired", async () => {
    // Today in Rome as the test runs, not as the file was loaded: a run that crosses midnight in
    // Rome (23:00 UTC in winter) would otherwise ask the server about yesterday.
    const day = romeParts(new Date()).date;
    const last = await create({ proTitle: "Ultimo giorno", proStartInst: addDays(day, -3), proStartEnd: day });
    const gone = await create({ proTitle: "Finita ieri", proStartInst: addDays(day, -3), proStartEnd: addDays(day, -1) });
    const list = await titles("officina.rossi");
    expect(list).toContain("Ultimo giorno");
    expect(list).not.toContain("Finita ieri");
    for (const p of [last, gone]) await call("DELETE", `/v100/promo/deletePromo/${p.proId}`, { cookie: as("admin") });
  });
});

describe("visibility per uAllowedPromo", () => {
  let forUser: PromoAdmin;
  let forCustomer: PromoAdmin;
  let only03: PromoAdmin;
  let espositoId: number;

  beforeAll(async () => {
    const targets = body<PromoTarget[]>(await get("/v100/promo/getAssignableTargets", as("admin"))).data;
    espositoId = targets.find((x) => x.uUsername === "officina.esposito")!.uId;
    forUser = await create({ proTitle: "Assegnata all'utente", proDepRifString: "03", proAssignedUsers: [espositoId] });
    forCustomer = await create({ proTitle: "Assegnata al cliente", proDepRifString: "03", proAssignedCustomers: [100003] });
    only03 = await create({ proTitle: "Solo Cagliari", proDepRifString: "03" });
  });
  afterAll(async () => {
    await setAllowed("officina.esposito", "CONFIG_DEPO", "01");
    for (const p of [forUser, forCustomer, only03]) await call("DELETE", `/v100/promo/deletePromo/${p.proId}`, { cookie: as("admin") });
  });

  it("CONFIG_DEPO: promos sharing a warehouse with the user's (01 does not see a 03 promo)", async () => {
    await setAllowed("officina.esposito", "CONFIG_DEPO", "01");
    const list = await titles("officina.esposito");
    expect(list).not.toContain("Solo Cagliari");
    expect(list).not.toContain("Assegnata all'utente");
    expect(list).toContain("Settimana del freno");
    await setAllowed("officina.esposito", "CONFIG_DEPO", "03");
    expect(await titles("officina.esposito")).toContain("Solo Cagliari");
  });

  it("ALL: every active promo, whatever the warehouse", async () => {
    await setAllowed("officina.esposito", "ALL", "01");
    const list = await titles("officina.esposito");
    expect(list).toEqual(expect.arrayContaining(["Solo Cagliari", "Speciale batterie Sardegna", "Tagliando di primavera", "Assegnata all'utente"]));
    expect(list).not.toContain("Pneumatici e catene da neve");
  });

  it("CUSTOM: only promos assigned to the user or to the user's customer, whatever the warehouse", async () => {
    await setAllowed("officina.esposito", "CUSTOM", "01");
    expect(await titles("officina.esposito")).toEqual(["Assegnata all'utente", "Assegnata al cliente"]);
    // Another user of another customer with CUSTOM sees neither.
    await setAllowed("officina.rossi", "CUSTOM");
    expect(await titles("officina.rossi")).toEqual([]);
    await setAllowed("officina.rossi", "CONFIG_DEPO");
  });

  it("NONE: no promo at all, and no detail", async () => {
    await setAllowed("officina.esposito", "NONE", "01+03");
    expect(await titles("officina.esposito")).toEqual([]);
    expectError(await get(`/v100/promo/getPromoDetail?proId=${only03.proId}`, as("officina.esposito")), 404, m.notFound);
  });
});

describe("GET /v100/promo/getPromoDetail", () => {
  let promo: PromoAdmin;
  beforeAll(async () => {
    promo = await create({ proTitle: "Venti prodotti", proDepRifString: "01", promoProducts: codes.map((codice) => ({ precodice: PRE, codice })) });
  });

  it("answers the promo and the first 15 products with the user's prices and stock", async () => {
    const res = await get(`/v100/promo/getPromoDetail?proId=${promo.proId}`, as("officina.rossi"));
    expect(res.statusCode).toBe(200);
    const b = body<PromoDetail>(res);
    expect(b.pagination).toEqual({ last: false });
    expect(b.data.proTitle).toBe("Venti prodotti");
    expect(b.data.totalProducts).toBe(20);
    expect(b.data.products.map((p) => p.codice)).toEqual(codes.slice(0, 15));
    // TP001: list 101,00 €, chain 40+10 for customer 100001 → 54,54 €; 7 in warehouse 01.
    expect(b.data.products[0]).toMatchObject({ precodice: PRE, codice: "TP001", listino: 101, sconto: "40+10", netto: 54.54, disp: 7 });
  });

  it("appends the next page from startFrom, the last one marked", async () => {
    const b = body<PromoDetail>(await get(`/v100/promo/getPromoDetail?proId=${promo.proId}&startFrom=15`, as("officina.rossi")));
    expect(b.pagination).toEqual({ last: true });
    expect(b.data.startFrom).toBe(15);
    expect(b.data.products.map((p) => p.codice)).toEqual(codes.slice(15));
  });

  it("prices the products for each customer: officina.bianchi has no discount on them", async () => {
    const b = body<PromoDetail>(await get(`/v100/promo/getPromoDetail?proId=${promo.proId}`, as("officina.bianchi")));
    expect(b.data.products[0]).toMatchObject({ listino: 101, netto: 101, sconto: "" });
  });

  it("answers 404 for a promo the user may not see: another warehouse, expired, unknown", async () => {
    const only03 = await create({ proTitle: "Dettaglio 03", proDepRifString: "03" });
    const expired = await create({ proTitle: "Dettaglio scaduto", proStartInst: addDays(today, -30), proStartEnd: addDays(today, -2) });
    expectError(await get(`/v100/promo/getPromoDetail?proId=${only03.proId}`, as("officina.rossi")), 404, m.notFound);
    expect((await get(`/v100/promo/getPromoDetail?proId=${only03.proId}`, as("officina.bianchi"))).statusCode).toBe(200);
    expectError(await get(`/v100/promo/getPromoDetail?proId=${expired.proId}`, as("officina.rossi")), 404, m.notFound);
    expect((await get(`/v100/promo/getPromoDetail?proId=${expired.proId}`, as("admin"))).statusCode).toBe(200);
    expectError(await get("/v100/promo/getPromoDetail?proId=999999", as("officina.rossi")), 404, m.notFound);
  });

  it("refuses a malformed proId or startFrom (400)", async () => {
    expectError(await get("/v100/promo/getPromoDetail?proId=abc", as("officina.rossi")), 400);
    expectError(await get(`/v100/promo/getPromoDetail?proId=${promo.proId}&startFrom=-1`, as("officina.rossi")), 400);
  });
});

describe("editor calls: ADMIN only", () => {
  it("refuses customers and salesmen (403) and anonymous callers (401)", async () => {
    const input = base();
    for (const who of ["officina.rossi", "agente.verdi"]) {
      expectError(await post("/v100/promo/createPromo", as(who), input), 403);
      expectError(await call("PUT", "/v100/promo/updatePromo/1", { cookie: as(who), json: input }), 403);
      expectError(await call("DELETE", "/v100/promo/deletePromo/1", { cookie: as(who) }), 403);
      expectError(await get("/v100/promo/getPromoForEdit?proId=1", as(who)), 403);
      expectError(await get("/v100/promo/getAssignableTargets", as(who)), 403);
      expectError(await get("/v100/promo/searchProducts?searchString=TP001", as(who)), 403);
      expectError(await upload("Image", who, { bytes: await png(), type: "image/png" }), 403);
      expectError(await upload("Video", who, { bytes: mp4(), type: "video/mp4" }), 403);
    }
    expectError(await post("/v100/promo/createPromo", undefined, input), 401);
    expectError(await call("PUT", "/v100/promo/updatePromo/1", { cookie: undefined, json: input }), 401);
    expectError(await call("DELETE", "/v100/promo/deletePromo/1", { cookie: undefined }), 401);
    expectError(await upload("Image", undefined, { bytes: await png(), type: "image/png" }), 401);
  });

  it("refuses an ADMIN impersonating a customer (the effective user is the customer)", async () => {
    const targets = body<PromoTarget[]>(await get("/v100/promo/getAssignableTargets", as("admin"))).data;
    const rossi = targets.find((x) => x.uUsername === "officina.rossi")!;
    const adminAgain = await loginAs("admin");
    const res = await post(`/v100/auth/behalf/${rossi.uId}`, adminAgain);
    expect(res.statusCode).toBe(200);
    const behalfCookie = res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const refused = await post("/v100/promo/createPromo", behalfCookie, base());
    expectError(refused, 403);
    // ... and sees rossi's promos, not all of them.
    const list = body<Promo[]>(await get("/v100/promo/getPromoList", behalfCookie)).data;
    expect(list.map((p) => p.proTitle)).not.toContain("Speciale batterie Sardegna");
  });

  it("searches codes for the product list, at list prices (ADMIN acts for no customer)", async () => {
    const res = await get("/v100/promo/searchProducts?searchString=tp-01", as("admin"));
    expect(res.statusCode).toBe(200);
    const rows = body<{ precodice: string; codice: string; listino: number; netto: number }[]>(res).data;
    expect(rows.map((r) => r.codice)).toEqual(["TP010", "TP011", "TP012", "TP013", "TP014", "TP015", "TP016", "TP017", "TP018", "TP019"]);
    expect(rows[0]).toMatchObject({ precodice: PRE, listino: 110, netto: 110 });
    expectError(await get("/v100/promo/searchProducts?searchString=tp", as("admin")), 400);
  });

  it("validates with the spec's limits and Italian messages", async () => {
    const cases: [Partial<PromoInput>, string][] = [
      [{ proOrder: 0 }, m.orderRange],
      [{ proOrder: 1001 }, m.orderRange],
      [{ proOrder: 1.5 }, m.orderRange],
      [{ proPopup: 11 }, m.popupRange],
      [{ proPopup: -1 }, m.popupRange],
      [{ proTitle: "  " }, m.titleRequired],
      [{ proStartInst: "2026-02-30" }, m.startRequired],
      [{ proStartInst: addDays(today, 5), proStartEnd: addDays(today, 1) }, m.endBeforeStart],
      [{ proDepRifString: "02" }, m.warehousesInvalid],
      [{ proDepRifString: "" }, m.warehousesInvalid],
      [{ proType: "BOH" as never }, m.typeRequired],
      [{ promoProducts: [{ precodice: "NOPE", codice: "X1" }] }, m.unknownProduct("NOPE/X1")],
      [{ promoProducts: [{ precodice: PRE, codice: "TP001" }, { precodice: PRE, codice: "TP001" }] }, m.duplicateProduct(`${PRE}/TP001`)],
      [{ proImgUrl: ["https://example.com/a.png"] }, m.imageUrlInvalid],
      [{ proImgUrl: ["/v100/promo/media/0123456789abcdef0123456789abcdef.png"] }, m.mediaNotFound],
      [{ proBannerLink: "/v100/promo/media/../../etc/passwd" }, m.imageUrlInvalid],
      [{ proVideoUrl: ["javascript:alert(1)"] }, m.videoUrlInvalid],
      [{ proAssignedUsers: [999999] }, m.unknownAssignee],
      [{ proAssignedCustomers: [999999] }, m.unknownAssignee],
    ];
    for (const [overrides, message] of cases) {
      const res = await post("/v100/promo/createPromo", as("admin"), base(overrides));
      expect({ overrides, status: res.statusCode, error: body(res).error }).toEqual({ overrides, status: 400, error: message });
    }
  });

  it("defaults order to 1 and popup to 0", async () => {
    const input = base();
    expect("proOrder" in input || "proPopup" in input).toBe(false);
    const res = await post("/v100/promo/createPromo", as("admin"), input);
    expect(res.statusCode).toBe(200);
    const p = body<PromoAdmin>(res).data;
    expect([p.proOrder, p.proPopup]).toEqual([1, 0]);
    await call("DELETE", `/v100/promo/deletePromo/${p.proId}`, { cookie: as("admin") });
  });

  it("creates, reads for editing, updates and deletes a promo with banner, images, videos and products", async () => {
    const banner = body<PromoUpload>(await upload("Image", "admin", { bytes: await png(30, 10), type: "image/png", name: "banner.png" })).data;
    const img = body<PromoUpload>(await upload("Image", "admin", { bytes: jpeg(), type: "image/jpeg", name: "foto.jpg" })).data;
    const vid = body<PromoUpload>(await upload("Video", "admin", { bytes: mp4(), type: "video/mp4", name: "clip.mp4" })).data;
    expect(banner).toMatchObject({ contentType: "image/png", width: 30, height: 10 });
    expect(img).toMatchObject({ contentType: "image/jpeg", width: 20, height: 10 });
    expect(vid).toMatchObject({ contentType: "video/mp4" });
    expect(banner.url).toMatch(/^\/v100\/promo\/media\/[0-9a-f]{32}\.png$/);

    const kept = {
      proTitle: "Completa",
      proBannerLink: banner.url,
      proImgUrl: [img.url, banner.url],
      proVideoUrl: [vid.url, "https://video.example.com/promo.mp4"],
      promoProducts: [
        { precodice: PRE, codice: "TP002" },
        { precodice: PRE, codice: "TP001" },
      ],
      proAssignedCustomers: [100001],
      proOrder: 7,
    };
    const created = await create({
      ...kept,
      proPopup: 2,
      proArea: "Prove",
      proDescription: "Descrizione lunga",
      proDepRifString: "03+01",
    });
    expect(created).toMatchObject({
      ...kept,
      proAssignedUsers: [],
      proPopup: 2,
      proDepRifString: "01+03",
      productDescriptions: { [`${PRE}/TP001`]: "ARTICOLO PROMO TP001", [`${PRE}/TP002`]: "ARTICOLO PROMO TP002" },
    });

    const forEdit = body<PromoAdmin>(await get(`/v100/promo/getPromoForEdit?proId=${created.proId}`, as("admin"))).data;
    expect(forEdit).toEqual(created);

    const upd = await call("PUT", `/v100/promo/updatePromo/${created.proId}`, { cookie: as("admin"), json: base({ proTitle: "Completa (modificata)", proImgUrl: [img.url], promoProducts: [{ precodice: PRE, codice: "TP003" }] }) });
    expect(upd.statusCode).toBe(200);
    expect(body<PromoAdmin>(upd).data).toMatchObject({ proTitle: "Completa (modificata)", proBannerLink: null, proImgUrl: [img.url], proVideoUrl: [], promoProducts: [{ precodice: PRE, codice: "TP003" }], proAssignedCustomers: [] });

    expect((await get(img.url, as("officina.rossi"))).statusCode).toBe(200);
    const del = await call("DELETE", `/v100/promo/deletePromo/${created.proId}`, { cookie: as("admin") });
    expect(del.statusCode).toBe(200);
    expectError(await get(`/v100/promo/getPromoDetail?proId=${created.proId}`, as("admin")), 404, m.notFound);
    expectError(await call("DELETE", `/v100/promo/deletePromo/${created.proId}`, { cookie: as("admin") }), 404, m.notFound);
    expectError(await call("PUT", `/v100/promo/updatePromo/${created.proId}`, { cookie: as("admin"), json: base() }), 404, m.notFound);
    // Its image went with it; nothing else used it.
    expect((await get(img.url, as("admin"))).statusCode).toBe(404);
  });
});

describe("uploads", () => {
  it("serves an uploaded image with its type, nosniff and a long cache, to any logged user only", async () => {
    const up = await upload("Image", "admin", { bytes: await png(), type: "image/png" });
    expect(up.statusCode).toBe(200);
    const url = body<PromoUpload>(up).data.url;
    const res = await get(url, as("officina.rossi"));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    expect(res.rawPayload.equals(await png())).toBe(true);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get("/v100/promo/media/nonexistent.svg", as("officina.rossi"))).statusCode).toBe(404);
  });

  it("serves byte ranges of a video", async () => {
    const url = body<PromoUpload>(await upload("Video", "admin", { bytes: mp4(), type: "video/mp4" })).data.url;
    const res = await get(url, cookies["officina.rossi"]!, { headers: { range: "bytes=4-11" } });
    expect(res.statusCode).toBe(206);
    expect(res.headers["content-range"]).toBe("bytes 4-11/64");
    expect(res.rawPayload.toString("ascii")).toBe("ftypisom");
  });

  it("refuses SVG, declared or disguised (415)", async () => {
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expectError(await upload("Image", "admin", { bytes: svg, type: "image/svg+xml", name: "x.svg" }), 415, m.imageSvg);
    expectError(await upload("Image", "admin", { bytes: svg, type: "image/png", name: "x.png" }), 415, m.imageSvg);
    expectError(await upload("Image", "admin", { bytes: Buffer.from("<svg onload=alert(1)>"), type: "image/png" }), 415, m.imageSvg);
  });

  it("refuses wrong magic bytes and a content that does not match the declared type (415)", async () => {
    expectError(await upload("Image", "admin", { bytes: Buffer.from("GIF89a\x01\x00\x01\x00"), type: "image/png" }), 415, m.imageType);
    expectError(await upload("Image", "admin", { bytes: Buffer.from("plain text, not an image"), type: "image/jpeg" }), 415, m.imageType);
    expectError(await upload("Image", "admin", { bytes: jpeg(), type: "image/png" }), 415, m.imageMismatch);
    expectError(await upload("Video", "admin", { bytes: await png(), type: "video/mp4" }), 415, m.videoType);
  });

  it("refuses a wrong declared content type (415) and a request that is not multipart (415)", async () => {
    expectError(await upload("Image", "admin", { bytes: await png(), type: "text/plain" }), 415, m.imageType);
    expectError(await upload("Image", "admin", { bytes: await png(), type: "image/gif" }), 415, m.imageType);
    expectError(await upload("Video", "admin", { bytes: mp4(), type: "application/octet-stream" }), 415, m.videoType);
    expectError(await post("/v100/promo/uploadImage", as("admin"), { file: "x" }), 415, m.notMultipart);
  });

  it("refuses an image over 2 MB (413) and an empty or corrupt one (400)", async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024)]);
    expectError(await upload("Image", "admin", { bytes: big, type: "image/png" }), 413, m.imageTooLarge);
    expectError(await upload("Image", "admin", { bytes: Buffer.alloc(0), type: "image/png" }), 400, m.emptyFile);
    expectError(await upload("Image", "admin", { bytes: (await png()).subarray(0, 10), type: "image/png" }), 400, m.imageCorrupt);
  });

  it("refuses an image of absurd pixel size", async () => {
    const huge = await png();
    huge.writeUInt32BE(100_000, 16); // IHDR width
    expectError(await upload("Image", "admin", { bytes: huge, type: "image/png" }), 400, m.imageDimensions);
  });

  it("refuses a multipart request without a file (400)", async () => {
    const boundary = "xyzBoundary";
    const payload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nciao\r\n--${boundary}--\r\n`);
    const res = await call("POST", "/v100/promo/uploadImage", { cookie: cookies.admin!, payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } });
    expectError(res, 400, m.fileMissing);
  });

  it("cleans up uploads no promo uses, and keeps those in use", async () => {
    const unused = body<PromoUpload>(await upload("Image", "admin", { bytes: await png(5, 5), type: "image/png" })).data.url;
    const used = body<PromoUpload>(await upload("Image", "admin", { bytes: await png(6, 6), type: "image/png" })).data.url;
    const promo = await create({ proTitle: "Con immagine", proImgUrl: [used] });
    const deleted = await promosRepo(t.database.db).deleteOrphanMedia(new Date(Date.now() + 60_000));
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect((await get(unused, as("admin"))).statusCode).toBe(404);
    expect((await get(used, as("admin"))).statusCode).toBe(200);
    await call("DELETE", `/v100/promo/deletePromo/${promo.proId}`, { cookie: as("admin") });
  });
});
