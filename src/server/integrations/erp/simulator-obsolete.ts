// The simulator's part of the obsolete-stock market (decision 0029): an order line of a supplier's
// obsolete product (s_scope OBS_STOCK) never ships from the order's warehouse on the usual
// schedule. The supplier delivers it osDeliveryDays business days after the ERP fulfils the order
// (Italy's calendar, like every supplier forecast), whatever the customer's warehouse: the line waits
// on the missing list under its own supplier order with that date, and step C ships it on a DDT of
// the warehouse the obsolete stock is booked to when the day comes.
import { eq, inArray } from "drizzle-orm";
import { products } from "../../db/schema/catalogue";
import { obsoleteProducts } from "../../db/schema/tracking";
import { users } from "../../db/schema/identity";
import { nationalCalendar } from "../../lib/business-calendar";
import { OBS_STOCK_SCOPE, OBS_STOCK_WAREHOUSE, obsoleteDeliveryDate } from "../../../shared/rules/obsolete";
import { missingMessages } from "../../../shared/messages/missing";
import type { ErpMissing } from "./contract";
import type { Tx } from "./executor";

/** The obsolete products among productIds, each with its supplier's delivery days (null: none recorded). */
export async function obsoleteDeliveryDaysOf(tx: Tx, productIds: readonly number[]): Promise<Map<number, number | null>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ productId: products.id, sScope: products.sScope, days: users.osDeliveryDays })
    .from(products)
    .leftJoin(obsoleteProducts, eq(obsoleteProducts.productId, products.id))
    .leftJoin(users, eq(users.id, obsoleteProducts.supplierUserId))
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.filter((r) => r.sScope === OBS_STOCK_SCOPE).map((r) => [r.productId, r.days ?? null]));
}

/** Missing-list entries for the lines the supplier delivers: the whole remaining quantity, dated. */
export function supplierDeliveries(
  webOrderCode: string,
  lines: readonly { riga: number; productId: number; qty: number }[],
  days: ReadonlyMap<number, number | null>,
  today: string,
  supplierOrder: { label: string; casaMadre: string },
): ErpMissing[] {
  const closed = nationalCalendar.nonWorkingDays();
  return lines.map((l) => ({
    webOrderCode,
    riga: l.riga,
    qty: l.qty,
    warehouse: OBS_STOCK_WAREHOUSE,
    ordineFornitore: supplierOrder.label,
    dataOrdineFornitore: today,
    numOrdCasaMadre: supplierOrder.casaMadre,
    idSollecito: null,
    dataConsegna: obsoleteDeliveryDate(today, days.get(l.productId), closed),
    dettaglioData: missingMessages.forecastConfirmed,
    closed: false,
  }));
}
