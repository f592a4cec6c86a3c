import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { namedStatement, runNamed } from "../../db/named-statement";
import { customers, salesmanCustomers, sessions, users } from "../../db/schema/identity";
import type { AuditWrite } from "../audit/service";

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** The user fields a request's caller is made of (toAuthUser), and whether the account is disabled. */
export type SessionUserFields = Pick<
  UserRow,
  "id" | "username" | "role" | "customerId" | "destinationId" | "emails" | "warehouses" | "showIam" | "allowedPromo" | "showOnlyDestData" | "isObsoleteSupplier" | "showGsUrl" | "disabled"
>;

/** A session as every authenticated request reads it: its times, and the user and impersonated user. */
export interface SessionLookup {
  session: Pick<SessionRow, "remember" | "lastSeenAt" | "expiresAt" | "actingAsUserId">;
  real: SessionUserFields | null;
  acting: SessionUserFields | null;
}

const USER_JSON = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'username', ${alias}.username, 'role', ${alias}.role, 'customerId', ${alias}.customer_id,
    'destinationId', ${alias}.destination_id, 'emails', ${alias}.emails, 'warehouses', ${alias}.warehouses, 'showIam', ${alias}.show_iam,
    'allowedPromo', ${alias}.allowed_promo, 'showOnlyDestData', ${alias}.show_only_dest_data, 'isObsoleteSupplier', ${alias}.is_obsolete_supplier,
    'showGsUrl', ${alias}.show_gs_url, 'disabled', ${alias}.disabled)`;

/**
 * Every authenticated request runs this, so it is the most frequent statement of the server
 * (BENCHMARKS.md, session 27): one JSON column with the fields resolve() uses, not the 47 columns
 * of the session and both users (a row description, a type parser and drizzle's mapping per column,
 * 50–75 µs of Node CPU per request, the password hashes included). Times come as epoch
 * milliseconds. A named prepared statement on each pooled connection.
 */
const SESSION_LOOKUP = namedStatement(
  "session_with_users",
  sql`${sql.raw(`select json_build_object('remember', s.remember, 'actingAsUserId', s.acting_as_user_id,
      'lastSeenAt', floor(extract(epoch from s.last_seen_at) * 1000), 'expiresAt', floor(extract(epoch from s.expires_at) * 1000),
      'real', (select ${USER_JSON("u")} from users u where u.id = s.user_id),
      'acting', (select ${USER_JSON("a")} from users a where a.id = s.acting_as_user_id)) as found
    from sessions s where s.id_hash = `)}${sql.placeholder("idHash")}`,
);
type LookupJson = { remember: boolean; actingAsUserId: number | null; lastSeenAt: number; expiresAt: number; real: SessionUserFields | null; acting: SessionUserFields | null };

export function authRepo(db: Db) {
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
    /** The session with its user and the impersonated user, in one round trip (SESSION_LOOKUP). */
    async findSessionWithUsers(idHash: string): Promise<SessionLookup | undefined> {
      const [row] = await runNamed<{ found: LookupJson }>(db, SESSION_LOOKUP, { idHash });
      if (!row) return undefined;
      const { real, acting, lastSeenAt, expiresAt, ...session } = row.found;
      return { session: { ...session, lastSeenAt: new Date(lastSeenAt), expiresAt: new Date(expiresAt) }, real, acting };
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
