// The only place that touches audit_log. Append-only: there is no update or delete here.
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/connection";
import { inWindow, type PageWindow } from "../../db/paging";
import { auditLog, customers, users } from "../../db/schema/identity";
import { containsPattern } from "../../lib/customer-scope";

export interface AuditInsert {
  actorUserId: number;
  onBehalfOfUserId: number | null;
  customerId: number | null;
  action: string;
  details: Record<string, unknown>;
}

export interface AuditFilter {
  page: number;
  size: number;
  action?: string;
  customerId?: number;
  username?: string;
  onlyBehalf?: boolean;
  from?: Date;
  to?: Date;
}

/** The database, or the transaction of the change being audited. */
export type AuditExec = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

const actor = alias(users, "actor");
const behalf = alias(users, "behalf");

/** An entry with who acted (and for whom) and the customer's name. */
const entryColumns = {
  id: auditLog.id,
  at: auditLog.at,
  actorUserId: auditLog.actorUserId,
  actorUsername: actor.username,
  actorRole: actor.role,
  onBehalfOfUserId: auditLog.onBehalfOfUserId,
  onBehalfOfUsername: behalf.username,
  customerId: auditLog.customerId,
  businessName: customers.businessName,
  action: auditLog.action,
  details: auditLog.details,
};

export function auditRepo(db: Db) {
  return {
    async insert(row: AuditInsert, ex: AuditExec = db): Promise<void> {
      await ex.insert(auditLog).values(row);
    },

    /** The entries in the window, newest first (the filter's page and size are the service's). */
    async list(f: AuditFilter, window: PageWindow) {
      const where: SQL[] = [];
      if (f.action) where.push(eq(auditLog.action, f.action));
      if (f.customerId !== undefined) where.push(eq(auditLog.customerId, f.customerId));
      if (f.onlyBehalf) where.push(sql`${auditLog.onBehalfOfUserId} is not null`);
      if (f.from) where.push(gte(auditLog.at, f.from));
      if (f.to) where.push(lt(auditLog.at, f.to));
      if (f.username) {
        const pattern = containsPattern(f.username);
        where.push(or(ilike(actor.username, pattern), ilike(behalf.username, pattern))!);
      }
      const query = db
        .select(entryColumns)
        .from(auditLog)
        .innerJoin(actor, eq(actor.id, auditLog.actorUserId))
        .leftJoin(behalf, eq(behalf.id, auditLog.onBehalfOfUserId))
        .leftJoin(customers, eq(customers.id, auditLog.customerId))
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(auditLog.at), desc(auditLog.id));
      return inWindow(query.$dynamic(), window);
    },

    async actions(): Promise<string[]> {
      const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
      return rows.map((r) => r.action);
    },
  };
}

export type AuditRepo = ReturnType<typeof auditRepo>;
