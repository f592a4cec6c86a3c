// POST /quote/sendQuote: multipart with body, mail, telaio, attachement0..n and attachmentName
// (spec §7). Read part by part: more than 5 images, more than 15,728,640 bytes in all, or a file
// that is not an image by its content, refuse the whole request; nothing is stored or mailed.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { deskQuoteListSchema, quoteAnswerSchema, quoteFieldsSchema, quoteListSchema } from "../../../shared/contract/quote";
import { z } from "zod";
import { quoteMessages as m } from "../../../shared/messages/workshop-tools";
import { QUOTE_MAX_IMAGES } from "../../../shared/rules/limits";
import { access } from "../../lib/access-rule";
import { fileAnswer, imageFormBody, ok, okSchema } from "../../lib/envelope";
import { readImageForm } from "../../lib/images";
import { validate } from "../../lib/validate";
import type { QuoteService } from "./service";

const tags = ["quote"];

export function quoteRoutes(server: FastifyInstance, quotes: QuoteService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  // multipart/form-data: the fields are checked after the parts are read (readImageForm).
  const sendSchema = { tags, body: imageFormBody(quoteFieldsSchema, QUOTE_MAX_IMAGES), response: { 200: okSchema(z.object({ id: z.number() })) } };
  app.post("/v100/quote/sendQuote", { config: { access: access.customer }, schema: sendSchema }, async (request) => {
    const { fields, images } = await readImageForm(request, "richiesta di preventivo");
    const valid = validate(quoteFieldsSchema, fields);
    return ok(await quotes.send(request.auth!, valid, images));
  });

  app.get("/v100/quote/list", { config: { access: access.customer }, schema: { tags, response: { 200: okSchema(quoteListSchema) } } }, async (request, reply) => {
    reply.header("Cache-Control", "private, no-store");
    return ok(await quotes.list(request.auth!));
  });

  // The quote desk (ADMIN): every customer's requests, their images, "Segna come evaso".
  const idParams = z.object({ id: z.coerce.number().int().positive({ error: m.notFound }) });
  const imageParams = idParams.extend({ idx: z.coerce.number().int().min(0).max(QUOTE_MAX_IMAGES - 1, { error: m.imageNotFound }) });

  app.get("/v100/quote/desk/list", { config: { access: access.admin }, schema: { tags, response: { 200: okSchema(deskQuoteListSchema) } } }, async (_request, reply) => {
    reply.header("Cache-Control", "private, no-store");
    return ok(await quotes.listAll());
  });

  const answerSchema = { tags, params: idParams, body: quoteAnswerSchema, response: { 200: okSchema(z.object({ id: z.number(), status: z.literal("ANSWERED") })) } };
  app.post("/v100/quote/desk/:id/answer", { config: { access: access.admin }, schema: answerSchema }, async (request) => {
    return ok(await quotes.answer(request.auth!, request.params.id, request.body));
  });

  const imageSchema = { tags, params: imageParams, response: fileAnswer(["image/jpeg", "image/png", "image/webp"], "L'immagine allegata") };
  app.get("/v100/quote/desk/:id/image/:idx", { config: { access: access.admin }, schema: imageSchema }, async (request, reply) => {
    const { id, idx } = request.params;
    const img = await quotes.image(id, idx);
    reply.header("Cache-Control", "private, max-age=3600");
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    return reply.type(img.contentType).send(img.bytes);
  });
}
