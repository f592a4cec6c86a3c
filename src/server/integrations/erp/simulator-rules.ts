// The ERP simulator's fixed rules (integrations/erp/simulator.ts): its timings, the documents'
// series and labels, the forecast of a supplier delivery, VAT and packages. The demo seed numbers
// its history with the same rules.
import { addBusinessDays } from "../../../shared/rules/business-days";
import { nationalCalendar } from "../../lib/business-calendar";
import { VAT_RATE_PERCENT } from "../../../shared/rules/limits";
import { missingMessages } from "../../../shared/messages/missing";

export interface ErpSimulatorOptions {
  /** Time between the ERP receiving an order and shipping it. */
  fulfilAfterMs: number;
  /** Time between a DDT and its invoice. */
  invoiceAfterMs: number;
  /** Time between an invoice and its PDF. */
  invoicePdfAfterMs: number;
  /** Orders (or documents) handled per phase and step. */
  batchSize: number;
}

/** Defaults scaled to the step interval: ship at the next step, bill after six, PDF one later. */
export function simulatorOptions(intervalMs = 5000): ErpSimulatorOptions {
  return { fulfilAfterMs: intervalMs, invoiceAfterMs: 6 * intervalMs, invoicePdfAfterMs: intervalMs, batchSize: 50 };
}

export interface SimulatorStepReport {
  accepted: number;
  fulfilled: number;
  ddts: number;
  missing: number;
  arrived: number;
  invoices: number;
  pdfsReady: number;
}

export const PAYMENT_TERMS = "Ri.Ba. 60 gg d.f.f.m.";

/** DDT series of a warehouse: B101 for 01 Senise, B103 for 03 Cagliari. */
export function ddtTypeFor(warehouse: string): string {
  return `B1${warehouse.padStart(2, "0").slice(-2)}`;
}

/** Supplier order shown in the missing list, e.g. "OF 2026/000123". */
export function supplierOrderLabel(anno: number, seq: number): string {
  return `OF ${anno}/${String(seq).padStart(6, "0")}`;
}

/** The parent company's order number for a supplier order (a fixed scramble of the sequence). */
export function casaMadreNumber(anno: number, seq: number): string {
  return `CM${anno % 100}-${String((seq * 7919) % 100000).padStart(5, "0")}`;
}

/**
 * Forecast of a backordered product: 2 to 10 business days after the supplier order, by product.
 * The supplier works on Italy's calendar; our own closures are not theirs.
 */
export function forecastFor(productId: number, supplierOrderDate: string): { date: string; detail: string } {
  const days = 2 + (Math.abs(productId) % 9);
  const detail = productId % 3 === 0 ? missingMessages.forecastConfirmed : missingMessages.forecastEstimated;
  return { date: addBusinessDays(supplierOrderDate, days, nationalCalendar.nonWorkingDays()), detail };
}

/** VAT on a net amount in cents, rounded half-up. */
export function vatCents(netCents: number): number {
  return Math.floor((netCents * VAT_RATE_PERCENT + 50) / 100);
}

export function packagesFor(lineCount: number): number {
  return Math.max(1, Math.ceil(lineCount / 3));
}

