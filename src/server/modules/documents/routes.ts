import type { FastifyInstance } from "fastify";
import { ddtDetailsRequestSchema, ddtFilterSchema, pdfQuerySchema } from "../../../shared/contract/documents";
import { startFromSchema } from "../../../shared/contract/orders";
import { access, type AccessRule } from "../../lib/access-rule";
import { paged } from "../../lib/envelope";
import { validate } from "../../lib/validate";
import { sendPdf } from "../../lib/pdf-reply";
import type { DocumentsService } from "./service";

// Users restricted to their destination's data (uShowOnlyDestData) cannot see invoices.
const invoicesRule: AccessRule = { ...access.customer, flag: "invoices" };

export function documentsRoutes(app: FastifyInstance, service: DocumentsService): void {
  app.post("/v100/documents/getDdts", { config: { access: access.customer } }, async (request) => {
    const { startFrom } = validate(startFromSchema, request.query);
    const filter = validate(ddtFilterSchema, request.body ?? {});
    const page = await service.ddts(request.auth!, startFrom, filter);
    return paged(page.ddts, page.last);
  });

  app.post("/v100/documents/getDdtsDetails", { config: { access: access.customer } }, async (request) => {
    const input = validate(ddtDetailsRequestSchema, { ...(request.query as object), ...((request.body as object | null) ?? {}) });
    const page = await service.ddtDetails(request.auth!, input.idDoc, input.startFrom);
    return paged(page.lines, page.last);
  });

  app.get("/v100/documents/getInvoices", { config: { access: invoicesRule } }, async (request) => {
    const { startFrom } = validate(startFromSchema, request.query);
    const page = await service.invoices(request.auth!, startFrom);
    return paged(page.invoices, page.last);
  });

  app.get("/v100/documents/getPdf", { config: { access: access.customer } }, async (request, reply) => {
    const { idDoc, typeDoc } = validate(pdfQuerySchema, request.query);
    return sendPdf(reply, await service.pdf(request.auth!, idDoc, typeDoc));
  });
}
