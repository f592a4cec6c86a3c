import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, cookieHeader, createTestApp, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";

let t: TestApp;
const { call, get, post, loginAs } = http(() => t);
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_USER: 3, LOGIN_MAX_FAILURES_IP: 50 });
});
afterAll(async () => t?.close());

describe("POST /v100/auth", () => {
  it("logs in with the right password (form encoded) and answers the user", async () => {
    const res = await call("POST", "/v100/auth", { payload: "username=officina.rossi&password=Ricambi2026!&fp=abc", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(res.statusCode).toBe(200);
    const b = body<{ uUsername: string; uRole: string; idCliente: number; isBehelf: boolean }>(res);
    expect(b.error).toBeNull();
    expect(b.data).toMatchObject({ uUsername: "officina.rossi", uRole: "USER", idCliente: 100001, isBehelf: false });
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/banco_sid=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Expires=/); // browser-session cookie without remember-me
  });

  it("gives a persistent cookie with remember-me", async () => {
    const res = await post("/v100/auth", undefined, { username: "admin", password: "Ricambi2026!", remember: true });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers["set-cookie"])).toMatch(/Expires=/);
  });

  it("stores only a hash of the session id", async () => {
    const res = await post("/v100/auth", undefined, { username: "officina.esposito", password: "Ricambi2026!" });
    const token = res.cookies[0]!.value;
    const rows = await t.database.pool.query("select id_hash from sessions");
    expect(rows.rows.length).toBeGreaterThan(0);
    expect(rows.rows.some((r: { id_hash: string }) => r.id_hash === token)).toBe(false);
  });

  it("refuses a wrong password with the Italian message and 401", async () => {
    const res = await post("/v100/auth", undefined, { username: "officina.bianchi", password: "sbagliata" });
    expectRefused(res, 401, "Nome utente o password non corretti");
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("answers the same for an unknown username", async () => {
    const res = await post("/v100/auth", undefined, { username: "nessuno", password: "x" });
    expectRefused(res, 401, "Nome utente o password non corretti");
  });

  it("answers 400 with the spec's messages for missing fields", async () => {
    const noUser = await post("/v100/auth", undefined, { password: "x" });
    expectRefused(noUser, 400, "Per favore inserisci il tuo username");
    const noPass = await post("/v100/auth", undefined, { username: "admin", password: "" });
    expectRefused(noPass, 400, "Per favore inserisci la tua password");
  });

  it("throttles repeated failures for one username, refusing even the right password", async () => {
    for (let i = 0; i < 3; i++) {
      const r = await post("/v100/auth", undefined, { username: "gommista.melis", password: `wrong${i}` });
      expect(r.statusCode).toBe(401);
    }
    const locked = await post("/v100/auth", undefined, { username: "gommista.melis", password: "Ricambi2026!" });
    expectRefused(locked, 429, "Troppi tentativi di accesso non riusciti. Riprovare tra qualche minuto.");
    // Another user from the same address is not locked by it.
    const other = await post("/v100/auth", undefined, { username: "officina.rossi", password: "Ricambi2026!" });
    expect(other.statusCode).toBe(200);
  });

  it("answers 400 with the envelope for malformed JSON", async () => {
    const res = await call("POST", "/v100/auth", { payload: "{username:", headers: { "content-type": "application/json" } });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ data: null, error: "Il corpo della richiesta non è un JSON valido", errorCode: 1 });
  });
});

