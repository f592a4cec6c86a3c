// Tracking console routes (returns-documents-admin §7 Tracking): ADMIN only.
import type { FastifyInstance } from "fastify";
import { trackingCustomerQuerySchema } from "../../../shared/contract/tracking";
import { trackingMessages as m } from "../../../shared/messages/tracking";
import { access } from "../../lib/access-rule";
import { readCsvUpload } from "../../lib/csv-upload";
import { ok } from "../../lib/envelope";
import { validate } from "../../lib/validate";
import type { TrackingService } from "./service";

const MAX_CSV_BYTES = 8 * 1024 * 1024;
const uploadMessages = { notMultipart: m.noFile, missing: m.noFile, tooLarge: m.tooLarge, notCsv: m.notCsv };

export function trackingRoutes(app: FastifyInstance, service: TrackingService): void {
  const rule = { config: { access: access.admin } };
  const customerOf = (query: unknown) => {
    const { uIdCliente } = validate(trackingCustomerQuerySchema, query);
    return uIdCliente ? uIdCliente : null;
  };

  app.get("/v100/AD/api/getOrders", rule, async (request) => ok(await service.list(customerOf(request.query))));

  app.post("/v100/AD/api/insertTracking", rule, async (request) => ok(await service.insert(request.auth!, customerOf(request.query), request.body)));

  app.post("/v100/AD/api/updateTrackingCSV", rule, async (request) => {
    const file = await readCsvUpload(request, MAX_CSV_BYTES, uploadMessages);
    return ok(await service.uploadCsv(request.auth!, file.bytes, file.fileName));
  });
}
