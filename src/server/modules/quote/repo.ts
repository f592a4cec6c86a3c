// The only place that reads and writes quote_requests and quote_images.
import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { customers, users } from "../../db/schema/identity";
import { quoteImages, quoteRequests } from "../../db/schema/workshop-tools";

export type QuoteTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export function quoteRepo(db: Db) {
  return {
    db,
    async insert(tx: QuoteTx, q: typeof quoteRequests.$inferInsert, images: { fileName: string; contentType: string; bytes: Buffer }[]): Promise<number> {
      const [row] = await tx.insert(quoteRequests).values(q).returning({ id: quoteRequests.id });
      if (images.length) await tx.insert(quoteImages).values(images.map((img, idx) => ({ quoteId: row!.id, idx, ...img })));
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
    /** The quote desk's list: every customer's requests, newest first. */
    async listAll(limit: number) {
      return db
        .select({ ...getTableColumns(quoteRequests), customerName: customers.businessName, username: users.username, answeredBy: sql<string | null>`(select a.username from users a where a.id = ${quoteRequests.answeredByUserId})` })
        .from(quoteRequests)
        .innerJoin(users, eq(users.id, quoteRequests.userId))
        .leftJoin(customers, eq(customers.id, quoteRequests.customerId))
        .orderBy(desc(quoteRequests.id))
        .limit(limit);
    },
    async get(tx: QuoteTx, id: number) {
      const [row] = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, id)).for("update");
      return row ?? null;
    },
    /** Sets SENT → ANSWERED; null when it was not SENT any more (answered meanwhile). */
    async markAnswered(tx: QuoteTx, id: number, byUserId: number, reply: string | null) {
      const [row] = await tx
        .update(quoteRequests)
        .set({ status: "ANSWERED", answeredAt: new Date(), answeredByUserId: byUserId, reply })
        .where(and(eq(quoteRequests.id, id), eq(quoteRequests.status, "SENT")))
        .returning();
      return row ?? null;
    },
    async image(quoteId: number, idx: number) {
      const [row] = await db.select().from(quoteImages).where(and(eq(quoteImages.quoteId, quoteId), eq(quoteImages.idx, idx)));
      return row ?? null;
    },
  };
}
export type QuoteRepo = ReturnType<typeof quoteRepo>;
