// Obsolete stock routes (returns-documents-admin §7 Obsolete stock). Uploads and lists: suppliers
// (own precode) and ADMIN; discounts: ADMIN only.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { precodeQuerySchema } from "../../../shared/contract/obsolete";
import { obsoleteMessages as m } from "../../../shared/messages/obsolete";
import { access } from "../../lib/access-rule";
import { readCsvUpload } from "../../lib/csv-upload";
import { ok } from "../../lib/envelope";
import { validate } from "../../lib/validate";
import type { ObsoleteService } from "./service";

const MAX_CSV_BYTES = 8 * 1024 * 1024;
const uploadMessages = { notMultipart: m.noFile, missing: m.noFile, tooLarge: m.tooLarge, notCsv: m.notCsv };
const salesQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });

export function obsoleteRoutes(app: FastifyInstance, service: ObsoleteService): void {
  const supplier = { config: { access: access.obsoleteSupplier } };
  const admin = { config: { access: access.admin } };

  app.post("/v100/obsolete/loadObs", supplier, async (request) => {
    const { osPrecodice } = validate(precodeQuerySchema, request.query);
    const file = await readCsvUpload(request, MAX_CSV_BYTES, uploadMessages);
    return ok(await service.uploadProducts(request.auth!, file.bytes, file.fileName, osPrecodice));
  });

  app.get("/v100/obsolete/getSupplierObsoletesList", supplier, async (request) => ok(await service.list(request.auth!)));

  // Beyond the spec: what sold, so the supplier can ship it (docs/decisions/0029).
  app.get("/v100/obsolete/getSupplierSales", supplier, async (request) => {
    const { days } = validate(salesQuerySchema, request.query);
    return ok(await service.sales(request.auth!, days));
  });

  app.post("/v100/obsolete/loadObsDiscounts", admin, async (request) => {
    const file = await readCsvUpload(request, MAX_CSV_BYTES, uploadMessages);
    return ok(await service.uploadDiscounts(request.auth!, file.bytes, file.fileName));
  });

  app.get("/v100/obsolete/getObsoleteDiscounts", admin, async () => ok(await service.discounts()));
}
