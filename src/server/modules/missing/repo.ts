// The only place that reads missing items: open ones (not yet arrived) of a customer, or of every
// customer for ADMIN, with their order and order line.
import { and, asc, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { inWindow, type PageWindow } from "../../db/paging";
import { missingItems } from "../../db/schema/missing";
import { orderLines, orders } from "../../db/schema/orders";
import { customers } from "../../db/schema/identity";
import { erpState } from "../../db/schema/erp";
import type { CustomerScope } from "../../lib/customer-scope";

/** An open item as the list shows it: with its order, order line and customer. */
const openItemColumns = {
  id: missingItems.id,
  precodice: missingItems.precodice,
  codice: missingItems.codice,
  description: missingItems.description,
  qty: missingItems.qty,
  warehouse: missingItems.warehouse,
  supplierOrder: missingItems.supplierOrder,
  supplierOrderDate: missingItems.supplierOrderDate,
  numOrdCasaMadre: missingItems.numOrdCasaMadre,
  idSollecito: missingItems.idSollecito,
  forecastDate: missingItems.forecastDate,
  forecastDetail: missingItems.forecastDetail,
  updatedAt: missingItems.updatedAt,
  customerId: missingItems.customerId,
  businessName: customers.businessName,
  tipoDoc: orders.tipoDoc,
  numeroDoc: orders.numeroDoc,
  anno: orders.anno,
  dataDocumento: orders.dataDocumento,
  noteCliente: orderLines.noteCliente,
};

export function missingRepo(db: Db) {
  return {
    /** One customer's (and destination's) items, or the items of a list of customers (null: every customer). */
    async listOpen(scope: CustomerScope | { customerIds: number[] | null }, window: PageWindow) {
      const where: SQL[] = [isNull(missingItems.closedAt)];
      if ("customerId" in scope) {
        where.push(eq(missingItems.customerId, scope.customerId));
        if (scope.destinationId !== null) where.push(eq(missingItems.destinationId, scope.destinationId));
      } else if (scope.customerIds !== null) {
        if (scope.customerIds.length === 0) return [];
        where.push(inArray(missingItems.customerId, scope.customerIds));
      }
      const query = db
        .select(openItemColumns)
        .from(missingItems)
        .innerJoin(orders, eq(orders.id, missingItems.orderId))
        .innerJoin(orderLines, eq(orderLines.id, missingItems.orderLineId))
        .leftJoin(customers, eq(customers.id, missingItems.customerId))
        .where(and(...where))
        .orderBy(desc(orders.dataDocumento), asc(orderLines.riga), asc(missingItems.id));
      return inWindow(query.$dynamic(), window);
    },

    async forecastsUpdatedAt(): Promise<string | null> {
      const rows = await db.select({ value: erpState.value }).from(erpState).where(eq(erpState.key, "forecasts_updated_at")).limit(1);
      return rows[0]?.value ?? null;
    },
  };
}

export type MissingRepo = ReturnType<typeof missingRepo>;
