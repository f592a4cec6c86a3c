// Returns (spec document 2, §7 Returns), plus the customer's withdrawal while RICHIESTO (issue 17).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  addReturnSchema,
  handleReturnSchema,
  returnLineSchema,
  returnListQuerySchema,
  returnPhotoParamsSchema,
  returnReasonSchema,
  returnRefSchema,
  returnRequestSchema,
  returnRequestsQuerySchema,
} from "../../../shared/contract/returns";
import { returnMessages as m } from "../../../shared/messages/returns";
import { IMAGES_MAX_COUNT } from "../../../shared/rules/limits";
import { access } from "../../lib/access-rule";
import { fileAnswer, handlerCheckedBody, imageFormBody, ok, okSchema, paged, pagedSchema } from "../../lib/envelope";
import { readImageForm } from "../../lib/images";
import { validate } from "../../lib/validate";
import type { ReturnsService } from "./service";

const body = (b: unknown): object => (b && typeof b === "object" ? b : {});
const tags = ["returns"];
const requestAnswer = { 200: okSchema(returnRequestSchema) };

export function returnsRoutes(server: FastifyInstance, returns: ReturnsService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/v100/returns/getReturnsReason",
    { config: { access: access.anyUser }, schema: { tags, response: { 200: okSchema(z.array(returnReasonSchema)) } } },
    async () => ok(await returns.reasons()),
  );

  // The customer's delivery-note lines with their return status; ADMIN sees every customer's.
  app.get(
    "/v100/returns/getList",
    { config: { access: access.customerOrAdmin }, schema: { tags, querystring: returnListQuerySchema, response: { 200: pagedSchema(z.array(returnLineSchema)) } } },
    async (request) => {
      const page = await returns.lines(request.auth!, request.query);
      return paged(page.lines, page.last);
    },
  );

  app.get(
    "/v100/returns/getAllReturnRequests",
    { config: { access: access.customerOrAdmin }, schema: { tags, querystring: returnRequestsQuerySchema, response: { 200: pagedSchema(z.array(returnRequestSchema)) } } },
    async (request) => {
      const page = await returns.requests(request.auth!, request.query);
      return paged(page.requests, page.last);
    },
  );

  // JSON, or multipart with the same fields and up to 5 photos in attachement0..n (as the quote):
  // a refused photo refuses the whole request, nothing stored or mailed. The fields are checked
  // in the handler (JSON body or multipart fields, the same schema): the body is declared per
  // content type, for the document.
  app.post(
    "/v100/returns/add",
    { config: { access: access.customer }, schema: { tags, body: imageFormBody(addReturnSchema, IMAGES_MAX_COUNT, addReturnSchema), response: requestAnswer } },
    async (request) => {
      const form = request.isMultipart() ? await readImageForm(request, m.photosFor) : { fields: request.body, images: undefined };
      return ok(await returns.add(request.auth!, validate(addReturnSchema, form.fields), form.images));
    },
  );

  // One photo, to the request's customer or ADMIN; served inert (never run as active content).
  app.get(
    "/v100/returns/:rId/photos/:n",
    { config: { access: access.customerOrAdmin }, schema: { tags, params: returnPhotoParamsSchema, response: fileAnswer(["image/jpeg", "image/png", "image/webp"], "La foto") } },
    async (request, reply) => {
      const { rId, n } = request.params;
      const photo = await returns.photo(request.auth!, rId, n);
      return reply
        .header("Content-Type", photo.contentType)
        .header("X-Content-Type-Options", "nosniff")
        .header("Content-Security-Policy", "default-src 'none'; sandbox")
        .header("Cache-Control", "private, max-age=3600")
        .header("Content-Disposition", `inline; filename="${photo.filename}"`)
        .send(photo.bytes);
    },
  );

  // Parameters in the body or the query (§7): each part declares them all optional; what both
  // give together is checked in the handler.
  app.post(
    "/v100/returns/handle",
    { config: { access: access.admin }, schema: { tags, description: "Parametri nel corpo o nella query.", querystring: handleReturnSchema.partial(), body: handlerCheckedBody(handleReturnSchema.partial()), response: requestAnswer } },
    async (request) => {
      const input = validate(handleReturnSchema, { ...request.query, ...body(request.body) });
      return ok(await returns.handle(request.auth!, input));
    },
  );

  app.post(
    "/v100/returns/resend",
    { config: { access: access.customerOrAdmin }, schema: { tags, body: returnRefSchema, response: { 200: okSchema(z.object({ sent: z.literal(true) })) } } },
    async (request) => ok(await returns.resend(request.auth!, request.body.rId)),
  );

  app.post(
    "/v100/returns/withdraw",
    { config: { access: access.customer }, schema: { tags, body: returnRefSchema, response: requestAnswer } },
    async (request) => ok(await returns.withdraw(request.auth!, request.body.rId)),
  );
}
