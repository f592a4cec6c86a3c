// POST /quote/sendQuote: multipart with body, mail, telaio, attachement0..n and attachmentName
// (spec §7). Read part by part: more than 5 images, more than 15,728,640 bytes in all, or a file
// that is not an image by its content, refuse the whole request; nothing is stored or mailed.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { quoteAnswerSchema, quoteFieldsSchema } from "../../../shared/contract/quote";
import { z } from "zod";
import { quoteMessages as m } from "../../../shared/messages/workshop-tools";
import { QUOTE_MAX_BYTES, QUOTE_MAX_IMAGES } from "../../../shared/rules/limits";
import { access } from "../../lib/access-rule";
import { AppError } from "../../lib/app-error";
import { isMalformedMultipart } from "../../lib/client-errors";
import { common } from "../../../shared/messages/common";
import { ok } from "../../lib/envelope";
import { validate } from "../../lib/validate";
import { cleanImage, type CleanImage } from "./images";
import type { QuoteService } from "./service";

async function readQuote(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError("unsupportedMediaType", m.notMultipart);
  const fields: Record<string, string> = {};
  const names: string[] = [];
  const files: { bytes: Buffer; name: string }[] = [];
  let total = 0;
  try {
    for await (const part of request.parts({ limits: { fileSize: QUOTE_MAX_BYTES + 1, files: 20, fields: 40 } })) {
      if (part.type === "field") {
        if (part.fieldname === "attachmentName") names.push(String(part.value));
        else if (typeof part.value === "string") fields[part.fieldname] = part.value;
        continue;
      }
      if (!/^attach?ement\d+$|^attachment\d+$/.test(part.fieldname)) {
        await part.toBuffer();
        continue;
      }
      const bytes = await part.toBuffer();
      if (bytes.length === 0) continue;
      total += bytes.length;
      if (total > QUOTE_MAX_BYTES) throw new AppError("payloadTooLarge", m.tooLarge);
      files.push({ bytes, name: part.filename });
      if (files.length > QUOTE_MAX_IMAGES) throw new AppError("validation", m.tooManyServer);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new AppError("payloadTooLarge", m.tooLarge);
    if (isMalformedMultipart(err)) throw new AppError("validation", common.invalidUpload);
    throw err;
  }
  return { fields, files: files.map((f, i) => ({ ...f, name: names[i] || f.name || `immagine-${i + 1}` })) };
}

export function quoteRoutes(app: FastifyInstance, quotes: QuoteService): void {
  app.post("/v100/quote/sendQuote", { config: { access: access.customer } }, async (request) => {
    const { fields, files } = await readQuote(request);
    const valid = validate(quoteFieldsSchema, fields);
    const images: CleanImage[] = [];
    for (const [i, f] of files.entries()) images.push(await cleanImage(f.bytes, f.name, i));
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
