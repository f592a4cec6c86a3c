// Promotions: who sees which promo (uAllowedPromo), the list and the detail with the user's own
// prices, and the ADMIN editor (create, update, delete, image and video uploads).
//
// Visibility (docs/decisions/0005-promos.md):
//   ADMIN (not impersonating)   every promo
//   ALL                         every promo
//   CONFIG_DEPO (default)       promos sharing at least one warehouse with the user's (uDepRifString)
//   CUSTOM                      promos assigned to the user or to the user's customer
//   NONE                        none
// Users see active promos only (first day ≤ today ≤ last day, Rome calendar); only an ADMIN may
// ask for all of them (filterPromoActive=false), anyone else gets 403.
import { randomBytes } from "node:crypto";
import type { Promo, PromoAdmin, PromoDetail, PromoInputParsed, PromoTarget, PromoUpload } from "../../../shared/contract/promos";
import { PROMO_IMAGE_MAX_BYTES, PROMO_IMAGE_MAX_SIDE, PROMO_IMAGE_TYPES, PROMO_MEDIA_PATH, PROMO_VIDEO_MAX_BYTES, PROMO_VIDEO_TYPES, mediaNameOfUrl } from "../../../shared/contract/promos";
import type { ProductRow } from "../../../shared/contract/product";
import { promoMessages as m, promoTypeLabels } from "../../../shared/messages/promos";
import { PROMO_DETAIL_PAGE_SIZE, SEARCH_MIN_CHARS } from "../../../shared/rules/limits";
import { promoStatus, splitWarehouses } from "../../../shared/rules/promo-status";
import { romeParts } from "../../../shared/rules/rome-time";
import { AppError } from "../../lib/app-error";
import type { AuthContext, AuthUser } from "../../lib/auth-context";
import type { AuditService } from "../audit/service";
import { refKey, type CatalogueService } from "../catalogue/service";
import { normaliseDeclaredType, sniffImage, sniffVideo } from "./media";
import type { PromoChildren, PromoRecord, PromoScope, PromosRepo, PromoWrite } from "./repo";

export interface PromosDeps {
  repo: PromosRepo;
  catalogue: CatalogueService;
  audit: AuditService;
  /** The customer users an ADMIN may assign a promo to (the impersonation candidates). */
  targets: (auth: AuthContext) => Promise<PromoTarget[]>;
  now?: () => Date;
}

export type { UploadedFile } from "../../lib/upload";
import type { UploadedFile } from "../../lib/upload";

export function scopeOf(user: AuthUser): PromoScope {
  if (user.role === "ADMIN") return { kind: "all" };
  switch (user.allowedPromo) {
    case "ALL":
      return { kind: "all" };
    case "CUSTOM":
      return { kind: "assigned", userId: user.id, customerId: user.customerId };
    case "NONE":
      return { kind: "none" };
    default:
      return { kind: "warehouses", codes: user.warehouses.length ? user.warehouses : ["01"] };
  }
}

const PROMO_SEARCH_LIMIT = 30;

const mediaUrl = (name: string): string => `${PROMO_MEDIA_PATH}${name}`;

