// The audit entry is written in the transaction of the change (issue 14): when the audit insert
// fails, the change is rolled back (no promo, no notes), and a retry creates exactly one.
// The failure is real: a trigger on audit_log refuses the entries the test marks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, cookieHeader, createTestApp, login, type TestApp } from "./helpers/test-app";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin");
  await t.database.pool.query(`
    create function refuse_marked_audit() returns trigger language plpgsql as $$
    begin
      if new.details::text like '%AUDIT-KO%' then raise exception 'audit rifiutato dal test'; end if;
      return new;
    end $$`);
  await t.database.pool.query("create trigger audit_log_refuse before insert on audit_log for each row execute function refuse_marked_audit()");
});
afterAll(async () => t?.close());

const countPromos = async (title: string) => Number((await t.database.pool.query("select count(*)::int as n from promos where title = $1", [title])).rows[0].n);
const createPromo = (title: string) =>
  t.app.inject({
    method: "POST",
    url: "/v100/promo/createPromo",
    headers: { cookie: admin },
    payload: { proType: "SCONTO", proTitle: title, proStartInst: "2026-01-01", proStartEnd: "2026-12-31", proDepRifString: "01" },
  });

describe("a change and its audit entry commit together", () => {
  it("createPromo: a failing audit insert leaves no promo, and a retry creates exactly one", async () => {
    const title = "Promo AUDIT-KO";
    const failed = await createPromo(title);
    expect(failed.statusCode).toBe(500);
    expect(await countPromos(title)).toBe(0);
    await t.database.pool.query("alter table audit_log disable trigger audit_log_refuse");
    const retried = await createPromo(title);
    await t.database.pool.query("alter table audit_log enable trigger audit_log_refuse");
    expect(retried.statusCode).toBe(200);
    expect(await countPromos(title)).toBe(1);
    const entries = await t.database.pool.query("select count(*)::int as n from audit_log where action = 'promo.create' and details->>'title' = $1", [title]);
    expect(entries.rows[0].n).toBe(1);
  });

  it("addCartNotes on behalf of a customer: a failing audit insert leaves the notes as they were", async () => {
    const staff = await login(t.app, "agente.verdi");
    const rossiId = (await t.database.pool.query("select id from users where username_lower = 'officina.rossi'")).rows[0].id as number;
    const acting = cookieHeader(await t.app.inject({ method: "POST", url: `/v100/auth/behalf/${rossiId}`, headers: { cookie: staff } }));
    const notes = (cartNotes: string, cRifOrdCli: string) =>
      t.app.inject({ method: "POST", url: "/v100/cart/addCartNotes", headers: { cookie: acting }, payload: { cartNotes, cRifOrdCli } });
    expect((await notes("prima", "RIF-OK")).statusCode).toBe(200);
    expect((await notes("dopo", "AUDIT-KO")).statusCode).toBe(500);
    const cart = body<{ cNotes: string; cRifOrdCli: string }>(await t.app.inject({ method: "GET", url: "/v100/cart/myCart", headers: { cookie: acting } })).data;
    expect(cart).toMatchObject({ cNotes: "prima", cRifOrdCli: "RIF-OK" });
  });

  it("addToCart on behalf of a customer: a failing audit insert adds nothing", async () => {
    const staff = await login(t.app, "agente.verdi");
    const rossiId = (await t.database.pool.query("select id from users where username_lower = 'officina.rossi'")).rows[0].id as number;
    const acting = cookieHeader(await t.app.inject({ method: "POST", url: `/v100/auth/behalf/${rossiId}`, headers: { cookie: staff } }));
    await t.database.pool.query("create or replace function refuse_marked_audit() returns trigger language plpgsql as $$ begin if new.action = 'cart.add' then raise exception 'no'; end if; return new; end $$");
    const res = await t.app.inject({ method: "POST", url: "/v100/cart/addToCart", headers: { cookie: acting }, payload: { precodice: "M120", codice: "OC90", qntRichiesta: 1, noteCliente: "" } });
    expect(res.statusCode).toBe(500);
    const cart = body<{ productsList: { codice: string }[] }>(await t.app.inject({ method: "GET", url: "/v100/cart/myCart", headers: { cookie: acting } })).data;
    expect(cart.productsList.map((l) => l.codice)).not.toContain("OC90");
  });
});
