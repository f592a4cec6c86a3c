// Customer profile (censimento): status, form data, validation, staff table and scoping.
import { describe, expect, it } from "vitest";
import type { CustomerInfo, CustomerInfoRow } from "../../src/shared/contract/customer-info";
import type { AuditEntry } from "../../src/shared/contract/audit";
import { body, cookieHeader } from "./helpers/test-app";
import { expectRefused } from "./helpers/http";
import { setupTestApp } from "./helpers/setup-test-app";
import { userIdOf } from "./helpers/factories";

const { t, get, post, loginAs } = setupTestApp();
const userId = (username: string) => userIdOf(t(), username);

describe("GET /v100/registration/checkCensimento", () => {
  it("answers OK for a complete profile, MISSING without one, NOT_REQUIRED for staff acting for nobody", async () => {
    expect(body(await get("/v100/registration/checkCensimento", await loginAs("officina.rossi"))).data).toBe("OK");
    expect(body(await get("/v100/registration/checkCensimento", await loginAs("officina.bianchi"))).data).toBe("MISSING");
    expect(body(await get("/v100/registration/checkCensimento", await loginAs("agente.verdi"))).data).toBe("NOT_REQUIRED");
    expect(body(await get("/v100/registration/checkCensimento", await loginAs("admin"))).data).toBe("NOT_REQUIRED");
    expect((await get("/v100/registration/checkCensimento")).statusCode).toBe(401);
  });

  it("answers TO_UPDATE for a profile saved more than a year ago", async () => {
    await t().database.pool.query("update customer_profiles set updated_at = now() - interval '400 days' where customer_id = 100003");
    const c = await loginAs("officina.esposito");
    expect(body(await get("/v100/registration/checkCensimento", c)).data).toBe("TO_UPDATE");
    expect(body<CustomerInfo>(await get("/v100/registration/getCustomerInfo", c)).data).toMatchObject({ status: "TO_UPDATE", cMarcaOlio: "Altro", cMarcaOlioAltro: "Petronas" });
  });

  it("answers for the impersonated customer while staff act for one", async () => {
    const staff = await loginAs("agente.verdi");
    const acting = cookieHeader(await post(`/v100/auth/behalf/${await userId("officina.bianchi")}`, staff));
    expect(body(await get("/v100/registration/checkCensimento", acting)).data).toBe("MISSING");
  });
});

