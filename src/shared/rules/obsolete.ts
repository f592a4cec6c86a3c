// Obsolete stock: the rules of its files and of the discount periods (docs/decisions/0029).
import { euroToCents, parseItalianDecimal } from "./money";
import { isSaneIsoDate } from "./safe-input";
import { addBusinessDays, type NonWorkingDays } from "./business-days";

/** The product's s_scope for a supplier's obsolete stock (shown with the "Occasione" mark). */
export const OBS_STOCK_SCOPE = "OBS_STOCK";
/** The distributor's warehouse the supplier's stock is booked to (the ERP ships from there). */
export const OBS_STOCK_WAREHOUSE = "01";
export const OBSOLETE_CSV_MAX_ROWS = 50_000;
export const OBSOLETE_LIST_MAX_PRICE_CENTS = 10_000_000; // 100.000 €

export const DISCOUNT_LETTER = /^[A-Z0-9]{1,3}$/;

/** "12,50" or "12.50" → cents, or null when not a price above zero. */
export function parseListPrice(text: string): number | null {
  const v = parseItalianDecimal(text);
  if (v === null || !Number.isFinite(v) || v <= 0) return null;
  const cents = euroToCents(v);
  return cents > 0 && cents <= OBSOLETE_LIST_MAX_PRICE_CENTS ? cents : null;
}

export function parseQuantity(text: string): number | null {
  if (!/^\d{1,7}$/.test(text)) return null;
  return Number(text);
}

/** A discount percentage 0-100 with up to two decimals ("35", "35,5"), or null. */
export function parsePercent(text: string): number | null {
  const v = parseItalianDecimal(text);
  if (v === null || v < 0 || v > 100) return null;
  const r = Math.round(v * 100) / 100;
  return Math.abs(r - v) < 1e-9 ? r : null;
}

/** "24/11/2026" or "2026-11-24" → "2026-11-24", or null. */
export function parseDay(text: string): string | null {
  const it = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  const iso = it ? `${it[3]}-${it[2]!.padStart(2, "0")}-${it[1]!.padStart(2, "0")}` : text.trim();
  return isSaneIsoDate(iso) ? iso : null;
}

/** Two inclusive day periods overlap (ISO days compare as text). */
export function periodsOverlap(a: { start: string; end: string }, b: { start: string; end: string }): boolean {
  return a.start <= b.end && b.start <= a.end;
}

/**
 * Delivery days when a supplier has none recorded (the registration form requires them, so this is
 * only a guard for old rows).
 */
export const OBS_STOCK_DEFAULT_DELIVERY_DAYS = 5;

/**
 * Where a product's stock is looked for, for availability shown and for fulfilment alike: obsolete
 * stock ships from the supplier and is booked to OBS_STOCK_WAREHOUSE whatever the customer's
 * warehouses; every other product from the customer's own (decision 0029).
 */
export function stockWarehouseFor(sScope: string | null | undefined, customerWarehouse: string): string {
  return sScope === OBS_STOCK_SCOPE ? OBS_STOCK_WAREHOUSE : customerWarehouse;
}

/**
 * The day the supplier delivers an obsolete product ordered on orderDay: osDeliveryDays business
 * days later (weekends and the given non-working days skipped).
 */
export function obsoleteDeliveryDate(orderDay: string, deliveryDays: number | null | undefined, nonWorking: NonWorkingDays): string {
  const days = deliveryDays && deliveryDays > 0 ? deliveryDays : OBS_STOCK_DEFAULT_DELIVERY_DAYS;
  return addBusinessDays(orderDay, days, nonWorking);
}
