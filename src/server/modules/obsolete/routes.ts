// Obsolete stock routes (returns-documents-admin §7 Obsolete stock). Uploads and lists: suppliers
// (own precode) and ADMIN; discounts: ADMIN only.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { discountUploadResultSchema, obsoleteDiscountSchema, obsoleteProductSchema, obsoleteSaleSchema, obsoleteUploadResultSchema, precodeQuerySchema } from "../../../shared/contract/obsolete";
import { obsoleteMessages as m } from "../../../shared/messages/obsolete";
import { access } from "../../lib/access-rule";
import { readCsvUpload } from "../../lib/csv-upload";
import { ok, okSchema, singleFileBody } from "../../lib/envelope";
import type { ObsoleteService } from "./service";

const MAX_CSV_BYTES = 8 * 1024 * 1024;
const uploadMessages = { notMultipart: m.noFile, missing: m.noFile, tooLarge: m.tooLarge, notCsv: m.notCsv };
const salesQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });

const tags = ["obsolete"];
const csvUpload = singleFileBody("Il file CSV");

export function obsoleteRoutes(server: FastifyInstance, service: ObsoleteService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const supplier = { access: access.obsoleteSupplier };
  const admin = { access: access.admin };

  app.post("/v100/obsolete/loadObs", { config: supplier, schema: { tags, querystring: precodeQuerySchema, body: csvUpload, response: { 200: okSchema(obsoleteUploadResultSchema) } } }, async (request) => {
    const { osPrecodice } = request.query;
    const file = await readCsvUpload(request, MAX_CSV_BYTES, uploadMessages);
    return ok(await service.uploadProducts(request.auth!, file.bytes, file.fileName, osPrecodice));
  });

  app.get("/v100/obsolete/getSupplierObsoletesList", { config: supplier, schema: { tags, response: { 200: okSchema(z.array(obsoleteProductSchema)) } } }, async (request) => ok(await service.list(request.auth!)));

  // Beyond the spec: what sold, so the supplier can ship it (docs/decisions/0029).
  app.get("/v100/obsolete/getSupplierSales", { config: supplier, schema: { tags, querystring: salesQuerySchema, response: { 200: okSchema(z.array(obsoleteSaleSchema)) } } }, async (request) => {
    return ok(await service.sales(request.auth!, request.query.days));
  });

  app.post("/v100/obsolete/loadObsDiscounts", { config: admin, schema: { tags, body: csvUpload, response: { 200: okSchema(discountUploadResultSchema) } } }, async (request) => {
    const file = await readCsvUpload(request, MAX_CSV_BYTES, uploadMessages);
    return ok(await service.uploadDiscounts(request.auth!, file.bytes, file.fileName));
  });

  app.get("/v100/obsolete/getObsoleteDiscounts", { config: admin, schema: { tags, response: { 200: okSchema(z.array(obsoleteDiscountSchema)) } } }, async () => ok(await service.discounts()));
}
