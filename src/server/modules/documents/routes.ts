import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ddtDetailsRequestSchema, ddtFilterSchema, ddtLineSchema, ddtSchema, invoiceSchema, pdfQuerySchema } from "../../../shared/contract/documents";
import { startFromSchema } from "../../../shared/contract/orders";
import { access, type AccessRule } from "../../lib/access-rule";
import { fileAnswer, handlerCheckedBody, paged, pagedSchema } from "../../lib/envelope";
import { validate } from "../../lib/validate";
import { sendPdf } from "../../lib/pdf-reply";
import type { DocumentsService } from "./service";

// Users restricted to their destination's data (uShowOnlyDestData) cannot see invoices.
const invoicesRule: AccessRule = { ...access.customer, flag: "invoices" };
const tags = ["documents"];

export function documentsRoutes(server: FastifyInstance, service: DocumentsService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/v100/documents/getDdts",
    { config: { access: access.customer }, schema: { tags, querystring: startFromSchema, body: ddtFilterSchema, response: { 200: pagedSchema(z.array(ddtSchema)) } } },
    async (request) => {
      const page = await service.ddts(request.auth!, request.query.startFrom, request.body);
      return paged(page.ddts, page.last);
    },
  );

  // idDoc and startFrom may come in the query or in the body (the spec's clients send either): each
  // part declares them optional; what both give together is checked in the handler.
  app.post(
    "/v100/documents/getDdtsDetails",
    {
      config: { access: access.customer },
      schema: {
        tags,
        description: "`idDoc` e `startFrom` nella query o nel corpo (JSON).",
        querystring: ddtDetailsRequestSchema.partial(),
        body: handlerCheckedBody(ddtDetailsRequestSchema.partial()),
        response: { 200: pagedSchema(z.array(ddtLineSchema)) },
      },
    },
    async (request) => {
      const body: unknown = request.body;
      const input = validate(ddtDetailsRequestSchema, { ...request.query, ...(body && typeof body === "object" ? body : {}) });
      const page = await service.ddtDetails(request.auth!, input.idDoc, input.startFrom);
      return paged(page.lines, page.last);
    },
  );

  app.get(
    "/v100/documents/getInvoices",
    { config: { access: invoicesRule }, schema: { tags, querystring: startFromSchema, response: { 200: pagedSchema(z.array(invoiceSchema)) } } },
    async (request) => {
      const page = await service.invoices(request.auth!, request.query.startFrom);
      return paged(page.invoices, page.last);
    },
  );

  app.get(
    "/v100/documents/getPdf",
    { config: { access: access.customer }, schema: { tags, querystring: pdfQuerySchema, response: fileAnswer("application/pdf", "Il PDF del documento") } },
    async (request, reply) => sendPdf(reply, await service.pdf(request.auth!, request.query.idDoc, request.query.typeDoc)),
  );
}
