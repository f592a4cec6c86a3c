import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiVersionSchema, appInfoSchema } from "../../../shared/contract/auth";
import { access } from "../../lib/access-rule";
import { ok, okSchema } from "../../lib/envelope";
import type { Database } from "../../db/connection";
import type { Config } from "../../config";

export const API_VERSION = "100.1.0";
const tags = ["meta"];
const healthSchema = z.object({ status: z.enum(["ok", "db-unavailable"]), db: z.string(), dbMs: z.number().optional() });

export function metaRoutes(server: FastifyInstance, database: Database, config: Config): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get("/v100/apiVersion/", { config: { access: access.public }, schema: { tags, response: { 200: okSchema(apiVersionSchema) } } }, async () => ok(API_VERSION));

  // What the shell shows before and after login (company name and counter phone in the footer are configurable).
  app.get("/v100/appInfo", { config: { access: access.public }, schema: { tags, response: { 200: okSchema(appInfoSchema) } } }, async () =>
    ok({ apiVersion: API_VERSION, companyName: config.COMPANY_NAME, counterPhone: config.COUNTER_PHONE }),
  );

  // Liveness and readiness: answers fast even while the database is busy elsewhere.
  app.get("/healthz", { config: { access: access.public }, schema: { tags, response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
    const started = performance.now();
    try {
      await database.pool.query("select 1");
      return { status: "ok" as const, db: database.kind, dbMs: Math.round((performance.now() - started) * 10) / 10 };
    } catch {
      return reply.status(503).send({ status: "db-unavailable" as const, db: database.kind });
    }
  });
}
