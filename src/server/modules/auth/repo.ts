import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/connection";
import { customers, salesmanCustomers, sessions, users } from "../../db/schema/identity";
import type { AuditWrite } from "../audit/service";

export type UserRow = typeof users.$inferSelect;
const actingUsers = alias(users, "acting_users");
export type SessionRow = typeof sessions.$inferSelect;

export function authRepo(db: Db) {
  // Built once: every authenticated request runs it, and building a select with joins costs more
  // Node CPU than PostgreSQL spends answering it (BENCHMARKS.md). Named: a server-side prepared
  // statement on each pooled connection.
  const sessionLookup = db
    .select({ session: sessions, real: users, acting: actingUsers })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(actingUsers, eq(actingUsers.id, sessions.actingAsUserId))
    .where(eq(sessions.idHash, sql.placeholder("idHash")))
    .limit(1)
    .prepare("session_with_users");
  return {
    async findUserByUsername(usernameLower: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.usernameLower, usernameLower)).limit(1);
      return rows[0];
    },
    async findUserById(id: number): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0];
    },
    async customerName(customerId: number): Promise<string | null> {
      const rows = await db.select({ name: customers.businessName }).from(customers).where(eq(customers.id, customerId)).limit(1);
      return rows[0]?.name ?? null;
    },
    async insertSession(row: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(row);
    },
    async findSession(idHash: string): Promise<SessionRow | undefined> {
      const rows = await db.select().from(sessions).where(eq(sessions.idHash, idHash)).limit(1);
      return rows[0];
    },
    /**
     * The session with its user and the impersonated user, in one round trip: every authenticated
     * request resolves its session, so this is the most frequent query of the server (BENCHMARKS.md).
     */
    async findSessionWithUsers(idHash: string): Promise<{ session: SessionRow; real: UserRow | null; acting: UserRow | null } | undefined> {
      const rows = await sessionLookup.execute({ idHash });
      return rows[0];
    },
    async touchSession(idHash: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, idHash));
    },
    async deleteSession(idHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },
    /** Swaps the session id; `audit` writes the entry of the change in the same transaction. */
    async replaceSession(oldHash: string, row: typeof sessions.$inferInsert, audit: AuditWrite): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(sessions).where(eq(sessions.idHash, oldHash));
        await tx.insert(sessions).values(row);
        await audit(tx);
      });
    },
    /** Customer users that may be impersonated: enabled USERs of a customer (of these customers, if given). */
    async behalfCandidates(customerIds: number[] | null) {
      if (customerIds && customerIds.length === 0) return [];
      return db
        .select({
          id: users.id,
          username: users.username,
          role: users.role,
          destinationId: users.destinationId,
          customerId: customers.id,
          businessName: customers.businessName,
          city: customers.city,
          province: customers.province,
        })
        .from(users)
        .innerJoin(customers, eq(customers.id, users.customerId))
        .where(
          and(
            eq(users.role, "USER"),
            eq(users.disabled, false),
            isNotNull(users.customerId),
            customerIds ? inArray(users.customerId, customerIds) : undefined,
          ),
        )
        .orderBy(asc(customers.businessName), asc(users.usernameLower));
    },
    async customers(ids: number[] | null) {
      if (ids && ids.length === 0) return [];
      return db
        .select({ id: customers.id, businessName: customers.businessName, city: customers.city, province: customers.province })
        .from(customers)
        .where(ids ? inArray(customers.id, ids) : undefined)
        .orderBy(asc(customers.businessName), asc(customers.id));
    },
    async assignedCustomerIds(salesmanUserId: number): Promise<number[]> {
      const rows = await db
        .select({ customerId: salesmanCustomers.customerId })
        .from(salesmanCustomers)
        .where(eq(salesmanCustomers.salesmanUserId, salesmanUserId))
        .orderBy(asc(salesmanCustomers.customerId));
      return rows.map((r) => r.customerId);
    },
    async deleteExpiredSessions(now: Date): Promise<void> {
      await db.delete(sessions).where(sql`${sessions.expiresAt} < ${now.toISOString()}`);
    },
  };
}

export type AuthRepo = ReturnType<typeof authRepo>;
