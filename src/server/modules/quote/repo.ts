// The only place that reads and writes quote_requests.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { quoteRequests } from "../../db/schema/workshop-tools";

export type QuoteTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export function quoteRepo(db: Db) {
  return {
    db,
    async insert(tx: QuoteTx, q: typeof quoteRequests.$inferInsert): Promise<number> {
      const [row] = await tx.insert(quoteRequests).values(q).returning({ id: quoteRequests.id });
      return row!.id;
    },
    async list(customerId: number, userId: number) {
      return db
        .select()
        .from(quoteRequests)
        .where(and(eq(quoteRequests.customerId, customerId), eq(quoteRequests.userId, userId)))
        .orderBy(desc(quoteRequests.id))
        .limit(100);
    },
  };
}
export type QuoteRepo = ReturnType<typeof quoteRepo>;
