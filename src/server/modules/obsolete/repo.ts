// The only place that touches drizzle for obsolete stock: the suppliers' rows (mirrored as
// OBS_STOCK products with their stock), the customers' discounts, and what sold.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/connection";
import type { Tx } from "../../db/tx";
import { products, stock } from "../../db/schema/catalogue";
import { customers, users } from "../../db/schema/identity";
import { obsoleteDiscounts, obsoleteProducts, obsoleteSalesMails } from "../../db/schema/tracking";

export type { Tx } from "../../db/tx";
import { normalizeCode } from "../../../shared/rules/normalize-code";
import { OBS_STOCK_SCOPE, OBS_STOCK_WAREHOUSE } from "../../../shared/rules/obsolete";
import type { AuditWrite } from "../audit/service";

export interface Supplier {
  userId: number;
  precodice: string;
  deliveryDays: number;
  businessName: string;
}

export interface ObsoleteRowValues {
  codice: string;
  description: string;
  listCents: number;
  disp: number;
  codsco: string;
}

export interface DiscountValues {
  customerId: number;
  scontoAcq: number;
  scontoVend: number;
  startDate: string;
  endDate: string;
  catSc: string;
}

// Discount uploads take turns: the overlap check and the insert see the same rows.
const DISCOUNTS_LOCK = 0x0b5d15c;

