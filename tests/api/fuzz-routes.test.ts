// The fuzz corpus of issue 14 over every route the app registers (the same table that writes
// docs/routes.md): a route added tomorrow is fuzzed without anyone remembering to. Malformed JSON,
// wrong types, NUL, lone surrogates, huge numbers, long strings, path traversal, prototype keys,
// broken multipart, in the body, the query and the path, as anonymous, a customer user and ADMIN.
// Every answer: no 5xx, and the envelope {data, error, errorCode} (an Italian message on 4xx).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { LightMyRequestResponse } from "fastify";
import { createTestApp, type TestApp } from "./helpers/test-app";
import { http, type Method } from "./helpers/http";
import type { RegisteredRoute } from "../../src/server/plugins/access-control";

const contracts = import.meta.glob<Record<string, unknown>>("../../src/shared/contract/*.ts", { eager: true });

/** Every field name of every object schema in the contract (the names the routes read). */
function contractFieldNames(): string[] {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (s: unknown, depth: number): void => {
    if (!s || typeof s !== "object" || seen.has(s) || depth > 6) return;
    seen.add(s);
    if (s instanceof z.ZodObject) {
      for (const [k, v] of Object.entries(s.shape as Record<string, unknown>)) {
        names.add(k);
        visit(v, depth + 1);
      }
      return;
    }
    const def = (s as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (def) for (const key of ["in", "out", "innerType", "schema", "element"]) visit(def[key], depth + 1);
  };
  for (const mod of Object.values(contracts)) for (const v of Object.values(mod)) if (v instanceof z.ZodType) visit(v, 0);
  return [...names].sort();
}

const hostile: unknown[] = [
  "a\u0000b",
  "X\ud800",
  "\udc00",
  "x".repeat(25_000),
  "y".repeat(3_000),
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "0000-01-01",
  "9999-99-99",
  "__proto__",
  "constructor",
  2147483648,
  -2147483649,
  1e308,
  -1,
  0.5,
  true,
  null,
  [],
  { nested: { deeper: ["z"] } },
];

const rawBodies = [
  '{"username":',
  "[]",
  '"stringa"',
  "123",
  "null",
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}',
  '{"cId": 99999999999999999999999}',
];

const pathValues = ["1", "2147483648", "-1", "..%2F..%2Fetc%2Fpasswd", "%00", "x%ED%A0%80", "__proto__", "a".repeat(190)];

function withPath(url: string, value: string): string {
  return url.replace(/:[A-Za-z]+/g, value);
}

function queryOf(fields: string[], value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  // A lone surrogate has no UTF-8 form: sent as the bytes a careless client would (WTF-8).
  const wellFormed = text.slice(0, 3_000).replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\ufffd");
  return fields.map((f) => `${encodeURIComponent(f)}=${encodeURIComponent(wellFormed).replace(/%EF%BF%BD/g, "%ED%A0%80")}`).join("&");
}

let t: TestApp;
const { call, loginAs } = http(() => t);
let fields: string[];
const failures: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_IP: 10_000, LOGIN_MAX_FAILURES_USER: 10_000 });
  fields = contractFieldNames();
});
afterAll(async () => t?.close());

function checkAnswer(label: string, res: LightMyRequestResponse): void {
  if (res.statusCode >= 500) {
    failures.push(`${label} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    return;
  }
  // /healthz is the load balancer's probe, outside the v100 API and its envelope.
  if (label.includes(" /healthz ")) return;
  // The OpenAPI document (and Swagger UI's copy of it) is read by tools as a standard document, not
  // the envelope (docs/decisions/0034); its error answers (401/403) are still checked.
  if ((label.includes(" /v100/openapi.json ") || label.includes(" /v100/docs/json ")) && res.statusCode < 400) return;
  const json = String(res.headers["content-type"] ?? "").includes("application/json");
  if (res.statusCode >= 400 || json) {
    let b: { data?: unknown; error?: unknown; errorCode?: unknown } | null;
    try {
      b = res.json();
    } catch {
      b = null;
    }
    const enveloped = b !== null && typeof b === "object" && "data" in b && "error" in b && "errorCode" in b;
    const explained = res.statusCode < 400 || (typeof b?.error === "string" && b.error.length > 0 && typeof b.errorCode === "number");
    if (!enveloped || !explained) failures.push(`${label} → ${res.statusCode} senza busta: ${res.body.slice(0, 200)}`);
  }
}

async function fuzzRoute(route: RegisteredRoute, cookie: string | null): Promise<void> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const send = async (label: string, url: string, opts: { payload?: string; contentType?: string } = {}) => {
    const h = { ...headers, ...(opts.contentType ? { "content-type": opts.contentType } : {}) };
    const res = await call(route.method as Method, url, { headers: h, ...(opts.payload !== undefined ? { payload: opts.payload } : {}) });
    checkAnswer(`${route.method} ${route.url} [${label}]`, res);
  };
  const base = withPath(route.url, "1");
  const hasBody = route.method !== "GET";
  for (const p of pathValues) if (route.url.includes(":")) await send(`path ${p.slice(0, 20)}`, withPath(route.url, p));
  await send("prototype query", `${base}?__proto__[polluted]=1&constructor[prototype][x]=1`);
  for (const v of hostile) {
    const label = JSON.stringify(v)?.slice(0, 24) ?? String(v);
    await send(`query ${label}`, `${base}?${queryOf(fields, v)}`);
    if (hasBody) {
      const body = Object.fromEntries(fields.map((f) => [f, v]));
      await send(`json ${label}`, base, { payload: JSON.stringify(body), contentType: "application/json" });
    }
  }
  if (!hasBody) return;
  for (const raw of rawBodies) await send(`raw ${raw.slice(0, 20)}`, base, { payload: raw, contentType: "application/json" });
  await send("form NUL", base, { payload: fields.map((f) => `${f}=a%00b`).join("&"), contentType: "application/x-www-form-urlencoded" });
  await send("form surrogate", base, { payload: fields.map((f) => `${f}=X%ED%A0%80`).join("&"), contentType: "application/x-www-form-urlencoded" });
  await send("multipart without boundary", base, { payload: "--x\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\nabc", contentType: "multipart/form-data" });
  await send("multipart truncated", base, {
    payload: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    contentType: "multipart/form-data; boundary=XYZ",
  });
  await send("wrong content type", base, { payload: "<a/>", contentType: "application/xml" });
}

/** Routes that end or replace the caller's session: log in again after them. */
const endsSession = (r: RegisteredRoute) => /\/auth\/(logout|behalf)/.test(r.url);

describe.each([
  { who: "anonimo", username: null },
  { who: "utente cliente", username: "officina.rossi" },
  { who: "ADMIN", username: "admin" },
])("every route fuzzed as $who", ({ username }) => {
  it("answers no 5xx and always the envelope", { timeout: 900_000 }, async () => {
    expect(t.routes.length).toBeGreaterThan(40);
    expect(fields).toEqual(expect.arrayContaining(["username", "cId", "proStartInst", "qntRichiesta"]));
    let cookie = username ? await loginAs(username) : null;
    failures.length = 0;
    for (const route of t.routes) {
      await fuzzRoute(route, cookie);
      if (username && endsSession(route)) cookie = await loginAs(username);
    }
    expect(failures).toEqual([]);
  });
});
