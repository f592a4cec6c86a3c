// User registration by ADMIN (spec document 2 §5, §7; decision 0028): every validation message,
// references to the ERP's customers, duplicate usernames, common passwords, sessions ended on
// sensitive changes, the audit entry with the admin, the welcome mail and its one-time link.
import { beforeAll, describe, expect, it } from "vitest";
import type { RegistrationUser } from "../../src/shared/contract/back-office";
import { registrationMessages as m } from "../../src/shared/messages/backoffice";
import { body } from "./helpers/test-app";
import { expectRefused } from "./helpers/http";
import { setupTestApp } from "./helpers/setup-test-app";

const { t, get, post, loginAs } = setupTestApp();
let admin: string;

const base = {
  uUsername: "nuova.officina",
  uPassword: "Frizione-Rossa-2026",
  uIdCliente: 100001,
  uIdDestinazione: 1,
  uEmailsString: "nuova@officinarossi.it",
  uDepRifString: "01",
  uShowIAM: true,
  uAllowedPromo: "CONFIG_DEPO",
  uRole: "USER",
  uShowOnlyDestData: false,
  uPrecodeGroup: "FILTRI",
  uIsObsoleteSupplier: 0,
  uShowGSUrl: false,
};

const register = (payload: object) => post("/v100/registration", admin, payload);

beforeAll(async () => {
  admin = await loginAs("admin");
});

describe("POST /v100/registration", () => {
  it.each([
    [{ uIdCliente: undefined }, m.customerRequired],
    [{ uIdCliente: "abc" }, m.customerRequired],
    [{ uIdCliente: "" }, m.customerRequired],
    [{ uIdDestinazione: undefined }, m.destinationRequired],
    [{ uIdDestinazione: " " }, m.destinationRequired],
    [{ uUsername: "" }, m.usernameRequired],
    [{ uUsername: "con spazi" }, m.usernameInvalid],
    [{ uPassword: "" }, m.passwordRequired],
    [{ uPassword: "Corta1!" }, m.passwordTooShort(10)],
    [{ uEmailsString: "" }, m.emailRequired],
    [{ uEmailsString: "non-una-mail" }, m.emailInvalid],
    [{ uDepRifString: "" }, m.warehousesRequired],
    [{ uDepRifString: "02" }, m.warehousesRequired],
    [{ uAllowedPromo: "" }, m.promoRequired],
    [{ uIsObsoleteSupplier: 1, osDeliveryDays: 5 }, m.osPrecodiceRequired],
    [{ uIsObsoleteSupplier: 1, osPrecodice: "OBX" }, m.osDeliveryDaysRequired],
    [{ uPassword: "qwertyuiop" }, m.passwordCommon],
    [{ uPassword: "Password123" }, m.passwordCommon],
    [{ uIdCliente: 999999 }, m.customerNotFound(999999)],
    [{ uIdDestinazione: 7 }, m.destinationNotFound(100001, 7)],
    [{ uPrecodeGroup: "NESSUNO" }, m.precodeGroupNotFound],
  ])("refuses %j with its message", async (change, message) => {
    const res = await register({ ...base, ...change });
    expectRefused(res, 400, message);
    const n = await t().database.pool.query("select count(*)::int as n from users where username_lower = 'nuova.officina'");
    expect(n.rows[0].n).toBe(0);
  });

  it("registers a user who can log in, audited with the admin; a duplicate username is refused", async () => {
    const res = await register(base);
    expect(res.statusCode).toBe(200);
    const { uId } = body<{ uId: number }>(res).data;
    await loginAs("nuova.officina", base.uPassword);
    const audit = await t().database.pool.query("select a.action, u.username as actor, a.details from audit_log a join users u on u.id = a.actor_user_id where a.action = 'registration.create'");
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({ actor: "admin", details: { userId: uId, username: "nuova.officina", customerId: 100001 } });
    expect(JSON.stringify(audit.rows[0].details)).not.toContain(base.uPassword);
    const dup = await register({ ...base, uUsername: "Nuova.Officina" });
    expectRefused(dup, 409, m.usernameTaken("Nuova.Officina"));
  });

  it("keeps the supplier fields only for obsolete suppliers; staff need no customer", async () => {
    const r1 = await register({ ...base, uUsername: "senza.fornitore", osPrecodice: "XYZ", osDeliveryDays: 3 });
    expect(r1.statusCode).toBe(200);
    const u1 = body<RegistrationUser>(await get("/v100/registration/getUserData?uUsername=senza.fornitore", admin)).data;
    expect(u1).toMatchObject({ osPrecodice: null, osDeliveryDays: null, uIsObsoleteSupplier: 0, uIdDestinazione: 1, ragioneSociale: "Autofficina Rossi S.n.c." });
    const r2 = await register({ ...base, uUsername: "fornitore.due", uIsObsoleteSupplier: 1, osPrecodice: "obx", osDeliveryDays: 5, uDepRifString: "03+01" });
    expect(r2.statusCode).toBe(200);
    const u2 = body<RegistrationUser>(await get("/v100/registration/getUserData?uUsername=fornitore.due&uIsObsoleteSupplier=1", admin)).data;
    expect(u2).toMatchObject({ osPrecodice: "OBX", osDeliveryDays: 5, uIsObsoleteSupplier: 1, uDepRifString: "01+03" });
    const notSupplier = await get("/v100/registration/getUserData?uUsername=senza.fornitore&uIsObsoleteSupplier=1", admin);
    expect(notSupplier.statusCode).toBe(404);
    const staff = await register({ ...base, uUsername: "agente.nuovo", uRole: "SALESMAN", uIdCliente: null, uIdDestinazione: 0 });
    expect(staff.statusCode).toBe(200);
  });
});

