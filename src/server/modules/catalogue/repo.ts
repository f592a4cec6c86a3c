// The only place that reads the catalogue tables. Other modules use catalogue/service.ts.
import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { crossRefs, customerDiscounts, productSuggestions, products, stock } from "../../db/schema/catalogue";

export type ProductRecord = typeof products.$inferSelect;

const notObsolete = or(isNull(products.sScope), ne(products.sScope, "OBSOLETE"));

export function catalogueRepo(db: Db) {
  return {
    async productsByRefs(refs: { precodice: string; codice: string }[]): Promise<ProductRecord[]> {
      if (refs.length === 0) return [];
      const pairs = sql.join(
        refs.map((r) => sql`(${r.precodice}, ${r.codice})`),
        sql`, `,
      );
      return db
        .select()
        .from(products)
        .where(and(sql`(${products.precodice}, ${products.codice}) in (${pairs})`, notObsolete));
    },

    async productsByIds(ids: number[]): Promise<ProductRecord[]> {
      if (ids.length === 0) return [];
      return db.select().from(products).where(and(inArray(products.id, ids), notObsolete));
    },

    async stockFor(productIds: number[]): Promise<{ productId: number; warehouse: string; qty: number }[]> {
      if (productIds.length === 0) return [];
      return db.select().from(stock).where(inArray(stock.productId, productIds));
    },

    async discountChains(customerId: number): Promise<Map<string, string>> {
      const rows = await db.select().from(customerDiscounts).where(eq(customerDiscounts.customerId, customerId));
      return new Map(rows.map((r) => [r.codsco, r.chain]));
    },

    async crossRefsFor(productIds: number[]) {
      if (productIds.length === 0) return [];
      return db.select().from(crossRefs).where(inArray(crossRefs.productId, productIds));
    },

    async suggestionsFor(productIds: number[]) {
      if (productIds.length === 0) return [];
      return db
        .select({
          productId: productSuggestions.productId,
          decodingType: productSuggestions.decodingType,
          precodice: products.precodice,
          codice: products.codice,
          description: products.description,
        })
        .from(productSuggestions)
        .innerJoin(products, eq(products.id, productSuggestions.suggestedProductId))
        .where(and(inArray(productSuggestions.productId, productIds), notObsolete));
    },
  };
}

export type CatalogueRepo = ReturnType<typeof catalogueRepo>;
