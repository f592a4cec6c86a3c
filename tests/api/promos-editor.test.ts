// Promotions: the ADMIN editor calls (who may call them, product search, validation with the
// spec's messages, create/read/update/delete with media and products). Shared fixtures and
// steps: helpers/promos.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Promo, PromoAdmin, PromoInput, PromoTarget, PromoUpload } from "../../src/shared/contract/promos";
import { promoMessages as m } from "../../src/shared/messages/promos";
import { addDays } from "../../src/shared/rules/business-days";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";
import { base, expectError, jpeg, makePromoProducts, mp4, png, PRE, promosClient, today } from "./helpers/promos";

let t: TestApp;
const { call, get, post, loginAs } = http(() => t);
const { as, logInUsers, upload, create } = promosClient(() => t);

beforeAll(async () => {
  t = await createTestApp();
  await makePromoProducts(t);
  await logInUsers();
});
afterAll(async () => t?.close());

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
