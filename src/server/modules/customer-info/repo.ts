import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { customerProfiles } from "../../db/schema/customer-info";
import type { AuditWrite } from "../audit/service";

export type ProfileRow = typeof customerProfiles.$inferSelect;

export function customerInfoRepo(db: Db) {
  return {
    async find(customerId: number): Promise<ProfileRow | undefined> {
      const rows = await db.select().from(customerProfiles).where(eq(customerProfiles.customerId, customerId)).limit(1);
      return rows[0];
    },
    async findMany(customerIds: number[]): Promise<ProfileRow[]> {
      if (customerIds.length === 0) return [];
      return db.select().from(customerProfiles).where(inArray(customerProfiles.customerId, customerIds));
    },
    /** Saves the profile; `audit` writes its entry in the same transaction. */
    async upsert(row: Omit<ProfileRow, "updatedAt"> & { updatedAt: Date }, audit: AuditWrite): Promise<ProfileRow> {
      const { customerId: _key, ...rest } = row;
      return db.transaction(async (tx) => {
        const rows = await tx
          .insert(customerProfiles)
          .values(row)
          .onConflictDoUpdate({ target: customerProfiles.customerId, set: rest })
          .returning();
        await audit(tx);
        return rows[0]!;
      });
    },
  };
}

export type CustomerInfoRepo = ReturnType<typeof customerInfoRepo>;
