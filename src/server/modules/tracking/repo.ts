// The only place that touches drizzle for the tracking console: the orders' tracking columns and
// the one-mail-per-order markers.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { orders } from "../../db/schema/orders";
import { customers, users } from "../../db/schema/identity";
import { orderShippingMails } from "../../db/schema/tracking";
import type { AuditWrite } from "../audit/service";
import { queueMail, type OutgoingMail } from "../mail/service";

export type { Tx } from "../../db/tx";

export interface TrackingValues {
  orderId: number;
  dataShipped: Date;
  dataEstimatedDelivery: Date;
  service: string;
  tracking: string;
  parcelNumber: string | null;
}

export interface OrderForMail {
  orderId: number;
  tipoDoc: string;
  numeroDoc: number;
  anno: number;
  webOrderCode: string;
  businessName: string;
  emails: string;
  customerEmail: string | null;
}

const orderColumns = {
  id: orders.id,
  webOrderCode: orders.webOrderCode,
  tipoDoc: orders.tipoDoc,
  numeroDoc: orders.numeroDoc,
  anno: orders.anno,
  dataDocumento: orders.dataDocumento,
  dataShipped: orders.dataShipped,
  dataEstimatedDelivery: orders.dataEstimatedDelivery,
  parcelNumber: orders.parcelNumber,
  service: orders.service,
  tracking: orders.tracking,
  customerId: orders.customerId,
  businessName: customers.businessName,
};

/** An order with the addresses of its shipping mail. */
const mailOrderColumns = {
  orderId: orders.id,
  customerId: orders.customerId,
  tipoDoc: orders.tipoDoc,
  numeroDoc: orders.numeroDoc,
  anno: orders.anno,
  webOrderCode: orders.webOrderCode,
  businessName: customers.businessName,
  emails: users.emails,
  customerEmail: customers.email,
};

/**
 * The console's orders, newest first; customerId null: every customer's, read backwards along
 * orders_date_idx (sorting the whole table took 127 ms at 261,000 orders; BENCHMARKS.md, session 27).
 */
export function trackingListQuery(db: Db, customerId: number | null, limit: number) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(customerId === null ? undefined : eq(orders.customerId, customerId))
    .orderBy(desc(orders.dataDocumento), desc(orders.id))
    .limit(limit);
}

export function trackingRepo(db: Db) {
  return {
    async list(customerId: number | null, limit: number) {
      return trackingListQuery(db, customerId, limit);
    },

    /** Orders by web order code, with what the shipping mail needs. */
    async ordersByCodes(codes: string[]): Promise<(OrderForMail & { customerId: number })[]> {
      if (codes.length === 0) return [];
      return db
        .select(mailOrderColumns)
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .innerJoin(users, eq(users.id, orders.userId))
        .where(inArray(orders.webOrderCode, codes));
    },

    /**
     * Writes the tracking of every order in one transaction with one set-based UPDATE, then the
     * shipping mail of each order that never had one, and the audit entry. All or nothing.
     */
    async apply(values: TrackingValues[], mailFor: (orderId: number) => OutgoingMail | null, audit: AuditWrite): Promise<{ mailsQueued: number }> {
      if (values.length === 0) return { mailsQueued: 0 };
      return db.transaction(async (tx) => {
        await tx.execute(sql`
          update orders o set data_shipped = v.shipped, data_estimated_delivery = v.expected, service = v.service,
            tracking = v.tracking, parcel_number = v.parcel
          from unnest(${sql.param(values.map((v) => v.orderId))}::int[], ${sql.param(values.map((v) => v.dataShipped.toISOString()))}::timestamptz[],
                      ${sql.param(values.map((v) => v.dataEstimatedDelivery.toISOString()))}::timestamptz[], ${sql.param(values.map((v) => v.service))}::text[],
                      ${sql.param(values.map((v) => v.tracking))}::text[], ${sql.param(values.map((v) => v.parcelNumber))}::text[])
            as v(id, shipped, expected, service, tracking, parcel)
          where o.id = v.id`);
        const ids = values.map((v) => v.orderId);
        const already = await tx.select({ orderId: orderShippingMails.orderId }).from(orderShippingMails).where(inArray(orderShippingMails.orderId, ids));
        const sent = new Set(already.map((r) => r.orderId));
        let mailsQueued = 0;
        for (const id of ids) {
          if (sent.has(id)) continue;
          const mail = mailFor(id);
          if (!mail) continue;
          const mailId = await queueMail(tx, mail);
          await tx.insert(orderShippingMails).values({ orderId: id, mailId });
          sent.add(id);
          mailsQueued++;
        }
        await audit(tx);
        return { mailsQueued };
      });
    },

    async customerExists(customerId: number): Promise<boolean> {
      const rows = await db.select({ id: customers.id }).from(customers).where(and(eq(customers.id, customerId))).limit(1);
      return rows.length > 0;
    },
  };
}

export type TrackingRepo = ReturnType<typeof trackingRepo>;
