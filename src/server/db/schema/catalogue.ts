// The catalogue mirrored from the ERP: products, stock per warehouse, cross-references,
// suggested substitutes and customer discount chains.
import { boolean, date, index, integer, json, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { productKeyColumns, requiredRef, serialId, updatedAt } from "./columns";

export const products = pgTable(
  "products",
  {
    id: serialId(),
    ...productKeyColumns(),
    codiceNorm: text("codice_norm").notNull(), // normalizeCode(codice), for search
    codsco: text("codsco").notNull(), // discount code
    fam: text("fam").notNull(), // family
    brand: text("brand").notNull().default(""), // maker name shown beside the prefix, e.g. "MAHLE"
    description: text("description").notNull(),
    listCents: integer("list_cents").notNull(),
    info: text("info").notNull().default(""),
    orderable: boolean("orderable").notNull().default(true),
    sScope: text("s_scope"), // "OBSOLETE" is never shown
    ean: text("ean"),
    eanNorm: text("ean_norm"),
    depositCents: integer("deposit_cents").notNull().default(0), // prezzoCauzione
    codiceSostituente: text("codice_sostituente"),
    requiresVin: boolean("requires_vin").notNull().default(false), // coded article: VIN in the item note
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("products_code_uq").on(t.precodice, t.codice),
    // id as a second key column: the search's prefix branch reads (codice_norm, id) from the
    // index alone, the heap only for the rows it keeps (decision 0043).
    index("products_codice_norm_idx").on(t.codiceNorm.op("text_pattern_ops"), t.id),
    index("products_ean_norm_idx").on(t.eanNorm),
  ],
);

/**
 * Storage parameters of products that drizzle cannot declare, applied after the migrations to new
 * and existing databases alike (db/storage-options.ts; decision 0036, amended). Fillfactor 50: each
 * page keeps room for a new version of every row on it, so a price-list load (and its rollback)
 * updates the list price in place — a HOT update, no new index entries — even when it changes the
 * whole catalogue. A catalogue that takes full loads is half empty anyway (the dead versions of the
 * last load); this only puts that room where the next load can use it.
 */
export const productsStorage = { fillfactor: 50 } as const;

export const stock = pgTable(
  "stock",
  {
    productId: requiredRef("product_id", () => products.id),
    warehouse: text("warehouse").notNull(), // "01" Senise, "03" Cagliari
    qty: integer("qty").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.warehouse] })],
);

export const crossRefs = pgTable(
  "cross_refs",
  {
    id: serialId(),
    productId: requiredRef("product_id", () => products.id),
    kind: text("kind", { enum: ["OE", "AM"] }).notNull(), // original equipment / aftermarket
    source: text("source").notNull(), // the maker the code belongs to, e.g. "FIAT", "MANN-FILTER"
    code: text("code").notNull(), // as given by the source
    codeNorm: text("code_norm").notNull(),
  },
  (t) => [
    // product_id as a second key column: the search's prefix branch on cross-references reads
    // (code_norm, product_id) from the index alone, no heap page per match (decision 0043).
    index("cross_refs_code_norm_idx").on(t.codeNorm.op("text_pattern_ops"), t.productId),
    index("cross_refs_product_idx").on(t.productId),
  ],
);

export const productSuggestions = pgTable(
  "product_suggestions",
  {
    productId: requiredRef("product_id", () => products.id),
    suggestedProductId: requiredRef("suggested_product_id", () => products.id),
    decodingType: text("decoding_type", { enum: ["SOSTITUITO", "RIGENERATO"] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.suggestedProductId] }),
    // The products that suggest a product, whose entry parts name it (db/sql/catalogue-entry-parts.sql).
    index("product_suggestions_suggested_idx").on(t.suggestedProductId),
  ],
);

/**
 * A product's stock, cross-references and suggestions as one JSON array [stock, refs, sugg], the
 * shape every entry reads (catalogue/entry-repo.ts): one index lookup per product instead of three
 * correlated sub-selects (decision 0050). Derived data, kept by the triggers of
 * db/sql/catalogue-entry-parts.sql on stock, cross_refs, product_suggestions and products; no
 * writer touches it. A missing row or a null parts means "not computed": readers compute it.
 */
export const catalogueEntryParts = pgTable("catalogue_entry_parts", {
  productId: integer("product_id").primaryKey(),
  parts: json("parts"),
});

export const customerDiscounts = pgTable(
  "customer_discounts",
  {
    customerId: integer("customer_id").notNull(),
    codsco: text("codsco").notNull(),
    chain: text("chain").notNull(), // Italian discount chain, e.g. "40+10"
  },
  (t) => [primaryKey({ columns: [t.customerId, t.codsco] })],
);

// Supplier delivery forecasts for products short in stock (prefixes P and F look these up).
export const deliveryForecasts = pgTable(
  "delivery_forecasts",
  {
    id: serialId(),
    productId: requiredRef("product_id", () => products.id),
    warehouse: text("warehouse").notNull(),
    qty: integer("qty").notNull(),
    expectedDate: date("expected_date", { mode: "string" }).notNull(),
  },
  (t) => [index("delivery_forecasts_product_idx").on(t.productId)],
);