export function promosService(deps: PromosDeps) {
  const { repo, catalogue, audit } = deps;
  const today = (): string => romeParts((deps.now ?? (() => new Date()))()).date;

  function toPromo(r: PromoRecord, c: PromoChildren, day: string): Promo {
    return {
      proId: r.id,
      proType: r.type,
      proTypeDesc: promoTypeLabels[r.type] ?? r.type,
      proBannerLink: r.bannerMedia ? mediaUrl(r.bannerMedia) : null,
      proStartInst: r.startDate,
      proStartEnd: r.endDate,
      proTitle: r.title,
      proSubtitle: r.subtitle,
      proText: r.text,
      proDescription: r.description,
      proOrder: r.sortOrder,
      proPopup: r.popup,
      proArea: r.area,
      proImgUrl: c.images.map(mediaUrl),
      proVideoUrl: c.videos.map((v) => (v.media ? mediaUrl(v.media) : v.url!)),
      proDepRifString: [...r.warehouses].sort().join("+"),
      promoProducts: c.products,
      proStatus: promoStatus(r.startDate, r.endDate, day),
    };
  }

  /** A promo the caller may open: ADMIN any, others only visible and active ones; else 404. */
  async function visible(auth: AuthContext, proId: number): Promise<PromoRecord> {
    const admin = auth.user.role === "ADMIN";
    const row = await repo.find(proId, scopeOf(auth.user), admin ? null : { activeOnly: true, today: today() });
    if (!row) throw new AppError("notFound", m.notFound);
    return row;
  }

  /** Turns the validated editor input into rows, checking every reference it makes. */
  async function toWrite(auth: AuthContext, input: PromoInputParsed): Promise<PromoWrite> {
    const imageNames = input.proImgUrl.map((u) => mediaNameOfUrl(u)!);
    const videos = input.proVideoUrl.map((u) => {
      const name = mediaNameOfUrl(u);
      return name ? { media: name, url: null } : { media: null, url: u };
    });
    const banner = input.proBannerLink ? mediaNameOfUrl(input.proBannerLink) : null;
    const wanted = [...imageNames, ...(banner ? [banner] : []), ...videos.flatMap((v) => (v.media ? [v.media] : []))];
    const kinds = await repo.mediaKinds(wanted);
    for (const name of [...imageNames, ...(banner ? [banner] : [])]) {
      if (kinds.get(name) !== "image") throw new AppError("validation", kinds.has(name) ? m.imageUrlInvalid : m.mediaNotFound);
    }
    for (const v of videos) {
      if (v.media && kinds.get(v.media) !== "video") throw new AppError("validation", kinds.has(v.media) ? m.videoUrlInvalid : m.mediaNotFound);
    }

    if (input.promoProducts.length) {
      const found = await catalogue.rowsByRefs(auth, input.promoProducts);
      const missing = input.promoProducts.find((p) => !found.has(refKey(p)));
      if (missing) throw new AppError("validation", m.unknownProduct(refKey(missing)));
    }

    if (input.proAssignedUsers.length || input.proAssignedCustomers.length) {
      const targets = await deps.targets(auth);
      const userIds = new Set(targets.map((t) => t.uId));
      const customerIds = new Set(targets.map((t) => t.customerId));
      if (input.proAssignedUsers.some((u) => !userIds.has(u)) || input.proAssignedCustomers.some((c) => !customerIds.has(c))) {
        throw new AppError("validation", m.unknownAssignee);
      }
    }

    return {
      type: input.proType,
      bannerMedia: banner,
      startDate: input.proStartInst,
      endDate: input.proStartEnd,
      title: input.proTitle,
      subtitle: input.proSubtitle,
      text: input.proText,
      description: input.proDescription,
      sortOrder: input.proOrder,
      popup: input.proPopup,
      area: input.proArea,
      warehouses: splitWarehouses(input.proDepRifString),
      products: input.promoProducts,
      images: imageNames,
      videos,
      assignedUsers: [...new Set(input.proAssignedUsers)],
      assignedCustomers: [...new Set(input.proAssignedCustomers)],
    };
  }

  async function forEdit(auth: AuthContext, proId: number): Promise<PromoAdmin> {
    const row = await repo.find(proId);
    if (!row) throw new AppError("notFound", m.notFound);
    const kids = (await repo.children([row.id])).get(row.id)!;
    const rows = await catalogue.rowsByRefs(auth, kids.products);
    const productDescriptions: Record<string, string> = {};
    for (const p of kids.products) {
      const found = rows.get(refKey(p));
      if (found) productDescriptions[refKey(p)] = found.row.description;
    }
    return { ...toPromo(row, kids, today()), proAssignedUsers: kids.assignedUsers, proAssignedCustomers: kids.assignedCustomers, productDescriptions };
  }

  function newName(ext: string): string {
    return `${randomBytes(16).toString("hex")}.${ext}`;
  }

  return {
    async list(auth: AuthContext, opts: { includeInactive: boolean }): Promise<Promo[]> {
      if (opts.includeInactive && auth.user.role !== "ADMIN") throw new AppError("forbidden", m.expiredOnlyAdmin);
      const day = today();
      const rows = await repo.list(scopeOf(auth.user), { activeOnly: !opts.includeInactive, today: day });
      const kids = await repo.children(rows.map((r) => r.id));
      return rows.map((r) => toPromo(r, kids.get(r.id)!, day));
    },

    async detail(auth: AuthContext, proId: number, startFrom: number): Promise<{ detail: PromoDetail; last: boolean }> {
      const row = await visible(auth, proId);
      const [kids, total, refs] = await Promise.all([
        repo.children([row.id]),
        repo.productCount(row.id),
        repo.productsPage(row.id, startFrom, PROMO_DETAIL_PAGE_SIZE),
      ]);
      const rows = await catalogue.rowsByRefs(auth, refs);
      // The promo's order; a product no longer in the catalogue (or now obsolete) is left out.
      const products = refs.map((r) => rows.get(refKey(r))?.row).filter((r): r is ProductRow => r !== undefined);
      return {
        detail: { ...toPromo(row, kids.get(row.id)!, today()), startFrom, totalProducts: total, products },
        last: startFrom + PROMO_DETAIL_PAGE_SIZE >= total,
      };
    },

    forEdit,

    async create(auth: AuthContext, input: PromoInputParsed): Promise<PromoAdmin> {
      const id = await repo.insert(await toWrite(auth, input), auth.realUser.id, (tx, proId) => audit.record(auth, "promo.create", { proId, title: input.proTitle }, tx));
      return forEdit(auth, id);
    },

    async update(auth: AuthContext, proId: number, input: PromoInputParsed): Promise<PromoAdmin> {
      const w = await toWrite(auth, input);
      if (!(await repo.update(proId, w, audit.entry(auth, "promo.update", { proId, title: input.proTitle })))) throw new AppError("notFound", m.notFound);
      return forEdit(auth, proId);
    },

    async remove(auth: AuthContext, proId: number): Promise<void> {
      if (!(await repo.delete(proId, audit.entry(auth, "promo.delete", { proId })))) throw new AppError("notFound", m.notFound);
    },

    async uploadImage(auth: AuthContext, file: UploadedFile): Promise<PromoUpload> {
      const declared = normaliseDeclaredType(file.declaredType);
      if (file.bytes.length === 0) throw new AppError("validation", m.emptyFile);
      if (file.bytes.length > PROMO_IMAGE_MAX_BYTES) throw new AppError("payloadTooLarge", m.imageTooLarge);
      if (declared === "image/svg+xml") throw new AppError("unsupportedMediaType", m.imageSvg);
      if (!(PROMO_IMAGE_TYPES as readonly string[]).includes(declared)) throw new AppError("unsupportedMediaType", m.imageType);
      const sniff = sniffImage(file.bytes);
      if (!sniff.ok) {
        throw sniff.reason === "svg"
          ? new AppError("unsupportedMediaType", m.imageSvg)
          : sniff.reason === "corrupt"
            ? new AppError("validation", m.imageCorrupt)
            : new AppError("unsupportedMediaType", m.imageType);
      }
      const img = sniff.image;
      if (img.contentType !== declared) throw new AppError("unsupportedMediaType", m.imageMismatch);
      if (img.width > PROMO_IMAGE_MAX_SIDE || img.height > PROMO_IMAGE_MAX_SIDE) throw new AppError("validation", m.imageDimensions);
      const name = newName(img.ext);
      await repo.insertMedia(
        { name, kind: "image", contentType: img.contentType, size: file.bytes.length, width: img.width, height: img.height, bytes: file.bytes, uploadedBy: auth.realUser.id },
        audit.entry(auth, "promo.upload", { name, size: file.bytes.length }),
      );
      return { url: mediaUrl(name), contentType: img.contentType, size: file.bytes.length, width: img.width, height: img.height };
    },

    async uploadVideo(auth: AuthContext, file: UploadedFile): Promise<PromoUpload> {
      const declared = normaliseDeclaredType(file.declaredType);
      if (file.bytes.length === 0) throw new AppError("validation", m.emptyFile);
      if (file.bytes.length > PROMO_VIDEO_MAX_BYTES) throw new AppError("payloadTooLarge", m.videoTooLarge);
      if (!(PROMO_VIDEO_TYPES as readonly string[]).includes(declared)) throw new AppError("unsupportedMediaType", m.videoType);
      const video = sniffVideo(file.bytes);
      if (!video) throw new AppError("unsupportedMediaType", m.videoType);
      if (video.contentType !== declared) throw new AppError("unsupportedMediaType", m.imageMismatch);
      const name = newName(video.ext);
      await repo.insertMedia(
        { name, kind: "video", contentType: video.contentType, size: file.bytes.length, width: null, height: null, bytes: file.bytes, uploadedBy: auth.realUser.id },
        audit.entry(auth, "promo.upload", { name, size: file.bytes.length }),
      );
      return { url: mediaUrl(name), contentType: video.contentType, size: file.bytes.length, width: null, height: null };
    },

    async media(name: string) {
      const row = await repo.media(name);
      if (!row) throw new AppError("notFound", m.mediaNotFound);
      return row;
    },

    targets: (auth: AuthContext) => deps.targets(auth),

    /**
     * Codes for the editor's product list. GET /search needs an effective customer (prices are
     * the customer's) and the editor is an ADMIN acting for nobody: same matching (catalogue
     * search: exact, then prefix), list prices.
     */
    async searchProducts(auth: AuthContext, normalized: string): Promise<ProductRow[]> {
      return catalogue.search(auth, normalized, { prefix: normalized.length >= SEARCH_MIN_CHARS, limit: PROMO_SEARCH_LIMIT });
    },
  };
}

export type PromosService = ReturnType<typeof promosService>;
