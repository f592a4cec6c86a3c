// /v100/openapi.json is generated from the same route table as docs/routes.md and the route walks:
// every registered v100 route is an operation with its access rule, and the schemas the route
// declares. Swagger UI at /v100/docs is for ADMIN only. A converted route's bad input still gets
// the Italian 400 of validate().
import { afterAll, describe, expect, it } from "vitest";
import { body, createTestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";

interface Operation {
  tags?: string[];
  description?: string;
  "x-access"?: Record<string, unknown>;
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
      expect(op.tags?.length, `${r.method} ${r.url}`).toBeGreaterThan(0);
      expect(op.security, `${r.method} ${r.url}`).toEqual(r.access.public ? [] : expect.arrayContaining([{ sessionCookie: [] }]));
    }
  });

  it("gives every operation the request and response schemas its route declares", async () => {
    const doc = await getDocument(admin);
    const converted = documented.filter((r) => r.schemas.length > 0);
    expect(converted.length).toBeGreaterThan(0);
    for (const r of converted) {
      const why = `${r.method} ${r.url}`;
      const op = doc.paths[asOpenApiPath(r.url)]![r.method.toLowerCase()]!;
      if (r.schemas.includes("querystring")) expect(op.parameters?.some((p) => p.in === "query"), why).toBe(true);
      if (r.schemas.includes("params")) expect(op.parameters?.some((p) => p.in === "path"), why).toBe(true);
      if (r.schemas.includes("body")) expect(Object.values(op.requestBody?.content ?? {})[0]?.schema, why).toBeDefined();
      if (r.schemas.includes("response")) expect(Object.values(op.responses?.["200"]?.content ?? {})[0]?.schema, why).toBeDefined();
    }
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
