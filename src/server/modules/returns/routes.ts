// Returns (spec document 2, §7 Returns), plus the customer's withdrawal while RICHIESTO (issue 17).
import type { FastifyInstance } from "fastify";
import { addReturnSchema, handleReturnSchema, returnListQuerySchema, returnPhotoParamsSchema, returnRefSchema, returnRequestsQuerySchema } from "../../../shared/contract/returns";
import { returnMessages as m } from "../../../shared/messages/returns";
import { access } from "../../lib/access-rule";
import { ok, paged } from "../../lib/envelope";
import { readImageForm } from "../../lib/images";
import { validate } from "../../lib/validate";
import type { ReturnsService } from "./service";

const body = (b: unknown): object => (b && typeof b === "object" ? b : {});

export function returnsRoutes(app: FastifyInstance, returns: ReturnsService): void {
  app.get("/v100/returns/getReturnsReason", { config: { access: access.anyUser } }, async () => ok(await returns.reasons()));

  // The customer's delivery-note lines with their return status; ADMIN sees every customer's.
  app.get("/v100/returns/getList", { config: { access: access.customerOrAdmin } }, async (request) => {
    const q = validate(returnListQuerySchema, request.query);
    const page = await returns.lines(request.auth!, q);
    return paged(page.lines, page.last);
  });

  app.get("/v100/returns/getAllReturnRequests", { config: { access: access.customerOrAdmin } }, async (request) => {
    const q = validate(returnRequestsQuerySchema, request.query);
    const page = await returns.requests(request.auth!, q);
    return paged(page.requests, page.last);
  });

  // JSON, or multipart with the same fields and up to 5 photos in attachement0..n (as the quote):
  // a refused photo refuses the whole request, nothing stored or mailed.
  app.post("/v100/returns/add", { config: { access: access.customer } }, async (request) => {
    if (!request.isMultipart()) return ok(await returns.add(request.auth!, validate(addReturnSchema, request.body)));
    const { fields, images } = await readImageForm(request, m.photosFor);
    return ok(await returns.add(request.auth!, validate(addReturnSchema, fields), images));
  });

  // One photo, to the request's customer or ADMIN; served inert (never run as active content).
  app.get("/v100/returns/:rId/photos/:n", { config: { access: access.customerOrAdmin } }, async (request, reply) => {
    const { rId, n } = validate(returnPhotoParamsSchema, request.params);
    const photo = await returns.photo(request.auth!, rId, n);
    return reply
      .header("Content-Type", photo.contentType)
      .header("X-Content-Type-Options", "nosniff")
      .header("Content-Security-Policy", "default-src 'none'; sandbox")
      .header("Cache-Control", "private, max-age=3600")
      .header("Content-Disposition", `inline; filename="${photo.filename}"`)
      .send(photo.bytes);
  });

  // Parameters in the body or the query (§7).
  app.post("/v100/returns/handle", { config: { access: access.admin } }, async (request) => {
    const input = validate(handleReturnSchema, { ...body(request.query), ...body(request.body) });
    return ok(await returns.handle(request.auth!, input));
  });

  app.post("/v100/returns/resend", { config: { access: access.customerOrAdmin } }, async (request) => {
    const { rId } = validate(returnRefSchema, request.body);
    return ok(await returns.resend(request.auth!, rId));
  });

  app.post("/v100/returns/withdraw", { config: { access: access.customer } }, async (request) => {
    const { rId } = validate(returnRefSchema, request.body);
    return ok(await returns.withdraw(request.auth!, rId));
  });
}
