// Login throttling under parallel attack and the session rules of issue 14 (decision 0019):
// attempts counted before the password check (a burst is cut at the limit), a success clears only
// its own pair, a lock per (username, address) and a slowdown across addresses, the client
// address behind proxies, the __Host- cookie over HTTPS and the idle limit to the second.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";
import { DEMO_PASSWORD } from "../../src/server/db/seed/identity";

// Every checked password is a real scrypt (N=2^17): slow on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

let t: TestApp;
const { get, post } = http(() => t);
const USER_LIMIT = 2;
const IP_LIMIT = 5;
beforeAll(async () => {
  t = await createTestApp({
    TRUST_PROXY: 1,
    LOGIN_MAX_FAILURES_USER: USER_LIMIT,
    LOGIN_MAX_FAILURES_IP: IP_LIMIT,
    LOGIN_SLOWDOWN_BASE_MS: 1,
    LOGIN_SLOWDOWN_MAX_MS: 5,
    PASSWORD_CHECKS_QUEUED: 100,
  });
});
afterAll(async () => t?.close());

/** A login from `address` (the proxy, 127.0.0.1, says so in X-Forwarded-For). */
function attempt(username: string, password: string, address: string, extra: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return post("/v100/auth", undefined, { username, password }, { headers: { "x-forwarded-for": address, ...extra } });
}

function statuses(responses: LightMyRequestResponse[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const r of responses) out[r.statusCode] = (out[r.statusCode] ?? 0) + 1;
  return out;
}

describe("a parallel burst is cut at the limit", () => {
  it("40 parallel wrong passwords for one username from one address: exactly the limit is checked", async () => {
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt("officina.esposito", `sbagliata${i}`, "198.51.100.1")));
    expect(statuses(burst)).toEqual({ 401: USER_LIMIT, 429: 40 - USER_LIMIT });
    for (const r of burst.filter((x) => x.statusCode === 429)) {
      expect(body(r)).toEqual({ data: null, error: "Troppi tentativi di accesso non riusciti. Riprovare tra qualche minuto.", errorCode: expect.any(Number) });
    }
  });

  it("parallel wrong passwords for many usernames from one address: exactly the address limit is checked", async () => {
    const burst = await Promise.all(Array.from({ length: 25 }, (_, i) => attempt(`nessuno${i}`, "x", "198.51.100.2")));
    expect(statuses(burst)).toEqual({ 401: IP_LIMIT, 429: 25 - IP_LIMIT });
  });
});

describe("a success clears only its own pair", () => {
  it("an attacker's own good login does not reset the address counter", async () => {
    const from = "198.51.100.3";
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) expect((await attempt(`ignoto${round}_${i}`, "x", from)).statusCode).toBe(401);
      // The attacker's own account: the good login neither counts nor clears the address.
      const own = await attempt("officina.rossi", DEMO_PASSWORD, from);
      expect(own.statusCode).toBe(200);
    }
    // 4 failures so far: one more is allowed, then the address is locked, good logins included.
    expect((await attempt("ignoto_last", "x", from)).statusCode).toBe(401);
    expect((await attempt("ignoto_over", "x", from)).statusCode).toBe(429);
    expect((await attempt("officina.rossi", DEMO_PASSWORD, from)).statusCode).toBe(429);
  });

  it("a success forgets that username's failures from that address", async () => {
    const from = "198.51.100.4";
    for (let i = 0; i < USER_LIMIT - 1; i++) expect((await attempt("officina.bianchi", "sbagliata", from)).statusCode).toBe(401);
    expect((await attempt("officina.bianchi", DEMO_PASSWORD, from)).statusCode).toBe(200);
    for (let i = 0; i < USER_LIMIT - 1; i++) expect((await attempt("officina.bianchi", "sbagliata", from)).statusCode).toBe(401);
    expect((await attempt("officina.bianchi", DEMO_PASSWORD, from)).statusCode).toBe(200);
  });
});

