// Typed routes and the OpenAPI document (docs/decisions/0034). Routes declare their request parts
// and their 200 answer as zod schemas of src/shared/contract in the route options; the zod type
// provider validates the request parts (a failure becomes the Italian 400 of plugins/errors.ts) and
// serialises the answers through the response schema. @fastify/swagger reads the same route table
// and gives OpenAPI 3.1 at /v100/openapi.json; Swagger UI (assets served from node_modules, no CDN)
// is at /v100/docs for ADMIN.
import type { FastifyInstance, FastifySchema, RouteOptions } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { z } from "zod";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { access, describeRule, type AccessRule } from "../lib/access-rule";
import { fileAnswer } from "../lib/envelope";
import { scopeAccess } from "./access-control";

export const OPENAPI_PATH = "/v100/openapi.json";
export const DOCS_PREFIX = "/v100/docs";
export const SESSION_SCHEME = "sessionCookie";

/**
 * Request parts: a missing body or query is read as {} (as validate() always did). A body declared
 * per content type (multipartBody() in lib/envelope.ts) is the document's: the handler reads the
 * form with the upload reader and checks its fields itself.
 */
export function registerTypedRoutes(app: FastifyInstance): void {
  app.setValidatorCompiler((route) => {
    if (route.httpPart === "body" && (route as { contentType?: string }).contentType !== undefined) return (data: unknown) => ({ value: data });
    const check = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    return (data: unknown) => check(data ?? {});
  });
  app.setSerializerCompiler(serializerCompiler);
}

interface OpenApiOptions {
  version: string;
  title: string;
}

/** The tag of an operation: the module's, else the path's first segment after /v100. */
function tagOf(url: string): string {
  return url.split("/")[2] || "meta";
}

function operationFor(document: Parameters<typeof jsonSchemaTransform>[0]): ReturnType<typeof jsonSchemaTransform> {
  const route = (document as unknown as { route: RouteOptions }).route;
  const rule = (route.config as { access?: AccessRule } | undefined)?.access;
  if (!document.url.startsWith("/v100/") || document.url.startsWith(DOCS_PREFIX) || !rule) return { schema: { hide: true } as FastifySchema, url: document.url };
  const content = contentBody(document.schema);
  const converted = jsonSchemaTransform(content ? { ...document, schema: { ...document.schema, body: undefined } } : document);
  const schema = { ...(converted.schema ?? {}) } as Record<string, unknown>;
  if (content) schema.body = { content: Object.fromEntries(Object.entries(content).map(([type, { schema: s }]) => [type, { schema: z.toJSONSchema(s, { io: "input", unrepresentable: "any" }) }])) };
  if (!schema.tags) schema.tags = [tagOf(document.url)];
  const stateChanging = (route.config as { stateChanging?: boolean }).stateChanging ? " GET che modifica lo stato (controllo origine)." : "";
  schema.description = [schema.description, `Chi può chiamarla: ${describeRule(rule)}.${stateChanging}`].filter(Boolean).join("\n\n");
  schema["x-access"] = rule;
  // A GET that changes state (closeCart, updateCartChanges …): tools that walk the document skip it.
  if (stateChanging) schema["x-state-changing"] = true;
  schema.security = rule.public ? [] : rule.agentUrl ? [{}, { [SESSION_SCHEME]: [] }] : [{ [SESSION_SCHEME]: [] }];
  return { schema: schema as FastifySchema, url: converted.url };
}

/** A body declared per content type (multipartBody()), which jsonSchemaTransform does not read. */
function contentBody(schema: unknown): Record<string, { schema: z.ZodType }> | undefined {
  const body = (schema as { body?: { content?: Record<string, { schema: z.ZodType }> } } | undefined)?.body;
  return body && !(body instanceof z.ZodType) && body.content ? body.content : undefined;
}

/** @fastify/swagger: registered before the routes (it collects them as they are added). */
export async function registerOpenApi(app: FastifyInstance, opts: OpenApiOptions): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: opts.title,
        version: opts.version,
        description:
          "API v100 di Banco. Ogni risposta JSON è l'involucro { data, error, errorCode }; gli errori hanno il messaggio in italiano in `error`. " +
          "La regola di accesso di ogni operazione è nella descrizione e in `x-access` (docs/routes.md).",
      },
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: { type: "apiKey", in: "cookie", name: "banco_sid", description: "Cookie di sessione da POST /v100/auth (__Host-banco_sid in HTTPS)." },
        },
      },
    },
    transform: operationFor,
  });
}

/** The document and the Swagger UI: after the modules' routes. */
export async function registerOpenApiRoutes(app: FastifyInstance): Promise<void> {
  // Any logged-in user (decision 0034): integrators log in like every client.
  app.get(OPENAPI_PATH, { config: { access: access.anyUser }, schema: { summary: "Questo documento (OpenAPI 3.1)", response: fileAnswer("application/json", "Il documento OpenAPI 3.1 dell'API v100") } }, async (_request, reply) => {
    reply.header("Cache-Control", "private, no-cache");
    return reply.type("application/json; charset=utf-8").send(JSON.stringify(app.swagger()));
  });
  await app.register(async (docs) => {
    scopeAccess(docs, access.admin);
    await docs.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { validatorUrl: null, url: OPENAPI_PATH } as Record<string, unknown>,
      staticCSP: false,
    });
  });
}