describe("GET /v100/registration/getUsersPrecodes and getUserData", () => {
  it("lists the precode groups and reads a user; an unknown one is 404", async () => {
    const pre = body<{ upId: string; upDesc: string }[]>(await get("/v100/registration/getUsersPrecodes", admin)).data;
    expect(pre.map((p) => p.upId)).toEqual(["FILTRI", "FRENI", "GOMME", "TUTTI"]);
    const u = body<RegistrationUser>(await get("/v100/registration/getUserData?uUsername=officina.bianchi", admin)).data;
    expect(u).toMatchObject({ uUsername: "officina.bianchi", uIdCliente: 100002, uDepRifString: "01+03", uShowGSUrl: true, uRole: "USER" });
    expect(u).not.toHaveProperty("uPassword");
    const missing = await get("/v100/registration/getUserData?uUsername=nessuno", admin);
    expectRefused(missing, 404, m.userNotFound);
    expect(body((await get("/v100/registration/getUserData", admin))).error).toBe(m.usernameRequired);
  });
});

describe("non-ADMIN callers", () => {
  it("are refused on every registration route", async () => {
    for (const who of ["officina.rossi", "agente.verdi"]) {
      const c = await loginAs(who);
      expect((await get("/v100/registration/getUsersPrecodes", c)).statusCode).toBe(403);
      expect((await get("/v100/registration/getUserData?uUsername=admin", c)).statusCode).toBe(403);
      expect((await post("/v100/registration", c, { ...base, uUsername: "intruso" })).statusCode).toBe(403);
      expect((await post("/v100/registration/updateUserData", c, { ...base, uId: 1 })).statusCode).toBe(403);
    }
    expect((await post("/v100/registration", undefined, base)).statusCode).toBe(401);
  });
});

