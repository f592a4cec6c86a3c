// v100 search routes (spec core-ordering §7). All need an effective customer: prices, discounts
// and stock are the customer's. GET /parts/deliveryForecast is our path for the P/F delivery
// forecast lookup (the spec does not name it; docs/decisions/0011-search-design.md).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  alternativesQuerySchema,
  alternativesSchema,
  deliveryForecastSchema,
  partsAvailabilitySchema,
  partsQuerySchema,
  searchQuerySchema,
  searchResultSchema,
  suggestedListSchema,
  suggestedQuerySchema,
  supplierAvailabilitySchema,
  supplierQuerySchema,
} from "../../../shared/contract/search";
import type { ExternalAvailabilitySource } from "../../../shared/rules/availability";
import { access } from "../../lib/access-rule";
import { ok, okSchema } from "../../lib/envelope";
import type { SearchService } from "./service";
import type { SearchLogWriter } from "./search-log";

const SOURCES: ExternalAvailabilitySource[] = ["AML", "CLL", "CLC"];
const tags = ["search"];

export function searchRoutes(server: FastifyInstance, search: SearchService, log: SearchLogWriter): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  // Searches of the last second are written before the process (or a test app) goes away.
  app.addHook("onClose", async () => log.flush());

  app.get(
    "/v100/search",
    { config: { access: access.customer }, schema: { tags, querystring: searchQuerySchema, response: { 200: okSchema(searchResultSchema) } } },
    async (request, reply) => {
      // Prices and stock are per customer and change: never cached by the browser or a proxy.
      reply.header("Cache-Control", "private, no-store");
      return ok(await search.search(request.auth!, request.query.searchString));
    },
  );

  app.get(
    "/v100/search/suggestedProductList",
    { config: { access: access.customer }, schema: { tags, querystring: suggestedQuerySchema, response: { 200: okSchema(suggestedListSchema) } } },
    async (request) => {
      const q = request.query;
      return ok(await search.suggested(request.auth!, { precodice: q.precodice, codice: q.codice }, q.scDecType));
    },
  );

  app.get(
    "/v100/parts/availability",
    { config: { access: access.customer }, schema: { tags, querystring: partsQuerySchema, response: { 200: okSchema(partsAvailabilitySchema) } } },
    async (request) => ok(await search.availability(request.auth!, { precodice: request.query.preCode, codice: request.query.productCode })),
  );

  app.get(
    "/v100/parts/deliveryForecast",
    { config: { access: access.customer }, schema: { tags, querystring: partsQuerySchema, response: { 200: okSchema(deliveryForecastSchema) } } },
    async (request) => ok(await search.deliveryForecast(request.auth!, { precodice: request.query.preCode, codice: request.query.productCode })),
  );

  for (const source of SOURCES) {
    app.get(
      `/v100/${source}/productAvailability`,
      { config: { access: access.customer }, schema: { tags, querystring: supplierQuerySchema, response: { 200: okSchema(supplierAvailabilitySchema) } } },
      async (request) => ok(await search.supplierAvailability(source, request.query)),
    );
  }

  app.get(
    "/v100/iam/alternatives",
    { config: { access: access.customer }, schema: { tags, querystring: alternativesQuerySchema, response: { 200: okSchema(alternativesSchema) } } },
    async (request) => ok(await search.alternatives(request.auth!, request.query.codice)),
  );
}
