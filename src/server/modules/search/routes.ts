// v100 search routes (spec core-ordering §7). All need an effective customer: prices, discounts
// and stock are the customer's. GET /parts/deliveryForecast is our path for the P/F delivery
// forecast lookup (the spec does not name it; docs/decisions/0011-search-design.md).
import type { FastifyInstance } from "fastify";
import {
  alternativesQuerySchema,
  partsQuerySchema,
  searchQuerySchema,
  suggestedQuerySchema,
  supplierQuerySchema,
} from "../../../shared/contract/search";
import type { ExternalAvailabilitySource } from "../../../shared/rules/availability";
import { access } from "../../lib/access-rule";
import { ok } from "../../lib/envelope";
import { validate } from "../../lib/validate";
import type { SearchService } from "./service";
import type { SearchLogWriter } from "./search-log";

const SOURCES: ExternalAvailabilitySource[] = ["AML", "CLL", "CLC"];

export function searchRoutes(app: FastifyInstance, search: SearchService, log: SearchLogWriter): void {
  // Searches of the last second are written before the process (or a test app) goes away.
  app.addHook("onClose", async () => log.flush());

  app.get("/v100/search", { config: { access: access.customer } }, async (request, reply) => {
    const q = validate(searchQuerySchema, request.query);
    // Prices and stock are per customer and change: never cached by the browser or a proxy.
    reply.header("Cache-Control", "private, no-store");
    return ok(await search.search(request.auth!, q.searchString));
  });

  app.get("/v100/search/suggestedProductList", { config: { access: access.customer } }, async (request) => {
    const q = validate(suggestedQuerySchema, request.query);
    return ok(await search.suggested(request.auth!, { precodice: q.precodice, codice: q.codice }, q.scDecType));
  });

  app.get("/v100/parts/availability", { config: { access: access.customer } }, async (request) => {
    const q = validate(partsQuerySchema, request.query);
    return ok(await search.availability(request.auth!, { precodice: q.preCode, codice: q.productCode }));
  });

  app.get("/v100/parts/deliveryForecast", { config: { access: access.customer } }, async (request) => {
    const q = validate(partsQuerySchema, request.query);
    return ok(await search.deliveryForecast(request.auth!, { precodice: q.preCode, codice: q.productCode }));
  });

  for (const source of SOURCES) {
    app.get(`/v100/${source}/productAvailability`, { config: { access: access.customer } }, async (request) => {
      const q = validate(supplierQuerySchema, request.query);
      return ok(await search.supplierAvailability(source, q));
    });
  }

  app.get("/v100/iam/alternatives", { config: { access: access.customer } }, async (request) => {
    const q = validate(alternativesQuerySchema, request.query);
    return ok(await search.alternatives(request.auth!, q.codice));
  });
}
