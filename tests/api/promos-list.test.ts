// Promotions: who sees which promo (uAllowedPromo and warehouses), expired promos, the detail with
// the user's own prices. Shared fixtures and steps: helpers/promos.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Promo, PromoAdmin, PromoDetail, PromoTarget } from "../../src/shared/contract/promos";
import { promoMessages as m } from "../../src/shared/messages/promos";
import { addDays } from "../../src/shared/rules/business-days";
import { romeParts } from "../../src/shared/rules/rome-time";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";
import { codes, expectError, makePromoProducts, PRE, promosClient, today } from "./helpers/promos";

let t: TestApp;
const { call, get } = http(() => t);
const { as, logInUsers, create } = promosClient(() => t);

async function titles(who: string, query = ""): Promise<string[]> {
  const res = await get(`/v100/promo/getPromoList${query}`, as(who));
  expect(res.statusCode).toBe(200);
  return body<Promo[]>(res).data.map((p) => p.proTitle);
}

async function setAllowed(username: string, allowed: "ALL" | "CONFIG_DEPO" | "CUSTOM" | "NONE", warehouses?: string): Promise<void> {
  await t.database.pool.query("update users set allowed_promo = $1, warehouses = coalesce($2, warehouses) where username = $3", [allowed, warehouses ?? null, username]);
}

beforeAll(async () => {
  t = await createTestApp();
  await makePromoProducts(t);
  await logInUsers();
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
