// Promotions (spec core-ordering §3 Promo; §7 GET /promo/getPromoList, /promo/getPromoDetail;
// returns-documents-admin §2, §7). The editor calls (create, update, delete, uploads) are ours:
// the specs name none (README "Promo API", docs/decisions/0005-promos.md).
import { z } from "zod";
import { customerNameFields } from "./customer-fields";
import { fileTypeAndSizeFields } from "./file-fields";
import { intInRange } from "./int-field";
import { productRefSchema, productRowSchema } from "./product";
import { promoMessages as m } from "../messages/promos";
import { INT4_MAX, isSaneIsoDate } from "../rules/safe-input";
import { PROMO_ORDER_MAX, PROMO_ORDER_MIN, PROMO_POPUP_MAX, PROMO_POPUP_MIN, WAREHOUSES } from "../rules/limits";
import { joinWarehouses, splitWarehouses } from "../rules/promo-status";

export const PROMO_TYPES = ["SCONTO", "NOVITA", "STAGIONALE", "VOLANTINO", "EVENTO"] as const;
export const promoTypeSchema = z.enum(PROMO_TYPES, { error: m.typeRequired });
export type PromoType = z.infer<typeof promoTypeSchema>;

export const PROMO_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROMO_VIDEO_MAX_BYTES = 8 * 1024 * 1024;
export const PROMO_IMAGE_MAX_SIDE = 6000;
export const PROMO_MAX_IMAGES = 10;
export const PROMO_MAX_VIDEOS = 5;
export const PROMO_MAX_PRODUCTS = 500;
export const PROMO_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const PROMO_VIDEO_TYPES = ["video/mp4", "video/webm"] as const;

/** Uploaded promo files are served here; the name is chosen by the server (32 hex + extension). */
export const PROMO_MEDIA_PATH = "/v100/promo/media/";
export const promoMediaNamePattern = /^[0-9a-f]{32}\.(png|jpg|webp|mp4|webm)$/;

export function mediaNameOfUrl(url: string): string | null {
  if (!url.startsWith(PROMO_MEDIA_PATH)) return null;
  const name = url.slice(PROMO_MEDIA_PATH.length);
  return promoMediaNamePattern.test(name) ? name : null;
}

export function isExternalVideoUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

export const promoStatusSchema = z.enum(["ACTIVE", "SCHEDULED", "EXPIRED"]);

/** A promo as the list answers it: every field of the spec's Promo entity. */
export const promoSchema = z.object({
  proId: z.number(),
  proType: z.string(),
  proTypeDesc: z.string(),
  proBannerLink: z.string().nullable(), // URL of the banner image (carousel and cards)
  proStartInst: z.string(), // AAAA-MM-GG
  proStartEnd: z.string(), // AAAA-MM-GG, last day included
  proTitle: z.string(),
  proSubtitle: z.string(),
  proText: z.string(),
  proDescription: z.string(),
  proOrder: z.number(),
  proPopup: z.number(),
  proArea: z.string(),
  proImgUrl: z.array(z.string()),
  proVideoUrl: z.array(z.string()),
  proDepRifString: z.string(), // e.g. "01+03"
  promoProducts: z.array(productRefSchema),
  proStatus: promoStatusSchema, // on the server's date (Europe/Rome)
});
export type Promo = z.infer<typeof promoSchema>;
export const promoListSchema = z.array(promoSchema);

/** GET /promo/getPromoDetail: the promo and one page (15) of its products, priced for the user. */
export const promoDetailSchema = promoSchema.extend({
  startFrom: z.number(),
  totalProducts: z.number(),
  products: z.array(productRowSchema),
});
export type PromoDetail = z.infer<typeof promoDetailSchema>;

/** GET /promo/getPromoForEdit (ADMIN): the promo with its assignment and product descriptions. */
export const promoAdminSchema = promoSchema.extend({
  proAssignedUsers: z.array(z.number()),
  proAssignedCustomers: z.array(z.number()),
  productDescriptions: z.record(z.string(), z.string()), // "PRE/COD" → description
});
export type PromoAdmin = z.infer<typeof promoAdminSchema>;

export const promoListQuerySchema = z
  .object({
    filterPromoActive: z.enum(["true", "false"], { error: "filterPromoActive: valori ammessi true o false" }).optional(),
  })
  .passthrough();

