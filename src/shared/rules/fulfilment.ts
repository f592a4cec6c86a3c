// How far an order is fulfilled: the progress circle of /orderList and the order status the ERP
// adapter derives from the fulfilled quantities.

/** Whole percent of the ordered quantity already fulfilled (0..100); 0 for an empty order. */
export function fulfilmentPercent(ordered: number, fulfilled: number): number {
  if (ordered <= 0) return 0;
  const pct = Math.floor((Math.min(Math.max(fulfilled, 0), ordered) * 100) / ordered);
  // Never show 100% while something is still to fulfil.
  return fulfilled < ordered ? Math.min(pct, 99) : 100;
}

export type FulfilmentStatus = "IN_PROGRESS" | "PARTIAL" | "FULFILLED";

/** Status of an order the ERP has taken in charge, from its lines' ordered and fulfilled quantities. */
export function fulfilmentStatus(lines: readonly { qty: number; qtyEvasa: number }[]): FulfilmentStatus {
  const ordered = lines.reduce((a, l) => a + l.qty, 0);
  const done = lines.reduce((a, l) => a + Math.min(l.qtyEvasa, l.qty), 0);
  if (ordered > 0 && done >= ordered) return "FULFILLED";
  return done > 0 ? "PARTIAL" : "IN_PROGRESS";
}
