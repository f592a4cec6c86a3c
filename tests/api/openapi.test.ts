// /v100/openapi.json is generated from the same route table as docs/routes.md and the route walks:
// every registered v100 route is an operation with its access rule, and the schemas the route
// declares. Swagger UI at /v100/docs is for ADMIN only. A converted route's bad input still gets
// the Italian 400 of validate().
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { body, createTestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";

interface Operation {
  tags?: string[];
  description?: string;
  "x-access"?: Record<string, unknown>;
  "x-state-changing"?: boolean;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: unknown[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string }> };
}

const t = await createTestApp();
const { get, loginAs } = http(() => t);
afterAll(async () => t?.close());
const admin = await loginAs("admin");
const customer = await loginAs("officina.rossi");

const asOpenApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");
const documented = t.routes.filter((r) => r.url.startsWith("/v100/") && !r.url.startsWith("/v100/docs"));

async function getDocument(cookie: string): Promise<Document> {
  const res = await get("/v100/openapi.json", cookie);
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/application\/json/);
  return JSON.parse(res.body) as Document;
}

describe("GET /v100/openapi.json", () => {
  it("is OpenAPI 3.1 with the session cookie as security scheme, for any logged-in user", async () => {
    const doc = await getDocument(customer);
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ type: "apiKey", in: "cookie" });
    const anon = await get("/v100/openapi.json");
    expect(anon.statusCode).toBe(401);
    expect(body(anon).error).toBeTruthy();
  });

  it("lists exactly the registered v100 routes (the set of docs/routes.md), each with its rule and tag", async () => {
    const doc = await getDocument(admin);
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(operations.sort()).toEqual(documented.map((r) => `${r.method} ${asOpenApiPath(r.url)}`).sort());
    for (const r of documented) {
      const op = doc.paths[asOpenApiPath(r.url)]![r.method.toLowerCase()]!;
      expect(op["x-access"], `${r.method} ${r.url}`).toEqual(r.access);
      expect(op.description, `${r.method} ${r.url}`).toContain("Chi può chiamarla");
      expect(op["x-state-changing"], `${r.method} ${r.url}`).toBe(r.stateChanging ? true : undefined);
      expect(op.tags?.length, `${r.method} ${r.url}`).toBeGreaterThan(0);
      expect(op.security, `${r.method} ${r.url}`).toEqual(r.access.public ? [] : expect.arrayContaining([{ sessionCookie: [] }]));
    }
  });

  it("gives every operation the request and response schemas its route declares", async () => {
    const doc = await getDocument(admin);
    for (const r of documented) {
      const why = `${r.method} ${r.url}`;
      const op = doc.paths[asOpenApiPath(r.url)]![r.method.toLowerCase()]!;
      if (r.schemas.includes("querystring")) expect(op.parameters?.some((p) => p.in === "query"), why).toBe(true);
      if (r.schemas.includes("params")) expect(op.parameters?.some((p) => p.in === "path"), why).toBe(true);
      if (r.schemas.includes("body")) expect(Object.values(op.requestBody?.content ?? {})[0]?.schema, why).toBeDefined();
      if (r.schemas.includes("response")) expect(Object.values(op.responses?.["200"]?.content ?? {})[0]?.schema ?? op.responses?.["303"], why).toBeDefined();
    }
  });

  // A new route without its schemas fails here (decision 0034, amended): every answer is declared
  // (a JSON schema, a file's content type, or a redirect), and every path parameter.
  it("has every v100 route typed: its answer always, its path parameters when it has some", async () => {
    const doc = await getDocument(admin);
    const untyped = documented.filter((r) => !r.schemas.includes("response") || (/[:*]/.test(r.url) && !r.schemas.includes("params")));
    expect(untyped.map((r) => `${r.method} ${r.url} (${r.schemas.join(", ") || "nessuno schema"})`)).toEqual([]);
    for (const r of documented) {
      const responses = doc.paths[asOpenApiPath(r.url)]![r.method.toLowerCase()]!.responses ?? {};
      const declared = Object.entries(responses).filter(([status]) => /^[23]\d\d$/.test(status));
      expect(declared.length, `${r.method} ${r.url}`).toBeGreaterThan(0);
      for (const [status, answer] of declared) {
        // A 2xx has a JSON schema or a file's content type; a 3xx (redirect) no body.
        if (status.startsWith("2")) expect(Object.keys(answer.content ?? {}).length, `${r.method} ${r.url} ${status}`).toBeGreaterThan(0);
      }
    }
  });

  it("declares an upload's multipart form (with JSON where the route takes both) and a redirect's 303", async () => {
    const doc = await getDocument(admin);
    type Form = { properties: Record<string, { format?: string }> };
    const load = doc.paths["/v100/admin/loadCSV"]!.post!;
    expect((load.requestBody!.content["multipart/form-data"]!.schema as Form).properties.file).toMatchObject({ format: "binary" });
    const add = doc.paths["/v100/returns/add"]!.post!.requestBody!.content;
    expect(Object.keys(add).sort()).toEqual(["application/json", "multipart/form-data"]);
    expect(Object.keys((add["multipart/form-data"]!.schema as Form).properties)).toEqual(expect.arrayContaining(["rPrecode", "rQnt", "attachement0"]));
    const back = doc.paths["/v100/kromeda/return"]!.get!;
    expect(back.responses!["303"]).toBeDefined();
    expect(back.responses!["200"]).toBeUndefined();
  });

  // What a route reads from the request comes through its declared schema: with the zod type
  // provider an undeclared part is `unknown`, so reading it needs validate(), safeParse or a cast,
  // which no route file does. (validate() stays for header tokens and what the handler assembles:
  // a multipart form's fields, parameters taken from the query or the body.)
  it("reads no request part around its schema", () => {
    const dir = fileURLToPath(new URL("../../src/server/modules/", import.meta.url));
    const names = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => /routes[^/]*\.ts$/.test(f) && !f.endsWith(".test.ts"));
    const files = Object.fromEntries(names.map((f) => [f, readFileSync(join(dir, f), "utf8")]));
    expect(names.length).toBeGreaterThan(20);
    const around = /(?:validate|safeParse|parse)\(\s*(?:[\w.]+\s*,\s*)?request\.(?:query|body|params)\b|request\.(?:query|body|params)\s+as\b/g;
    const found = Object.entries(files).flatMap(([file, text]) => [...text.matchAll(around)].map((m) => `${file}: ${m[0]}`));
    expect(found).toEqual([]);
  });

  it("describes the search's query and its answer from the shared contract", async () => {
    const doc = await getDocument(admin);
    const op = doc.paths["/v100/search"]!.get!;
    expect(op.tags).toEqual(["search"]);
    expect(op.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: "query", name: "searchString" })]));
    const answer = op.responses!["200"]!.content!["application/json"]!.schema as { properties: Record<string, { type?: string; items?: { properties?: object } }> };
    expect(answer.properties.data!.type).toBe("array");
    expect(Object.keys(answer.properties.data!.items!.properties!)).toEqual(expect.arrayContaining(["precodice", "codice", "netto"]));
  });
});