const idField = z.coerce
  .number({ error: "Promo non valida" })
  .int({ error: "Promo non valida" })
  .positive({ error: "Promo non valida" })
  .max(2_147_483_647, { error: "Promo non valida" });

export const promoDetailQuerySchema = z.object({
  proId: idField,
  startFrom: intInRange(0, 100_000, "startFrom non valido").default(0),
});

export const promoIdQuerySchema = z.object({ proId: idField });
export const promoIdParamsSchema = z.object({ proId: idField });

const isoDate = (message: string) => z.string({ error: message }).trim().refine(isSaneIsoDate, { error: message });

const warehouseCodes: readonly string[] = WAREHOUSES.map((w) => w.code);

/** Create and update body (POST /promo/createPromo, PUT /promo/updatePromo/{proId}). */
export const promoInputSchema = z
  .object({
    proType: promoTypeSchema,
    proBannerLink: z
      .string()
      .trim()
      .max(200)
      .nullable()
      .optional()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || mediaNameOfUrl(v) !== null, { error: m.imageUrlInvalid }),
    proStartInst: isoDate(m.startRequired),
    proStartEnd: isoDate(m.endRequired),
    proTitle: z.string({ error: m.titleRequired }).trim().min(1, { error: m.titleRequired }).max(120),
    proSubtitle: z.string().trim().max(200).default(""),
    proText: z.string().trim().max(1000).default(""),
    proDescription: z.string().trim().max(5000).default(""),
    proOrder: intInRange(PROMO_ORDER_MIN, PROMO_ORDER_MAX, m.orderRange).default(PROMO_ORDER_MIN),
    proPopup: intInRange(PROMO_POPUP_MIN, PROMO_POPUP_MAX, m.popupRange).default(PROMO_POPUP_MIN),
    proArea: z.string().trim().max(60).default(""),
    proImgUrl: z
      .array(z.string().refine((v) => mediaNameOfUrl(v) !== null, { error: m.imageUrlInvalid }))
      .max(PROMO_MAX_IMAGES, { error: m.tooManyImages })
      .default([]),
    proVideoUrl: z
      .array(
        z
          .string()
          .trim()
          .max(500)
          .refine((v) => mediaNameOfUrl(v) !== null || (isExternalVideoUrl(v) && URL.canParse(v)), { error: m.videoUrlInvalid }),
      )
      .max(PROMO_MAX_VIDEOS, { error: m.tooManyVideos })
      .default([]),
    proDepRifString: z
      .string({ error: m.warehousesInvalid })
      .transform((v) => splitWarehouses(v))
      .refine((codes) => codes.length > 0 && codes.every((c) => warehouseCodes.includes(c)), { error: m.warehousesInvalid })
      .transform((codes) => joinWarehouses(codes)),
    promoProducts: z.array(productRefSchema).max(PROMO_MAX_PRODUCTS, { error: m.tooManyProducts }).default([]),
    proAssignedUsers: z.array(z.number().int().positive().max(INT4_MAX)).max(1000).default([]),
    proAssignedCustomers: z.array(z.number().int().positive().max(INT4_MAX)).max(1000).default([]),
  })
  .superRefine((v, ctx) => {
    if (isSaneIsoDate(v.proStartInst) && isSaneIsoDate(v.proStartEnd) && v.proStartEnd < v.proStartInst) {
      ctx.addIssue({ code: "custom", message: m.endBeforeStart, path: ["proStartEnd"] });
    }
    const seen = new Set<string>();
    for (const p of v.promoProducts) {
      const key = `${p.precodice}/${p.codice}`;
      if (seen.has(key)) ctx.addIssue({ code: "custom", message: m.duplicateProduct(key), path: ["promoProducts"] });
      seen.add(key);
    }
  });
export type PromoInput = z.input<typeof promoInputSchema>;
export type PromoInputParsed = z.output<typeof promoInputSchema>;

/** Answer of POST /promo/uploadImage and /promo/uploadVideo. */
export const promoUploadSchema = z.object({
  url: z.string(),
  ...fileTypeAndSizeFields,
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type PromoUpload = z.infer<typeof promoUploadSchema>;

/** One entry of GET /promo/getAssignableTargets (ADMIN): customer users and their customer. */
export const promoTargetSchema = z.object({
  uId: z.number(),
  uUsername: z.string(),
  ...customerNameFields,
});
export const promoTargetsSchema = z.array(promoTargetSchema);
export type PromoTarget = z.infer<typeof promoTargetSchema>;
