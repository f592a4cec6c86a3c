// Promo calls: the two of the spec (getPromoList, getPromoDetail) and the ADMIN editor calls the
// specs do not name, designed in the same v100 style (README "Promo API").
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  PROMO_IMAGE_MAX_BYTES,
  PROMO_VIDEO_MAX_BYTES,
  promoDetailQuerySchema,
  promoIdParamsSchema,
  promoIdQuerySchema,
  promoInputSchema,
  promoListQuerySchema,
  promoMediaNamePattern,
} from "../../../shared/contract/promos";
import { searchQuerySchema } from "../../../shared/contract/search";
import { promoMessages as m } from "../../../shared/messages/promos";
import { access } from "../../lib/access-rule";
import { AppError } from "../../lib/app-error";
import { ok, paged } from "../../lib/envelope";
import { validate } from "../../lib/validate";
import type { PromosService } from "./service";
import { readUpload } from "../../lib/upload";

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

export function promoRoutes(app: FastifyInstance, promos: PromosService): void {
  app.get("/v100/promo/getPromoList", { config: { access: access.anyUser } }, async (request) => {
    const q = validate(promoListQuerySchema, request.query);
    return ok(await promos.list(request.auth!, { includeInactive: q.filterPromoActive === "false" }));
  });

  app.get("/v100/promo/getPromoDetail", { config: { access: access.anyUser } }, async (request) => {
    const q = validate(promoDetailQuerySchema, request.query);
    const { detail, last } = await promos.detail(request.auth!, q.proId, q.startFrom);
    return paged(detail, last);
  });

  app.get("/v100/promo/getPromoForEdit", { config: { access: access.admin } }, async (request, reply) => {
    const q = validate(promoIdQuerySchema, request.query);
    reply.header("Cache-Control", "no-store");
    return ok(await promos.forEdit(request.auth!, q.proId));
  });

  app.get("/v100/promo/getAssignableTargets", { config: { access: access.admin } }, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    return ok(await promos.targets(request.auth!));
  });

  app.get("/v100/promo/searchProducts", { config: { access: access.admin } }, async (request, reply) => {
    const q = validate(searchQuerySchema, request.query);
    reply.header("Cache-Control", "private, no-store");
    return ok(await promos.searchProducts(request.auth!, q.searchString.normalized));
  });

  app.post("/v100/promo/createPromo", { config: { access: access.admin } }, async (request) => {
    const input = validate(promoInputSchema, request.body);
    return ok(await promos.create(request.auth!, input));
  });

  app.put("/v100/promo/updatePromo/:proId", { config: { access: access.admin } }, async (request) => {
    const { proId } = validate(promoIdParamsSchema, request.params);
    const input = validate(promoInputSchema, request.body);
    return ok(await promos.update(request.auth!, proId, input));
  });

  app.delete("/v100/promo/deletePromo/:proId", { config: { access: access.admin } }, async (request) => {
    const { proId } = validate(promoIdParamsSchema, request.params);
    await promos.remove(request.auth!, proId);
    return ok(true);
  });

  app.post("/v100/promo/uploadImage", { config: { access: access.admin } }, async (request) => {
    const file = await readUpload(request, PROMO_IMAGE_MAX_BYTES, { notMultipart: m.notMultipart, missing: m.fileMissing, tooLarge: m.imageTooLarge });
    return ok(await promos.uploadImage(request.auth!, file));
  });

  app.post("/v100/promo/uploadVideo", { config: { access: access.admin } }, async (request) => {
    const file = await readUpload(request, PROMO_VIDEO_MAX_BYTES, { notMultipart: m.notMultipart, missing: m.fileMissing, tooLarge: m.videoTooLarge });
    return ok(await promos.uploadVideo(request.auth!, file));
  });

  app.get("/v100/promo/media/:name", { config: { access: access.anyUser } }, async (request, reply) => {
    const params = mediaParams.safeParse(request.params);
    if (!params.success) throw new AppError("notFound", m.mediaNotFound);
    const media = await promos.media(params.data.name);
    return sendBytes(request, reply, media.bytes, media.contentType);
  });
}