describe("POST /v100/registration/updateUserData", () => {
  async function current(username: string): Promise<RegistrationUser> {
    return body<RegistrationUser>(await get(`/v100/registration/getUserData?uUsername=${username}`, admin)).data;
  }

  it("keeps the password when none is given and leaves the sessions alone for a new e-mail", async () => {
    const user = await loginAs("officina.esposito");
    const u = await current("officina.esposito");
    const res = await post("/v100/registration/updateUserData", admin, { ...u, uEmailsString: "nuova@esposito.it", uPassword: "" });
    expect(res.statusCode).toBe(200);
    expect(body(res).error).toBeNull();
    expect(body<RegistrationUser>(res).data.uEmailsString).toBe("nuova@esposito.it");
    expect((await get("/v100/auth/check", user)).json().data).not.toBeNull();
    await loginAs("officina.esposito");
  });

  // Six logins and a new password: seven scrypt runs of 128 MB (lib/password.ts), 6–9 s in the
  // rehearsals, 30 s once with the machine loaded by other builds: a budget for that, not the default 30 s.
  it("ends the user's sessions at once when the admin disables the user, changes a flag or the password", { timeout: 90_000 }, async () => {
    const session = await loginAs("gommista.melis");
    expect((await get("/v100/search?searchString=filtro", session)).statusCode).toBe(200);
    const u = await current("gommista.melis");
    const disabled = await post("/v100/registration/updateUserData", admin, { ...u, uDisabled: true });
    expect(disabled.statusCode).toBe(200);
    expect((await get("/v100/search?searchString=filtro", session)).statusCode).toBe(401);
    const left = await t().database.pool.query("select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.username = 'gommista.melis'");
    expect(left.rows[0].n).toBe(0);
    await expect(loginAs("gommista.melis")).rejects.toThrow();
    await post("/v100/registration/updateUserData", admin, { ...u, uDisabled: false });

    const s2 = await loginAs("gommista.melis");
    await post("/v100/registration/updateUserData", admin, { ...u, uShowGSUrl: false });
    expect((await get("/v100/search?searchString=filtro", s2)).statusCode).toBe(401);

    const s3 = await loginAs("gommista.melis");
    const pw = await post("/v100/registration/updateUserData", admin, { ...u, uShowGSUrl: false, uPassword: "Pneumatico-Estivo-77" });
    expect(pw.statusCode).toBe(200);
    expect((await get("/v100/search?searchString=filtro", s3)).statusCode).toBe(401);
    await loginAs("gommista.melis", "Pneumatico-Estivo-77");
    const audit = await t().database.pool.query("select details from audit_log where action = 'registration.update' and (details->>'userId')::int = $1 order by id", [u.uId]);
    expect(audit.rows.map((r) => r.details.changed)).toEqual([["disabled"], ["disabled"], ["showGsUrl"], ["password"]]);
    expect(audit.rows.every((r) => r.details.sessionsEnded === true)).toBe(true);
  });

  it("refuses a common password, a username taken by another user, and disabling oneself", async () => {
    const u = await current("officina.rossi");
    expect(body(await post("/v100/registration/updateUserData", admin, { ...u, uPassword: "1234567890" })).error).toBe(m.passwordCommon);
    const taken = await post("/v100/registration/updateUserData", admin, { ...u, uUsername: "officina.bianchi" });
    expect(taken.statusCode).toBe(409);
    const me = await current("admin");
    const self = await post("/v100/registration/updateUserData", admin, { ...me, uDisabled: true });
    expectRefused(self, 422, m.cannotDisableSelf);
  });
});

describe("welcome mail with a one-time link", () => {
  // Password hashing and a login (scrypt) on two registrations: 6–9 s in the rehearsals, 24 s once
  // under the same load as above.
  it("queues the mail in the same transaction; the link sets the password once and expires", { timeout: 90_000 }, async () => {
    const res = await register({ ...base, uUsername: "benvenuto", uPassword: undefined, sendWelcomeMail: true, uEmailsString: "benvenuto@officina.it" });
    expect(res.statusCode).toBe(200);
    expect(body<{ welcomeMailQueued: boolean }>(res).data.welcomeMailQueued).toBe(true);
    const mail = await t().database.pool.query("select \"to\", subject, body from mail_outbox order by id desc limit 1");
    expect(mail.rows[0]).toMatchObject({ to: "benvenuto@officina.it", subject: m.welcomeSubject });
    const token = /impostaPassword\?token=([A-Za-z0-9_-]+)/.exec(mail.rows[0].body)![1]!;
    const set = (password: string) => post("/v100/registration/setPassword", undefined, { token, password });
    expect(body(await set("password12")).error).toBe(m.passwordCommon);
    expect((await set("Candela-Accensione-9")).statusCode).toBe(200);
    await loginAs("benvenuto", "Candela-Accensione-9");
    const again = await set("Un'Altra-Password-11");
    expectRefused(again, 422, m.linkInvalid);

    await register({ ...base, uUsername: "scaduto", uPassword: undefined, sendWelcomeMail: true });
    const m2 = await t().database.pool.query("select body from mail_outbox order by id desc limit 1");
    const t2 = /token=([A-Za-z0-9_-]+)/.exec(m2.rows[0].body)![1]!;
    await t().database.pool.query("update password_set_tokens set expires_at = now() - interval '1 minute' where used_at is null");
    const expired = await post("/v100/registration/setPassword", undefined, { token: t2, password: "Candela-Accensione-9" });
    expect(body(expired).error).toBe(m.linkInvalid);
  });
});