describe("cross-origin writes", () => {
  it("refuses a state-changing request from another site", async () => {
    const res = await post("/v100/auth", undefined, { username: "officina.rossi", password: "Ricambi2026!" }, { headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" } });
    expectRefused(res, 403, "Richiesta rifiutata: origine non consentita");
  });

  it("refuses a foreign Origin when Sec-Fetch-Site is absent", async () => {
    const res = await post("/v100/auth", undefined, { username: "officina.rossi", password: "Ricambi2026!" }, { headers: { origin: "https://evil.example", host: "banco.local" } });
    expect(res.statusCode).toBe(403);
  });

  it("accepts the same origin", async () => {
    const res = await post("/v100/auth", undefined, { username: "officina.rossi", password: "Ricambi2026!" }, { headers: { "sec-fetch-site": "same-origin", origin: "http://banco.local", host: "banco.local" } });
    expect(res.statusCode).toBe(200);
  });

  it("refuses a cross-site GET logout (state-changing GET)", async () => {
    const cookie = await loginAs("officina.rossi");
    const res = await get("/v100/auth/logout", cookie, { headers: { "sec-fetch-site": "cross-site" } });
    expect(res.statusCode).toBe(403);
    const still = await get("/v100/auth/check", cookie);
    expect(still.statusCode).toBe(200);
  });
});

describe("session check and logout", () => {
  it("answers 401 without a session", async () => {
    const res = await get("/v100/auth/check?key=123");
    expectRefused(res, 401, "La sessione è scaduta. Si prega di effettuare nuovamente l'accesso.");
  });

  it("answers 401 for a forged cookie", async () => {
    const res = await get("/v100/auth/check", "banco_sid=forged");
    expect(res.statusCode).toBe(401);
  });

  it("answers the user with a session, and 401 after logout", async () => {
    const cookie = await loginAs("officina.bianchi");
    const check = await get("/v100/auth/check", cookie);
    expect(check.statusCode).toBe(200);
    expect(body<{ uUsername: string; uShowGSUrl: boolean; uDepRifString: string }>(check).data).toMatchObject({
      uUsername: "officina.bianchi",
      uShowGSUrl: true,
      uDepRifString: "01+03",
    });
    const out = await get("/v100/auth/logout", cookie);
    expect(out.statusCode).toBe(200);
    expect(String(out.headers["set-cookie"])).toMatch(/banco_sid=;/);
    const after = await get("/v100/auth/check", cookie);
    expect(after.statusCode).toBe(401);
  });

  it("gives a new session id at each login", async () => {
    const a = await post("/v100/auth", undefined, { username: "admin", password: "Ricambi2026!" });
    const b = await post("/v100/auth", undefined, { username: "admin", password: "Ricambi2026!" });
    expect(cookieHeader(a)).not.toBe(cookieHeader(b));
  });

  it("expires an idle session", async () => {
    const cookie = await loginAs("officina.esposito");
    await t.database.pool.query("update sessions set last_seen_at = now() - interval '1 day' where remember = false");
    const res = await get("/v100/auth/check", cookie);
    expect(res.statusCode).toBe(401);
  });

  // The lookup reads the session's times as epoch milliseconds: a minute on either side of each
  // limit tells a wrong unit or a lost time from the right one.
  it("keeps a session idle a minute less than the limit and ends one idle a minute more", async () => {
    const cookie = await loginAs("officina.esposito");
    const idle = async (minutes: number) => {
      await t.database.pool.query("update sessions set last_seen_at = now() - make_interval(mins => $1) where remember = false", [minutes]);
      return (await get("/v100/auth/check", cookie)).statusCode;
    };
    expect(await idle(119)).toBe(200);
    expect(await idle(121)).toBe(401);
  });

  it("ends a remembered session at its absolute expiry, however recently it was used", async () => {
    const res = await post("/v100/auth", undefined, { username: "officina.rossi", password: "Ricambi2026!", remember: true });
    const cookie = cookieHeader(res);
    await t.database.pool.query("update sessions set expires_at = now() + interval '1 minute' where remember = true");
    expect((await get("/v100/auth/check", cookie)).statusCode).toBe(200);
    await t.database.pool.query("update sessions set expires_at = now() - interval '1 minute', last_seen_at = now() where remember = true");
    expect((await get("/v100/auth/check", cookie)).statusCode).toBe(401);
  });
});

describe("basics", () => {
  it("answers the API version and health", async () => {
    const v = await get("/v100/apiVersion/");
    expect(body<string>(v).data).toMatch(/^100\./);
    const h = await get("/healthz");
    expect(h.json()).toMatchObject({ status: "ok" });
  });

  it("sends security headers", async () => {
    const res = await get("/v100/apiVersion/");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(res.headers["content-security-policy"])).toContain("frame-ancestors 'none'");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["referrer-policy"]).toBe("same-origin");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    // Computed once at start, the same headers go on errors and refusals too.
    const missing = await get("/v100/nonEsiste");
    expect(missing.headers["content-security-policy"]).toBe(res.headers["content-security-policy"]);
    expect(missing.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers an unknown API path with the 404 envelope", async () => {
    const res = await get("/v100/nonEsiste");
    expectRefused(res, 404, "Risorsa non trovata");
  });
});
