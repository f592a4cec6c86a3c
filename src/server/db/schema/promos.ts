// Promotions: the promo (spec core-ordering §3 Promo), its products, images, videos, its CUSTOM
// assignment to users or customers, and the uploaded files themselves (bytea, so any number of
// stateless server instances serve them: docs/decisions/0005-promos.md).
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { bytea, createdAt, productKeyColumns, requiredRef, serialId, updatedAt } from "./columns";
import { customers, users } from "./identity";

export const promoMedia = pgTable(
  "promo_media",
  {
    name: text("name").primaryKey(), // server-chosen: 32 random hex digits + extension, e.g. "9f…c2.png"
    kind: text("kind", { enum: ["image", "video"] }).notNull(),
    contentType: text("content_type").notNull(), // from the file's magic bytes, never from the client
    size: integer("size").notNull(),
    width: integer("width"),
    height: integer("height"),
    bytes: bytea("bytes").notNull(),
    uploadedBy: integer("uploaded_by").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index("promo_media_created_idx").on(t.createdAt)],
);

export const promos = pgTable(
  "promos",
  {
    id: serialId(),
    type: text("type").notNull(), // proType code, e.g. "SCONTO"
    bannerMedia: text("banner_media").references(() => promoMedia.name), // proBannerLink
    startDate: date("start_date", { mode: "string" }).notNull(), // proStartInst
    endDate: date("end_date", { mode: "string" }).notNull(), // proStartEnd, last day included
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull().default(""),
    text: text("text").notNull().default(""),
    description: text("description").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(1), // proOrder 1–1000
    popup: integer("popup").notNull().default(0), // proPopup 0–10
    area: text("area").notNull().default(""),
    warehouses: text("warehouses").array().notNull(), // proDepRifString split: {"01","03"}
    createdBy: integer("created_by").references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("promos_dates_idx").on(t.endDate, t.startDate),
    check("promos_order_range", sql`${t.sortOrder} between 1 and 1000`),
    check("promos_popup_range", sql`${t.popup} between 0 and 10`),
    check("promos_dates_order", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const promoProducts = pgTable(
  "promo_products",
  {
    promoId: requiredRef("promo_id", () => promos.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    ...productKeyColumns(),
  },
  (t) => [primaryKey({ columns: [t.promoId, t.position] })],
);

export const promoImages = pgTable(
  "promo_images",
  {
    promoId: requiredRef("promo_id", () => promos.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    media: text("media").notNull().references(() => promoMedia.name),
  },
  (t) => [primaryKey({ columns: [t.promoId, t.position] }), index("promo_images_media_idx").on(t.media)],
);

// A video is an uploaded file (media) or an external http(s) address (url): exactly one of the two.
export const promoVideos = pgTable(
  "promo_videos",
  {
    promoId: requiredRef("promo_id", () => promos.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    media: text("media").references(() => promoMedia.name),
    url: text("url"),
  },
  (t) => [
    primaryKey({ columns: [t.promoId, t.position] }),
    index("promo_videos_media_idx").on(t.media),
    check("promo_videos_one_source", sql`(${t.media} is null) <> (${t.url} is null)`),
  ],
);

// CUSTOM visibility: a promo is assigned to a user or to every user of a customer.
export const promoAssignments = pgTable(
  "promo_assignments",
  {
    id: serialId(),
    promoId: requiredRef("promo_id", () => promos.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id),
    customerId: integer("customer_id").references(() => customers.id),
  },
  (t) => [
    index("promo_assignments_promo_idx").on(t.promoId),
    index("promo_assignments_user_idx").on(t.userId),
    index("promo_assignments_customer_idx").on(t.customerId),
    check("promo_assignments_one_target", sql`(${t.userId} is null) <> (${t.customerId} is null)`),
  ],
);
