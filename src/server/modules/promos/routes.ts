// Promo calls: the two of the spec (getPromoList, getPromoDetail) and the ADMIN editor calls the
// specs do not name, designed in the same v100 style (README "Promo API").
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PROMO_IMAGE_TYPES,
  PROMO_VIDEO_TYPES,
  promoAdminSchema,
  promoDetailSchema,
  promoListSchema,
  promoTargetsSchema,
  promoUploadSchema,
  PROMO_IMAGE_MAX_BYTES,
  PROMO_VIDEO_MAX_BYTES,
  promoDetailQuerySchema,
  promoIdParamsSchema,
  promoIdQuerySchema,
  promoInputSchema,
  promoListQuerySchema,
  promoMediaNamePattern,
} from "../../../shared/contract/promos";
import { searchQuerySchema, searchResultSchema } from "../../../shared/contract/search";
import { promoMessages as m } from "../../../shared/messages/promos";
import { access } from "../../lib/access-rule";
import { AppError } from "../../lib/app-error";
import { fileAnswer, ok, okSchema, paged, pagedSchema, singleFileBody } from "../../lib/envelope";
import type { PromosService } from "./service";
import { readUpload } from "../../lib/upload";

const tags = ["promos"];
const adminAnswer = { 200: okSchema(promoAdminSchema) };
const mediaParams = z.object({ name: z.string().regex(promoMediaNamePattern) });

/** Sends bytes, honouring a single "bytes=a-b" range (video players seek with it). */
function sendBytes(request: FastifyRequest, reply: FastifyReply, bytes: Buffer, contentType: string) {
  reply
    .header("Content-Type", contentType)
    .header("X-Content-Type-Options", "nosniff")
    // The name changes with every upload, so the bytes behind a name never change.
    .header("Cache-Control", "private, max-age=31536000, immutable")
    .header("Content-Security-Policy", "default-src 'none'; sandbox")
    .header("Accept-Ranges", "bytes");
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? "");
  if (range && (range[1] || range[2])) {
    const size = bytes.length;
    let start = range[1] ? Number(range[1]) : size - Number(range[2]);
    let end = range[1] && range[2] ? Number(range[2]) : size - 1;
    start = Math.max(0, start);
    end = Math.min(size - 1, end);
    if (start > end || start >= size) {
      return reply.status(416).header("Content-Range", `bytes */${size}`).send();
    }
    return reply
      .status(206)
      .header("Content-Range", `bytes ${start}-${end}/${size}`)
      .send(bytes.subarray(start, end + 1));
  }
  return reply.send(bytes);
}

export function promoRoutes(server: FastifyInstance, promos: PromosService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/v100/promo/getPromoList",
    { config: { access: access.anyUser }, schema: { tags, querystring: promoListQuerySchema, response: { 200: okSchema(promoListSchema) } } },
    async (request) => ok(await promos.list(request.auth!, { includeInactive: request.query.filterPromoActive === "false" })),
  );

  app.get(
    "/v100/promo/getPromoDetail",
    { config: { access: access.anyUser }, schema: { tags, querystring: promoDetailQuerySchema, response: { 200: pagedSchema(promoDetailSchema) } } },
    async (request) => {
      const { detail, last } = await promos.detail(request.auth!, request.query.proId, request.query.startFrom);
      return paged(detail, last);
    },
  );

  app.get("/v100/promo/getPromoForEdit", { config: { access: access.admin }, schema: { tags, querystring: promoIdQuerySchema, response: adminAnswer } }, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    return ok(await promos.forEdit(request.auth!, request.query.proId));
  });

  app.get(
    "/v100/promo/getAssignableTargets",
    { config: { access: access.admin }, schema: { tags, response: { 200: okSchema(promoTargetsSchema) } } },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return ok(await promos.targets(request.auth!));
    },
  );

  app.get(
    "/v100/promo/searchProducts",
    { config: { access: access.admin }, schema: { tags, querystring: searchQuerySchema, response: { 200: okSchema(searchResultSchema) } } },
    async (request, reply) => {
      reply.header("Cache-Control", "private, no-store");
      return ok(await promos.searchProducts(request.auth!, request.query.searchString.normalized));
    },
  );

  app.post("/v100/promo/createPromo", { config: { access: access.admin }, schema: { tags, body: promoInputSchema, response: adminAnswer } }, async (request) =>
    ok(await promos.create(request.auth!, request.body)),
  );

  app.put(
    "/v100/promo/updatePromo/:proId",
    { config: { access: access.admin }, schema: { tags, params: promoIdParamsSchema, body: promoInputSchema, response: adminAnswer } },
    async (request) => ok(await promos.update(request.auth!, request.params.proId, request.body)),
  );

  app.delete(
    "/v100/promo/deletePromo/:proId",
    { config: { access: access.admin }, schema: { tags, params: promoIdParamsSchema, response: { 200: okSchema(z.literal(true)) } } },
    async (request) => {
      await promos.remove(request.auth!, request.params.proId);
      return ok(true as const);
    },
  );

  // Multipart uploads (one file): read by readUpload.
  const answer = { 200: okSchema(promoUploadSchema) };
  app.post("/v100/promo/uploadImage", { config: { access: access.admin }, schema: { tags, body: singleFileBody("L'immagine (JPEG, PNG o WebP)"), response: answer } }, async (request) => {
    const file = await readUpload(request, PROMO_IMAGE_MAX_BYTES, { notMultipart: m.notMultipart, missing: m.fileMissing, tooLarge: m.imageTooLarge });
    return ok(await promos.uploadImage(request.auth!, file));
  });

  app.post("/v100/promo/uploadVideo", { config: { access: access.admin }, schema: { tags, body: singleFileBody("Il video (MP4 o WebM)"), response: answer } }, async (request) => {
    const file = await readUpload(request, PROMO_VIDEO_MAX_BYTES, { notMultipart: m.notMultipart, missing: m.fileMissing, tooLarge: m.videoTooLarge });
    return ok(await promos.uploadVideo(request.auth!, file));
  });

  // A name that is not a media name is a 404 (not a 400): attachValidation, checked in the handler.
  app.get(
    "/v100/promo/media/:name",
    { config: { access: access.anyUser }, attachValidation: true, schema: { tags, params: mediaParams, response: fileAnswer([...PROMO_IMAGE_TYPES, ...PROMO_VIDEO_TYPES], "L'immagine o il video (Range: bytes=a-b ammesso)") } },
    async (request, reply) => {
      if (request.validationError) throw new AppError("notFound", m.mediaNotFound);
      const media = await promos.media(request.params.name);
      return sendBytes(request, reply, media.bytes, media.contentType);
    },
  );
}