export function obsoleteRepo(db: Db) {
  const supplierSelect = {
    userId: users.id,
    precodice: users.osPrecodice,
    deliveryDays: users.osDeliveryDays,
    businessName: sql<string>`coalesce(${customers.businessName}, ${users.username})`,
  };
  const toSupplier = (r: { userId: number; precodice: string | null; deliveryDays: number | null; businessName: string } | undefined): Supplier | null =>
    r && r.precodice ? { userId: r.userId, precodice: r.precodice, deliveryDays: r.deliveryDays ?? 0, businessName: r.businessName } : null;

  return {
    async supplierByUser(userId: number): Promise<Supplier | null> {
      const [r] = await db.select(supplierSelect).from(users).leftJoin(customers, eq(customers.id, users.customerId)).where(and(eq(users.id, userId), eq(users.isObsoleteSupplier, 1)));
      return toSupplier(r);
    },

    async supplierByPrecode(precodice: string): Promise<Supplier | null> {
      const [r] = await db
        .select(supplierSelect)
        .from(users)
        .leftJoin(customers, eq(customers.id, users.customerId))
        .where(and(eq(users.osPrecodice, precodice), eq(users.isObsoleteSupplier, 1)))
        .limit(1);
      return toSupplier(r);
    },

    /** Codes of this precode already in the catalogue as ordinary products (never overwritten). */
    async catalogueClashes(precodice: string, codes: string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const rows = await db
        .select({ codice: products.codice })
        .from(products)
        .where(and(eq(products.precodice, precodice), inArray(products.codice, codes), sql`${products.sScope} is distinct from ${OBS_STOCK_SCOPE}`));
      return new Set(rows.map((r) => r.codice));
    },

    /** Upserts the rows, their products and stock, in one transaction with the audit entry. */
    async saveProducts(supplier: Supplier, rows: ObsoleteRowValues[], audit: AuditWrite): Promise<void> {
      await db.transaction(async (tx) => {
        for (let i = 0; i < rows.length; i += 1000) {
          const chunk = rows.slice(i, i + 1000);
          const saved = await tx
            .insert(products)
            .values(
              chunk.map((r) => ({
                precodice: supplier.precodice,
                codice: r.codice,
                codiceNorm: normalizeCode(r.codice),
                codsco: r.codsco,
                fam: "OBS",
                brand: supplier.businessName,
                description: r.description,
                listCents: r.listCents,
                orderable: true,
                sScope: OBS_STOCK_SCOPE,
              })),
            )
            .onConflictDoUpdate({
              target: [products.precodice, products.codice],
              set: { codsco: sql`excluded.codsco`, description: sql`excluded.description`, listCents: sql`excluded.list_cents`, orderable: true, updatedAt: sql`now()` },
              setWhere: sql`${products.sScope} = ${OBS_STOCK_SCOPE}`,
            })
            .returning({ id: products.id, codice: products.codice });
          const idOf = new Map(saved.map((s) => [s.codice, s.id]));
          await tx
            .insert(stock)
            .values(chunk.map((r) => ({ productId: idOf.get(r.codice)!, warehouse: OBS_STOCK_WAREHOUSE, qty: r.disp })))
            .onConflictDoUpdate({ target: [stock.productId, stock.warehouse], set: { qty: sql`excluded.qty` } });
          await tx
            .insert(obsoleteProducts)
            .values(
              chunk.map((r) => ({
                supplierUserId: supplier.userId,
                productId: idOf.get(r.codice)!,
                precodice: supplier.precodice,
                codice: r.codice,
                codsco: r.codsco,
                description: r.description,
                listCents: r.listCents,
                disp: r.disp,
              })),
            )
            .onConflictDoUpdate({
              target: [obsoleteProducts.precodice, obsoleteProducts.codice],
              set: { codsco: sql`excluded.codsco`, description: sql`excluded.description`, listCents: sql`excluded.list_cents`, disp: sql`excluded.disp`, uploadedAt: sql`now()` },
            });
        }
        await audit(tx);
      });
    },

    /** A supplier's rows (userId) or every supplier's (null), by precode and code. */
    async list(supplierUserId: number | null) {
      return db
        .select({
          precodice: obsoleteProducts.precodice,
          codice: obsoleteProducts.codice,
          codsco: obsoleteProducts.codsco,
          description: obsoleteProducts.description,
          listCents: obsoleteProducts.listCents,
          info: obsoleteProducts.info,
          disp: sql<number>`coalesce((select s.qty from stock s where s.product_id = ${sql.raw('"obsolete_products"."product_id"')} and s.warehouse = ${OBS_STOCK_WAREHOUSE}), 0)`.mapWith(Number),
        })
        .from(obsoleteProducts)
        .where(supplierUserId === null ? undefined : eq(obsoleteProducts.supplierUserId, supplierUserId))
        .orderBy(asc(obsoleteProducts.precodice), asc(obsoleteProducts.codice));
    },

    async existingCustomers(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: customers.id }).from(customers).where(inArray(customers.id, ids));
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Inserts the discounts that do not overlap an existing period of the same customer and letter,
     * in one transaction (uploads take turns); answers the indexes refused for an overlap.
     */
    async saveDiscounts(rows: DiscountValues[], overlapsExisting: (row: DiscountValues, existing: DiscountValues[]) => boolean, audit: (accepted: number) => AuditWrite): Promise<Set<number>> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${DISCOUNTS_LOCK})`);
        const ids = [...new Set(rows.map((r) => r.customerId))];
        const existing = ids.length ? await tx.select().from(obsoleteDiscounts).where(inArray(obsoleteDiscounts.customerId, ids)) : [];
        const current: DiscountValues[] = existing.map((e) => ({ customerId: e.customerId, scontoAcq: Number(e.scontoAcq), scontoVend: Number(e.scontoVend), startDate: e.startDate, endDate: e.endDate, catSc: e.catSc }));
        const refused = new Set<number>();
        const accepted: DiscountValues[] = [];
        rows.forEach((r, i) => {
          if (overlapsExisting(r, current)) refused.add(i);
          else accepted.push(r);
        });
        if (accepted.length) {
          await tx.insert(obsoleteDiscounts).values(
            accepted.map((r) => ({ customerId: r.customerId, scontoAcq: r.scontoAcq.toFixed(2), scontoVend: r.scontoVend.toFixed(2), startDate: r.startDate, endDate: r.endDate, catSc: r.catSc })),
          );
        }
        await audit(accepted.length)(tx);
        return refused;
      });
    },

    async discounts() {
      return db
        .select({
          id: obsoleteDiscounts.id,
          customerId: obsoleteDiscounts.customerId,
          businessName: sql<string>`coalesce(${customers.businessName}, '')`,
          scontoAcq: obsoleteDiscounts.scontoAcq,
          scontoVend: obsoleteDiscounts.scontoVend,
          startDate: obsoleteDiscounts.startDate,
          endDate: obsoleteDiscounts.endDate,
          catSc: obsoleteDiscounts.catSc,
        })
        .from(obsoleteDiscounts)
        .leftJoin(customers, eq(customers.id, obsoleteDiscounts.customerId))
        .orderBy(asc(obsoleteDiscounts.customerId), asc(obsoleteDiscounts.catSc), asc(obsoleteDiscounts.startDate));
    },

    /**
     * What sold of a supplier's stock (or every supplier's): the order lines of their products, with
     * the purchase discount in force for that customer and letter on the order's day.
     */
    async sales(supplierUserId: number | null, period: { sinceDays: number } | { day: string }) {
      const when =
        "day" in period
          ? sql`(o.data_documento at time zone 'Europe/Rome')::date = ${period.day}::date`
          : sql`o.data_documento >= now() - make_interval(days => ${period.sinceDays})`;
      const res = await db.execute<{
        tipo_doc: string; numero_doc: number; anno: number; data_documento: string; precodice: string; codice: string;
        description: string; qty: number; list_cents: number; sconto_acq: string | null; delivery_days: number | null; supplier_user_id: number;
      }>(sql`
        select o.tipo_doc, o.numero_doc, o.anno, o.data_documento, l.precodice, l.codice, l.description, l.qty, l.list_cents,
          (select od.sconto_acq from obsolete_discounts od where od.customer_id = o.customer_id and od.cat_sc = op.codsco
             and (o.data_documento at time zone 'Europe/Rome')::date between od.start_date and od.end_date order by od.start_date desc limit 1) as sconto_acq,
          u.os_delivery_days as delivery_days, op.supplier_user_id
        from order_lines l
        join orders o on o.id = l.order_id
        join obsolete_products op on op.product_id = l.product_id
        join users u on u.id = op.supplier_user_id
        where ${when}
          ${supplierUserId === null ? sql`` : sql`and op.supplier_user_id = ${supplierUserId}`}
        order by o.data_documento desc, l.id`);
      return res.rows;
    },

    async suppliers() {
      return db
        .select({ userId: users.id, emails: users.emails, businessName: sql<string>`coalesce(${customers.businessName}, ${users.username})` })
        .from(users)
        .leftJoin(customers, eq(customers.id, users.customerId))
        .where(eq(users.isObsoleteSupplier, 1));
    },

    /** The day's sales mail of a supplier, once: false when it was already queued. */
    async queueSalesMail(supplierUserId: number, day: string, queue: (tx: Tx) => Promise<number>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [marker] = await tx.insert(obsoleteSalesMails).values({ supplierUserId, day, mailId: 0 }).onConflictDoNothing().returning({ day: obsoleteSalesMails.day });
        if (!marker) return false;
        const mailId = await queue(tx);
        await tx.update(obsoleteSalesMails).set({ mailId }).where(and(eq(obsoleteSalesMails.supplierUserId, supplierUserId), eq(obsoleteSalesMails.day, day)));
        return true;
      });
    },
  };
}

export type ObsoleteRepo = ReturnType<typeof obsoleteRepo>;