describe("Swagger UI at /v100/docs", () => {
  it("is refused without a session (401) and to a customer (403)", async () => {
    for (const url of ["/v100/docs", "/v100/docs/static/index.html", "/v100/docs/static/swagger-ui-bundle.js"]) {
      const anon = await get(url);
      expect(anon.statusCode, url).toBe(401);
      const user = await get(url, customer);
      expect(user.statusCode, url).toBe(403);
      expect(body(user).error).toBeTruthy();
    }
  });

  it("is served to ADMIN from the local assets, pointed at /v100/openapi.json", async () => {
    const page = await get("/v100/docs", admin);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).not.toMatch(/https?:\/\/(?:unpkg|cdn)/);
    const init = await get("/v100/docs/static/swagger-initializer.js", admin);
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain("/v100/openapi.json");
    const bundle = await get("/v100/docs/static/swagger-ui-bundle.js", admin);
    expect(bundle.statusCode).toBe(200);
  });
});

describe("a converted route's bad input", () => {
  it("answers the same Italian 400 as validate() gave", async () => {
    const res = await get("/v100/search", customer);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ data: null, error: expect.stringMatching(/^[A-ZÈ]/), errorCode: 1 });
    const short = await get("/v100/search?searchString=a", customer);
    expectRefused(short, 400, /^[A-ZÈa-z]/);
  });
});
