// Visit reports, the agents' public links and the public URLs' request counters. Only this file
// touches drizzle for the module; rows never leave it (the service answers the shared contract).
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/connection";
import type { Tx } from "../../db/tx";
import { appliedMutations, customers, users } from "../../db/schema/identity";
import { agentReportLinks, visits } from "../../db/schema/visits";
import type { VisitType } from "../../../shared/rules/visits";

export type { Tx } from "../../db/tx";

export interface VisitRow {
  id: number;
  agentUserId: number;
  customerId: number;
  visitDate: string;
  visitType: VisitType;
  text: string;
  done: boolean;
  businessName: string;
  agentName: string;
}

export interface VisitValues {
  customerId: number;
  visitDate: string;
  visitType: VisitType;
  text: string;
  done: boolean;
}

export interface CustomerActivity {
  customerId: number;
  lastVisit: string | null;
  lastType: VisitType | null;
  nextVisit: string | null;
  nextType: VisitType | null;
  total: number;
}

export interface AgentRow {
  id: number;
  username: string;
}

/** A unique violation, wherever the driver or drizzle put it. */
export { isUniqueViolation } from "../../db/pg-errors";

const visitColumns = {
  id: visits.id,
  agentUserId: visits.agentUserId,
  customerId: visits.customerId,
  visitDate: visits.visitDate,
  visitType: visits.visitType,
  text: visits.text,
  done: visits.done,
  businessName: customers.businessName,
  agentName: users.username,
};

