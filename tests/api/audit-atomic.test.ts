// The audit entry is written in the transaction of the change (issue 14): when the audit insert
// fails, the change is rolled back (no promo, no notes), and a retry creates exactly one.
// The failure is real: a CHECK constraint on audit_log refuses the entries the test marks.
import { beforeAll, describe, expect, it } from "vitest";
import { body, cookieHeader } from "./helpers/test-app";
import { setupTestApp } from "./helpers/setup-test-app";

const { t, get, post, loginAs } = setupTestApp();
let admin: string;

beforeAll(async () => {
  admin = await loginAs("admin");
  await refuseMarked();
});

const refuseMarked = () => t().database.pool.query("alter table audit_log add constraint audit_test_refuse check (details::text not like '%AUDIT-KO%') not valid");
const acceptAll = () => t().database.pool.query("alter table audit_log drop constraint audit_test_refuse");

const countPromos = async (title: string) => Number((await t().database.pool.query("select count(*)::int as n from promos where title = $1", [title])).rows[0].n);
const createPromo = (title: string) =>
  post("/v100/promo/createPromo", admin, { proType: "SCONTO", proTitle: title, proStartInst: "2026-01-01", proStartEnd: "2026-12-31", proDepRifString: "01" });

describe("a change and its audit entry commit together", () => {
  it("createPromo: a failing audit insert leaves no promo, and a retry creates exactly one", async () => {
    const title = "Promo AUDIT-KO";
    const failed = await createPromo(title);
    expect(failed.statusCode).toBe(500);
    expect(await countPromos(title)).toBe(0);
    await acceptAll();
    const retried = await createPromo(title);
    await refuseMarked();
    expect(retried.statusCode).toBe(200);
    expect(await countPromos(title)).toBe(1);
    const entries = await t().database.pool.query("select count(*)::int as n from audit_log where action = 'promo.create' and details->>'title' = $1", [title]);
    expect(entries.rows[0].n).toBe(1);
  });

  it("addCartNotes on behalf of a customer: a failing audit insert leaves the notes as they were", async () => {
    const staff = await loginAs("agente.verdi");
    const rossiId = (await t().database.pool.query("select id from users where username_lower = 'officina.rossi'")).rows[0].id as number;
    const acting = cookieHeader(await post(`/v100/auth/behalf/${rossiId}`, staff));
    const notes = (cartNotes: string, cRifOrdCli: string) =>
      post("/v100/cart/addCartNotes", acting, { cartNotes, cRifOrdCli });
    expect((await notes("prima", "RIF-OK")).statusCode).toBe(200);
    expect((await notes("dopo", "AUDIT-KO")).statusCode).toBe(500);
    const cart = body<{ cNotes: string; cRifOrdCli: string }>(await get("/v100/cart/myCart", acting)).data;
    expect(cart).toMatchObject({ cNotes: "prima", cRifOrdCli: "RIF-OK" });
  });

  it("addToCart on behalf of a customer: a failing audit insert adds nothing", async () => {
    const staff = await loginAs("agente.verdi");
    const rossiId = (await t().database.pool.query("select id from users where username_lower = 'officina.rossi'")).rows[0].id as number;
    const acting = cookieHeader(await post(`/v100/auth/behalf/${rossiId}`, staff));
    await t().database.pool.query("alter table audit_log add constraint audit_test_no_add check (action <> 'cart.add') not valid");
    const res = await post("/v100/cart/addToCart", acting, { precodice: "M120", codice: "OC90", qntRichiesta: 1, noteCliente: "" });
    expect(res.statusCode).toBe(500);
    const cart = body<{ productsList: { codice: string }[] }>(await get("/v100/cart/myCart", acting)).data;
    expect(cart.productsList.map((l) => l.codice)).not.toContain("OC90");
  });
});