describe("nobody can lock a known user out", () => {
  it("locks the (username, address) pair, and the real user on a clean address still logs in", async () => {
    for (let i = 0; i < USER_LIMIT; i++) expect((await attempt("gommista.melis", "sbagliata", "203.0.113.66")).statusCode).toBe(401);
    expect((await attempt("gommista.melis", DEMO_PASSWORD, "203.0.113.66")).statusCode).toBe(429);
    expect((await attempt("gommista.melis", DEMO_PASSWORD, "192.0.2.10")).statusCode).toBe(200);
  });

  it("across addresses slows down instead of locking", async () => {
    // Twice the limit of failures, each from its own address: none is refused, the username is
    // only slowed down (a wait before its checks), and the real user still logs in.
    const spread = await Promise.all(Array.from({ length: USER_LIMIT * 2 }, (_, i) => attempt("fornitore.obs", "sbagliata", `203.0.113.${100 + i}`)));
    expect(statuses(spread)).toEqual({ 401: USER_LIMIT * 2 });
    const counter = await t.database.pool.query("select failures from login_counters where scope = 'user' and key = 'fornitore.obs'");
    expect(counter.rows[0].failures).toBe(USER_LIMIT * 2);
    expect((await attempt("fornitore.obs", DEMO_PASSWORD, "192.0.2.11")).statusCode).toBe(200);
  });
});

describe("the client address behind the proxy", () => {
  it("is the right-most X-Forwarded-For entry: a client cannot pick its address with the left-most one", async () => {
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) => attempt("agente.verdi", "sbagliata", `10.9.9.${i}, 198.51.100.9`)),
    );
    expect(statuses(burst)).toEqual({ 401: USER_LIMIT, 429: 6 - USER_LIMIT });
    const rows = await t.database.pool.query("select key from login_counters where scope = 'pair' and key like '% agente.verdi'");
    expect(rows.rows.map((r: { key: string }) => r.key)).toEqual(["198.51.100.9 agente.verdi"]);
  });
});

describe("the session cookie over HTTPS", () => {
  it("sets and accepts only __Host-banco_sid behind HTTPS", async () => {
    const https = { "x-forwarded-proto": "https" };
    const res = await attempt("admin", DEMO_PASSWORD, "192.0.2.20", https);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === "__Host-banco_sid");
    expect(cookie?.secure).toBe(true);
    const good = await get("/v100/auth/check", `__Host-banco_sid=${cookie!.value}`, { headers: https });
    expect(good.statusCode).toBe(200);
    const plain = await get("/v100/auth/check", `banco_sid=${cookie!.value}`, { headers: https });
    expect(plain.statusCode).toBe(401);
  });
});

describe("idle expiry to the second", () => {
  async function session(): Promise<{ cookie: string; hash: () => Promise<Date> }> {
    const res = await attempt("officina.esposito", DEMO_PASSWORD, "192.0.2.30");
    expect(res.statusCode).toBe(200);
    const cookie = `banco_sid=${res.cookies[0]!.value}`;
    const before = await t.database.pool.query("select max(created_at) as at from sessions");
    const at = before.rows[0].at as string;
    return {
      cookie,
      hash: async () => new Date((await t.database.pool.query("select last_seen_at from sessions where created_at = $1", [at])).rows[0].last_seen_at as string),
    };
  }
  const setIdle = (seconds: number) =>
    t.database.pool.query(`update sessions set last_seen_at = now() - make_interval(secs => $1) where created_at = (select max(created_at) from sessions)`, [seconds]);
  const check = (cookie: string) => get("/v100/auth/check", cookie);

  it("a request seconds after the last one moves last-seen, so the idle limit counts from it", async () => {
    const s = await session();
    await setIdle(30);
    expect((await check(s.cookie)).statusCode).toBe(200);
    expect(Date.now() - (await s.hash()).getTime()).toBeLessThan(10_000);
  });

  it("accepts a session idle just under the limit and refuses one just over it", async () => {
    const limit = t.config.SESSION_IDLE_MINUTES * 60;
    const s = await session();
    await setIdle(limit - 5);
    expect((await check(s.cookie)).statusCode).toBe(200);
    await setIdle(limit + 2);
    expect((await check(s.cookie)).statusCode).toBe(401);
  });
});
