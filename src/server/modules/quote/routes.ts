// POST /quote/sendQuote: multipart with body, mail, telaio, attachement0..n and attachmentName
// (spec §7). Read part by part: more than 5 images, more than 15,728,640 bytes in all, or a file
// that is not an image by its content, refuse the whole request; nothing is stored or mailed.
import type { FastifyInstance } from "fastify";
import { quoteAnswerSchema, quoteFieldsSchema } from "../../../shared/contract/quote";
import { z } from "zod";
import { quoteMessages as m } from "../../../shared/messages/workshop-tools";
import { QUOTE_MAX_IMAGES } from "../../../shared/rules/limits";
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

  // The quote desk (ADMIN): every customer's requests, their images, "Segna come evaso".
  const idParams = z.object({ id: z.coerce.number().int().positive({ error: m.notFound }) });
  const imageParams = idParams.extend({ idx: z.coerce.number().int().min(0).max(QUOTE_MAX_IMAGES - 1, { error: m.imageNotFound }) });

  app.get("/v100/quote/desk/list", { config: { access: access.admin } }, async (_request, reply) => {
    reply.header("Cache-Control", "private, no-store");
    return ok(await quotes.listAll());
  });

  app.post("/v100/quote/desk/:id/answer", { config: { access: access.admin } }, async (request) => {
    const { id } = validate(idParams, request.params);
    return ok(await quotes.answer(request.auth!, id, validate(quoteAnswerSchema, request.body ?? {})));
  });

  app.get("/v100/quote/desk/:id/image/:idx", { config: { access: access.admin } }, async (request, reply) => {
    const { id, idx } = validate(imageParams, request.params);
    const img = await quotes.image(id, idx);
    reply.header("Cache-Control", "private, max-age=3600");
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    return reply.type(img.contentType).send(img.bytes);
  });
}
