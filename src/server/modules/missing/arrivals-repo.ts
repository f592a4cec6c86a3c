// Arrival notices (issue 23): which missing lines have arrived in stock or shipped without a notice
// yet, the notice rows (unique per missing line: exactly once), and the customer's unseen ones.
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { arrivalNotices } from "../../db/schema/arrival-notices";
import type { CustomerScope } from "../../lib/customer-scope";

export type ArrivalTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface ArrivalCandidate {
  missingItemId: number;
  customerId: number;
  destinationId: number;
  kind: "arrived" | "shipped";
  precodice: string;
  codice: string;
  description: string;
  qty: number;
  tipoDoc: string;
  numeroDoc: number;
  anno: number;
  businessName: string | null;
  emails: string;
}

export function arrivalsRepo(db: Db) {
  return {
    db,
    transaction: <T>(fn: (tx: ArrivalTx) => Promise<T>) => db.transaction(fn),

    /** Remembers the open lines short of stock now: only those can "arrive" later. */
    async watchShort(ex: ArrivalTx | Db, now: Date): Promise<void> {
      await ex.execute(sql`
        insert into missing_stock_watch (missing_item_id, short_since)
        select m.id, ${now.toISOString()} from missing_items m
        where m.closed_at is null and m.qty > 0
          and coalesce((select s.qty from stock s where s.product_id = m.product_id and s.warehouse = m.warehouse), 0) < m.qty
        on conflict (missing_item_id) do nothing`);
    },

    /**
     * Missing lines without a notice whose goods are here: still open, once seen short and now with
     * the whole quantity in stock at the line's warehouse ("arrived"), or closed (shipped) since
     * `shippedSince`. The
     * customer's users' addresses come along (users restricted to another destination excluded).
     */
    async candidates(ex: ArrivalTx | Db, shippedSince: Date, limit: number): Promise<ArrivalCandidate[]> {
      const res = await ex.execute<Omit<ArrivalCandidate, "emails"> & { emails: string | null }>(sql`
        select m.id as "missingItemId", m.customer_id as "customerId", m.destination_id as "destinationId",
          case when m.closed_at is null then 'arrived' else 'shipped' end as kind,
          m.precodice, m.codice, m.description, m.qty,
          o.tipo_doc as "tipoDoc", o.numero_doc as "numeroDoc", o.anno, c.business_name as "businessName",
          (select string_agg(u.emails, ',') from users u
            where u.customer_id = m.customer_id and u.role = 'USER' and not u.disabled and u.emails <> ''
              and (not u.show_only_dest_data or u.destination_id = m.destination_id)) as emails
        from missing_items m
        join orders o on o.id = m.order_id
        left join customers c on c.id = m.customer_id
        where not exists (select 1 from arrival_notices n where n.missing_item_id = m.id)
          and m.qty > 0
          and ((m.closed_at is null
              and exists (select 1 from missing_stock_watch w where w.missing_item_id = m.id)
              and exists (
                  select 1 from stock s where s.product_id = m.product_id and s.warehouse = m.warehouse and s.qty >= m.qty))
            or m.closed_at >= ${shippedSince.toISOString()})
        order by m.id
        limit ${limit}`);
      return res.rows.map((r) => ({ ...r, emails: r.emails ?? "" }));
    },

    /** The notice, unless one exists for the line already (another instance, a retry): its id or null. */
    async insertNotice(tx: ArrivalTx, c: ArrivalCandidate, orderLabel: string, now: Date): Promise<number | null> {
      const [row] = await tx
        .insert(arrivalNotices)
        .values({
          missingItemId: c.missingItemId,
          customerId: c.customerId,
          destinationId: c.destinationId,
          kind: c.kind,
          precodice: c.precodice,
          codice: c.codice,
          description: c.description,
          qty: c.qty,
          orderLabel,
          createdAt: now,
        })
        .onConflictDoNothing({ target: arrivalNotices.missingItemId })
        .returning({ id: arrivalNotices.id });
      return row?.id ?? null;
    },

    async setMail(tx: ArrivalTx, id: number, mailId: number): Promise<void> {
      await tx.update(arrivalNotices).set({ mailId }).where(eq(arrivalNotices.id, id));
    },

    /** The customer's notices not yet seen, oldest first. */
    async unseen(scope: CustomerScope) {
      const where = [eq(arrivalNotices.customerId, scope.customerId), isNull(arrivalNotices.seenAt)];
      if (scope.destinationId !== null) where.push(eq(arrivalNotices.destinationId, scope.destinationId));
      return db.select().from(arrivalNotices).where(and(...where)).orderBy(asc(arrivalNotices.id));
    },

    /** Marks the given notices of the customer seen; answers the ids it changed. */
    async markSeen(tx: ArrivalTx, scope: CustomerScope, ids: number[], now: Date): Promise<number[]> {
      if (ids.length === 0) return [];
      const where = [eq(arrivalNotices.customerId, scope.customerId), inArray(arrivalNotices.id, ids), isNull(arrivalNotices.seenAt)];
      if (scope.destinationId !== null) where.push(eq(arrivalNotices.destinationId, scope.destinationId));
      const rows = await tx
        .update(arrivalNotices)
        .set({ seenAt: now })
        .where(and(...where))
        .returning({ id: arrivalNotices.id });
      return rows.map((r) => r.id);
    },
  };
}

export type ArrivalsRepo = ReturnType<typeof arrivalsRepo>;