describe("GET /v100/registration/getCustomerInfo and POST /v100/registration/addCustomerInfo", () => {
  it("gives the saved profile of the caller's own customer", async () => {
    const res = await get("/v100/registration/getCustomerInfo", await loginAs("officina.rossi"));
    expect(res.statusCode).toBe(200);
    const info = body<CustomerInfo>(res).data;
    expect(info).toMatchObject({ idCliente: 100001, status: "OK", cNumTecnici: 3, cNumAccettatori: 1, cNumPonti: 4, cMarcaOlio: "Castrol", cMarcaOlioAltro: null, cServizioGomme: false });
    expect(Date.parse(info.updatedAt!)).toBeLessThan(Date.now());
  });

  it("gives the spec's defaults when the profile is missing", async () => {
    const info = body<CustomerInfo>(await get("/v100/registration/getCustomerInfo", await loginAs("officina.bianchi"))).data;
    expect(info).toEqual({ idCliente: 100002, status: "MISSING", cNumTecnici: 1, cNumAccettatori: 1, cNumPonti: 1, cMarcaOlio: null, cMarcaOlioAltro: null, cServizioGomme: false, updatedAt: null });
  });

  it("validates the fields with Italian messages", async () => {
    const c = await loginAs("gommista.melis");
    const noBrand = await post("/v100/registration/addCustomerInfo", c, { cNumTecnici: 2 });
    expectRefused(noBrand, 400, "Scegliere la marca dell'olio");
    const altro = await post("/v100/registration/addCustomerInfo", c, { cMarcaOlio: "Altro", cMarcaOlioAltro: "   " });
    expectRefused(altro, 400, "Specificare la marca dell'olio");
    const zero = await post("/v100/registration/addCustomerInfo", c, { cMarcaOlio: "Shell", cNumTecnici: 0 });
    expectRefused(zero, 400, "Numero di tecnici: inserire un numero intero da 1 a 999");
    const frac = await post("/v100/registration/addCustomerInfo", c, { cMarcaOlio: "Shell", cNumPonti: 1.5 });
    expect(frac.statusCode).toBe(400);
    const unknown = await post("/v100/registration/addCustomerInfo", c, { cMarcaOlio: "Agip" });
    expect(unknown.statusCode).toBe(400);
    // Nothing was stored by the refused attempts.
    expect(body<CustomerInfo>(await get("/v100/registration/getCustomerInfo", c)).data.updatedAt).not.toBeNull();
    expect(body<CustomerInfo>(await get("/v100/registration/getCustomerInfo", c)).data.cMarcaOlio).toBe("Eurorepar");
  });

  it("saves the profile (defaults applied, free text kept only for Altro) and turns the status OK", async () => {
    const c = await loginAs("officina.bianchi");
    const res = await post("/v100/registration/addCustomerInfo", c, { cNumTecnici: "4", cMarcaOlio: "Fuchs", cMarcaOlioAltro: "ignorato", cServizioGomme: true });
    expect(res.statusCode).toBe(200);
    expect(body<CustomerInfo>(res).data).toMatchObject({ idCliente: 100002, status: "OK", cNumTecnici: 4, cNumAccettatori: 1, cNumPonti: 1, cMarcaOlio: "Fuchs", cMarcaOlioAltro: null, cServizioGomme: true });
    expect(body(await get("/v100/registration/checkCensimento", c)).data).toBe("OK");

    const again = await post("/v100/registration/addCustomerInfo", c, { cNumTecnici: 4, cNumAccettatori: 0, cNumPonti: 2, cMarcaOlio: "Altro", cMarcaOlioAltro: " Repsol ", cServizioGomme: false });
    expect(body<CustomerInfo>(again).data).toMatchObject({ cNumAccettatori: 0, cNumPonti: 2, cMarcaOlio: "Altro", cMarcaOlioAltro: "Repsol", cServizioGomme: false });
    // One row per customer.
    const rows = await t().database.pool.query("select count(*)::int as n from customer_profiles where customer_id = 100002");
    expect(rows.rows[0].n).toBe(1);
  });

  it("refuses staff acting for nobody (no effective customer)", async () => {
    const staff = await loginAs("agente.verdi");
    expect((await get("/v100/registration/getCustomerInfo", staff)).statusCode).toBe(403);
    expect((await post("/v100/registration/addCustomerInfo", staff, { cMarcaOlio: "Shell" })).statusCode).toBe(403);
  });

  it("records both identities when staff save a customer's profile", async () => {
    const staff = await loginAs("agente.verdi");
    const acting = cookieHeader(await post(`/v100/auth/behalf/${await userId("officina.rossi")}`, staff));
    const res = await post("/v100/registration/addCustomerInfo", acting, { cNumTecnici: 6, cMarcaOlio: "Mobil" });
    expect(res.statusCode).toBe(200);
    const by = await t().database.pool.query("select updated_by_user_id from customer_profiles where customer_id = 100001");
    expect(by.rows[0].updated_by_user_id).toBe(await userId("agente.verdi"));
    const log = body<AuditEntry[]>(await get("/v100/audit/log?action=customerInfo.save&size=100", await loginAs("admin"))).data;
    expect(log[0]).toMatchObject({ action: "customerInfo.save", actorUsername: "agente.verdi", onBehalfOfUsername: "officina.rossi", idCliente: 100001, details: { cNumTecnici: 6, cMarcaOlio: "Mobil" } });
    // A customer saving their own profile is not repeated in the staff audit log.
    expect(log.some((e) => e.idCliente === 100002)).toBe(false);
  });
});

describe("GET /v100/registration/getCustomersInfo", () => {
  it("gives ADMIN every customer with status", async () => {
    const res = await get("/v100/registration/getCustomersInfo", await loginAs("admin"));
    expect(res.statusCode).toBe(200);
    const rows = body<CustomerInfoRow[]>(res).data;
    expect(rows.map((r) => r.idCliente).sort()).toEqual([100001, 100002, 100003, 100004, 100900]);
    expect(rows.find((r) => r.idCliente === 100003)).toMatchObject({ ragioneSociale: "Carrozzeria Esposito", status: "TO_UPDATE", city: "Policoro" });
  });

  it("gives a SALESMAN only the customers assigned to them", async () => {
    const rows = body<CustomerInfoRow[]>(await get("/v100/registration/getCustomersInfo", await loginAs("agente.verdi"))).data;
    expect(rows.map((r) => r.idCliente).sort()).toEqual([100001, 100002]);
  });

  it("refuses customer users, and staff while acting for a customer", async () => {
    expect((await get("/v100/registration/getCustomersInfo", await loginAs("officina.rossi"))).statusCode).toBe(403);
    const staff = await loginAs("admin");
    const acting = cookieHeader(await post(`/v100/auth/behalf/${await userId("officina.rossi")}`, staff));
    expect((await get("/v100/registration/getCustomersInfo", acting)).statusCode).toBe(403);
  });
});
