// Reads what an order's delivery promises need (stock per warehouse, the first supplier arrival)
// and keeps the promises once computed (docs/decisions/0033-delivery-promise.md).
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { stock, deliveryForecasts } from "../../db/schema/catalogue";
import { orderLinePromises } from "../../db/schema/delivery-promises";

export type NewLinePromise = typeof orderLinePromises.$inferInsert;

export function promiseRepo(db: Db) {
  return {
    async stored(orderId: number) {
      return db.select().from(orderLinePromises).where(eq(orderLinePromises.orderId, orderId));
    },

    async stockOf(productIds: number[]) {
      if (productIds.length === 0) return [];
      return db.select({ productId: stock.productId, warehouse: stock.warehouse, qty: stock.qty }).from(stock).where(inArray(stock.productId, productIds));
    },

    /** Supplier arrivals from `from` on, earliest first. */
    async forecastsOf(productIds: number[], from: string) {
      if (productIds.length === 0) return [];
      return db
        .select({ productId: deliveryForecasts.productId, expectedDate: deliveryForecasts.expectedDate })
        .from(deliveryForecasts)
        .where(and(inArray(deliveryForecasts.productId, productIds), gte(deliveryForecasts.expectedDate, from)))
        .orderBy(asc(deliveryForecasts.expectedDate));
    },

    /** The first computation wins: a concurrent one changes nothing. */
    async store(rows: NewLinePromise[]): Promise<void> {
      if (rows.length) await db.insert(orderLinePromises).values(rows).onConflictDoNothing({ target: orderLinePromises.orderLineId });
    },
  };
}

export type PromiseRepo = ReturnType<typeof promiseRepo>;
