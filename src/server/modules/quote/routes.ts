// POST /quote/sendQuote: multipart with body, mail, telaio, attachement0..n and attachmentName
// (spec §7). Read part by part: more than 5 images, more than 15,728,640 bytes in all, or a file
// that is not an image by its content, refuse the whole request; nothing is stored or mailed.
import type { FastifyInstance } from "fastify";
import { quoteFieldsSchema } from "../../../shared/contract/quote";
import { access } from "../../lib/access-rule";
import { ok } from "../../lib/envelope";
import { readImageForm } from "../../lib/images";
import { validate } from "../../lib/validate";
import type { QuoteService } from "./service";

export function quoteRoutes(app: FastifyInstance, quotes: QuoteService): void {
  app.post("/v100/quote/sendQuote", { config: { access: access.customer } }, async (request) => {
    const { fields, images } = await readImageForm(request, "richiesta di preventivo");
    const valid = validate(quoteFieldsSchema, fields);
    return ok(await quotes.send(request.auth!, valid, images));
  });

  app.get("/v100/quote/list", { config: { access: access.customer } }, async (request, reply) => {
    reply.header("Cache-Control", "private, no-store");
    return ok(await quotes.list(request.auth!));
  });
}
