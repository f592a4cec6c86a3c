// Registration data: users with their customer, precode groups, destinations, sessions to end and
// one-time set-password links. Writes take the audit entry (and the mail) in their transaction.
import { and, asc, eq, gt, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/connection";
import type { Tx } from "../../db/tx";
import { customers, sessions, users } from "../../db/schema/identity";
import { customerDestinations, passwordSetTokens, userPrecodes } from "../../db/schema/backoffice";
import type { AuditWrite } from "../audit/service";

export type UserInsert = typeof users.$inferInsert;
export type UserRow = typeof users.$inferSelect;
/** Extra writes of the same transaction (the welcome mail and its link). */
export type TxWrite = (tx: Tx, userId: number) => Promise<void>;

export function registrationRepo(db: Db) {
  return {
    precodes: () => db.select().from(userPrecodes).orderBy(asc(userPrecodes.upId)),

    async precodeExists(upId: string): Promise<boolean> {
      return (await db.select({ id: userPrecodes.upId }).from(userPrecodes).where(eq(userPrecodes.upId, upId)).limit(1)).length > 0;
    },

    async customerExists(id: number): Promise<boolean> {
      return (await db.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).limit(1)).length > 0;
    },

    async destinationExists(customerId: number, destinationId: number): Promise<boolean> {
      const rows = await db
        .select({ id: customerDestinations.destinationId })
        .from(customerDestinations)
        .where(and(eq(customerDestinations.customerId, customerId), eq(customerDestinations.destinationId, destinationId)))
        .limit(1);
      return rows.length > 0;
    },

    async userByUsername(usernameLower: string): Promise<{ user: UserRow; businessName: string | null } | undefined> {
      const rows = await db
        .select({ user: users, businessName: customers.businessName })
        .from(users)
        .leftJoin(customers, eq(customers.id, users.customerId))
        .where(eq(users.usernameLower, usernameLower))
        .limit(1);
      return rows[0];
    },

    async userById(id: number): Promise<UserRow | undefined> {
      return (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];
    },

    /** Inserts the user; answers null when the username is taken (the unique index decides, not a prior read). */
    async insertUser(row: UserInsert, audit: (userId: number) => AuditWrite, extra?: TxWrite): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(users).values(row).onConflictDoNothing({ target: users.usernameLower }).returning({ id: users.id });
        if (!created) return null;
        await audit(created.id)(tx);
        if (extra) await extra(tx, created.id);
        return created.id;
      });
    },

    /**
     * Updates the user; with `endSessions` every session of the user (as itself or impersonated)
     * is deleted in the same transaction, so the next request of that user is refused at once.
     * Answers null when the new username is taken by someone else.
     */
    async updateUser(id: number, set: Partial<UserInsert>, endSessions: boolean, audit: AuditWrite): Promise<number | null> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(users)
          .set(set)
          .where(eq(users.id, id))
          .returning({ id: users.id })
          .catch((err: { code?: string; cause?: { code?: string } }) => {
            if (err.code === "23505" || err.cause?.code === "23505") return null;
            throw err;
          });
        if (updated === null) return null;
        if (updated.length === 0) return 0;
        let ended = 0;
        if (endSessions) {
          const gone = await tx
            .delete(sessions)
            .where(or(eq(sessions.userId, id), eq(sessions.actingAsUserId, id)))
            .returning({ h: sessions.idHash });
          ended = gone.length;
        }
        await audit(tx);
        return ended + 1;
      });
    },

    async insertToken(tx: Tx, tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
      await tx.insert(passwordSetTokens).values({ tokenHash, userId, expiresAt });
    },

    /** Spends a valid link and sets the password, ending the user's sessions; answers the user id or null. */
    async setPasswordWithToken(tokenHash: string, passwordHash: string, now: Date): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [tok] = await tx
          .update(passwordSetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordSetTokens.tokenHash, tokenHash), isNull(passwordSetTokens.usedAt), gt(passwordSetTokens.expiresAt, now)))
          .returning({ userId: passwordSetTokens.userId });
        if (!tok) return null;
        const [u] = await tx.update(users).set({ passwordHash }).where(and(eq(users.id, tok.userId), eq(users.disabled, false))).returning({ id: users.id });
        if (!u) return null;
        await tx.delete(sessions).where(eq(sessions.userId, u.id));
        // Any other link of the same user is spent too.
        await tx.update(passwordSetTokens).set({ usedAt: now }).where(and(eq(passwordSetTokens.userId, u.id), isNull(passwordSetTokens.usedAt)));
        return u.id;
      });
    },
  };
}

export type RegistrationRepo = ReturnType<typeof registrationRepo>;
