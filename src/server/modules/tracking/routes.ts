// Tracking console routes (returns-documents-admin §7 Tracking): ADMIN only.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { trackingCsvResultSchema, trackingCustomerQuerySchema, trackingOrderSchema, trackingPayloadSchema } from "../../../shared/contract/tracking";
import { trackingMessages as m } from "../../../shared/messages/tracking";
import { access } from "../../lib/access-rule";
import { readCsvUpload } from "../../lib/csv-upload";
import { handlerCheckedBody, ok, okSchema, singleFileBody } from "../../lib/envelope";
import type { TrackingService } from "./service";

const MAX_CSV_BYTES = 8 * 1024 * 1024;
const uploadMessages = { notMultipart: m.noFile, missing: m.noFile, tooLarge: m.tooLarge, notCsv: m.notCsv };

const tags = ["tracking"];
const ordersAnswer = { 200: okSchema(z.array(trackingOrderSchema)) };

export function trackingRoutes(server: FastifyInstance, service: TrackingService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const config = { access: access.admin };
  const customerOf = (query: { uIdCliente?: number | undefined }) => (query.uIdCliente ? query.uIdCliente : null);

  app.get("/v100/AD/api/getOrders", { config, schema: { tags, querystring: trackingCustomerQuerySchema, response: ordersAnswer } }, async (request) =>
    ok(await service.list(customerOf(request.query))),
  );

  // The body (trackingPayloadSchema) is checked by the service, after the customer.
  app.post("/v100/AD/api/insertTracking", { config, schema: { tags, querystring: trackingCustomerQuerySchema, body: handlerCheckedBody(trackingPayloadSchema), response: ordersAnswer } }, async (request) =>
    ok(await service.insert(request.auth!, customerOf(request.query), request.body)),
  );

  app.post("/v100/AD/api/updateTrackingCSV", { config, schema: { tags, body: singleFileBody("Il file CSV delle spedizioni"), response: { 200: okSchema(trackingCsvResultSchema) } } }, async (request) => {
    const file = await readCsvUpload(request, MAX_CSV_BYTES, uploadMessages);
    return ok(await service.uploadCsv(request.auth!, file.bytes, file.fileName));
  });
}