export function visitsRepo(db: Db) {
  const selectVisits = (ex: Db | Tx) =>
    ex.select(visitColumns).from(visits).innerJoin(customers, eq(customers.id, visits.customerId)).innerJoin(users, eq(users.id, visits.agentUserId));

  return {
    db,

    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    /** An enabled SALESMAN user. */
    async findAgent(id: number): Promise<AgentRow | undefined> {
      const rows = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, "SALESMAN"), eq(users.disabled, false)))
        .limit(1);
      return rows[0];
    },

    /** The agent whose public link has this token hash (an enabled SALESMAN only). */
    async findAgentByTokenHash(tokenHash: string): Promise<AgentRow | undefined> {
      const rows = await db
        .select({ id: users.id, username: users.username })
        .from(agentReportLinks)
        .innerJoin(users, eq(users.id, agentReportLinks.agentUserId))
        .where(and(eq(agentReportLinks.tokenHash, tokenHash), eq(users.role, "SALESMAN"), eq(users.disabled, false)))
        .limit(1);
      return rows[0];
    },

    async agents(): Promise<(AgentRow & { linkCreatedAt: Date | string | null })[]> {
      return db
        .select({ id: users.id, username: users.username, linkCreatedAt: agentReportLinks.createdAt })
        .from(users)
        .leftJoin(agentReportLinks, eq(agentReportLinks.agentUserId, users.id))
        .where(and(eq(users.role, "SALESMAN"), eq(users.disabled, false)))
        .orderBy(asc(users.username));
    },

    /** Replaces the agent's link (the old token stops with this commit); `audit` in the same transaction. */
    async setLink(agentUserId: number, tokenHash: string, createdByUserId: number, audit: (tx: Tx) => Promise<void>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(agentReportLinks)
          .values({ agentUserId, tokenHash, createdByUserId })
          .onConflictDoUpdate({ target: agentReportLinks.agentUserId, set: { tokenHash, createdByUserId, createdAt: sql`now()` } });
        await audit(tx);
      });
    },

    async deleteLink(agentUserId: number, audit: (tx: Tx) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const gone = await tx.delete(agentReportLinks).where(eq(agentReportLinks.agentUserId, agentUserId)).returning({ id: agentReportLinks.agentUserId });
        if (gone.length) await audit(tx);
        return gone.length > 0;
      });
    },

    async visitsOfDay(agentUserId: number, day: string): Promise<VisitRow[]> {
      return selectVisits(db)
        .where(and(eq(visits.agentUserId, agentUserId), eq(visits.visitDate, day)))
        .orderBy(asc(visits.id));
    },

    async visit(ex: Db | Tx, agentUserId: number, id: number): Promise<VisitRow | undefined> {
      const rows = await selectVisits(ex)
        .where(and(eq(visits.id, id), eq(visits.agentUserId, agentUserId)))
        .limit(1);
      return rows[0];
    },

    async visitsBetween(agentUserId: number, from: string, to: string): Promise<VisitRow[]> {
      return selectVisits(db)
        .where(and(eq(visits.agentUserId, agentUserId), gte(visits.visitDate, from), lte(visits.visitDate, to)))
        .orderBy(asc(visits.visitDate), asc(visits.id));
    },

    /** Per customer: the agent's latest activity done, the next one planned from `today` on, and how many. */
    async customerActivity(agentUserId: number, today: string): Promise<CustomerActivity[]> {
      const res = await db.execute<{ customer_id: number; last_visit: string | null; last_type: VisitType | null; next_visit: string | null; next_type: VisitType | null; total: string }>(sql`
        select customer_id, count(*) as total,
          (array_agg(to_char(visit_date, 'YYYY-MM-DD') order by visit_date desc, id desc) filter (where done))[1] as last_visit,
          (array_agg(visit_type order by visit_date desc, id desc) filter (where done))[1] as last_type,
          (array_agg(to_char(visit_date, 'YYYY-MM-DD') order by visit_date, id) filter (where not done and visit_date >= ${today}::date))[1] as next_visit,
          (array_agg(visit_type order by visit_date, id) filter (where not done and visit_date >= ${today}::date))[1] as next_type
        from visits where agent_user_id = ${agentUserId}
        group by customer_id`);
      return res.rows.map((r) => ({
        customerId: Number(r.customer_id),
        lastVisit: r.last_visit,
        lastType: r.last_type,
        nextVisit: r.next_visit,
        nextType: r.next_type,
        total: Number(r.total),
      }));
    },

    /** Every visit (of one agent, or of all), oldest first: the full report. */
    async allVisits(agentUserId: number | null): Promise<VisitRow[]> {
      return selectVisits(db)
        .where(agentUserId === null ? undefined : eq(visits.agentUserId, agentUserId))
        .orderBy(asc(visits.visitDate), asc(users.username), asc(visits.id));
    },

    async insertVisit(tx: Tx, agentUserId: number, v: VisitValues): Promise<number> {
      const rows = await tx.insert(visits).values({ agentUserId, ...v }).returning({ id: visits.id });
      return rows[0]!.id;
    },

    /** Updates the agent's own visit; false when it is not theirs (or gone). */
    async updateVisit(tx: Tx, agentUserId: number, id: number, v: VisitValues): Promise<boolean> {
      const rows = await tx
        .update(visits)
        .set({ ...v, updatedAt: sql`now()` })
        .where(and(eq(visits.id, id), eq(visits.agentUserId, agentUserId)))
        .returning({ id: visits.id });
      return rows.length > 0;
    },

    async deleteVisit(tx: Tx, agentUserId: number, id: number): Promise<boolean> {
      const rows = await tx.delete(visits).where(and(eq(visits.id, id), eq(visits.agentUserId, agentUserId))).returning({ id: visits.id });
      return rows.length > 0;
    },

    async findMutation(tx: Tx, mutationId: string): Promise<{ userId: number; result: unknown } | undefined> {
      const rows = await tx.select({ userId: appliedMutations.userId, result: appliedMutations.result }).from(appliedMutations).where(eq(appliedMutations.mutationId, mutationId)).limit(1);
      return rows[0];
    },

    async recordMutation(tx: Tx, mutationId: string, userId: number, result: Record<string, unknown>): Promise<void> {
      await tx.insert(appliedMutations).values({ mutationId, userId, result });
    },

    /** Counts one request for `key` in a fixed window and answers the count (one statement: a burst is cut exactly). */
    async countHit(key: string, windowSeconds: number): Promise<number> {
      const res = await db.execute<{ hits: number }>(sql`
        insert into public_rate_counters as c (key, hits, window_start) values (${key}, 1, now())
        on conflict (key) do update set
          hits = case when c.window_start <= now() - make_interval(secs => ${windowSeconds}::int) then 1 else c.hits + 1 end,
          window_start = case when c.window_start <= now() - make_interval(secs => ${windowSeconds}::int) then now() else c.window_start end
        returning hits`);
      return Number(res.rows[0]?.hits ?? 0);
    },

    async deleteEndedCounters(windowSeconds: number): Promise<void> {
      await db.execute(sql`delete from public_rate_counters where window_start < now() - make_interval(secs => ${windowSeconds}::int)`);
    },
  };
}

export type VisitsRepo = ReturnType<typeof visitsRepo>;
