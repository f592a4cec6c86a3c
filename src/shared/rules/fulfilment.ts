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

/** The figures of one line: fulfilled (clamped to 0..ordered) and what is left to fulfil. */
export function lineFulfilment(ordered: number, fulfilled: number): { quantitaEvasa: number; quantitaDaEvadere: number } {
  const evasa = Math.min(Math.max(fulfilled, 0), Math.max(ordered, 0));
  return { quantitaEvasa: evasa, quantitaDaEvadere: Math.max(ordered, 0) - evasa };
}

export interface OrderFulfilment {
  quantita: number;
  quantitaEvasa: number;
  quantitaDaEvadere: number;
  percent: number;
}

/**
 * The figures of an order (card badges and progress circle) from its lines: the sum of each line's
 * clamped figures. The order list computes the same sums in SQL (modules/orders/repo.ts) and
 * passes them through orderTotalsFulfilment; the details panel's lines go through this.
 */
export function orderFulfilment(lines: readonly { quantita: number; quantitaEvasa: number }[]): OrderFulfilment {
  let quantita = 0;
  let evasa = 0;
  for (const l of lines) {
    const f = lineFulfilment(l.quantita, l.quantitaEvasa);
    quantita += Math.max(l.quantita, 0);
    evasa += f.quantitaEvasa;
  }
  return orderTotalsFulfilment(quantita, evasa);
}

/** The figures from an order's totals (ordered, fulfilled already clamped per line). */
export function orderTotalsFulfilment(quantita: number, quantitaEvasa: number): OrderFulfilment {
  const evasa = Math.min(Math.max(quantitaEvasa, 0), quantita);
  return { quantita, quantitaEvasa: evasa, quantitaDaEvadere: Math.max(0, quantita - evasa), percent: fulfilmentPercent(quantita, evasa) };
}

/**
 * What an order's card shows: the figures of the freshest answer the device has. The list is one
 * answer (fetched at `listAt`), the order's details another (fetched at `detailsAt`, often later:
 * they load when the panel opens, after the ERP shipped): the card never contradicts the details
 * it shows under it. The status follows the newer figures once something shipped (partly or all);
 * a cancelled order stays cancelled, and with nothing shipped the list's status (sent, in progress) stands.
 */
export function freshestFulfilment<S extends string>(
  order: { quantita: number; quantitaEvasa: number; status: S },
  listAt: number,
  details: { lines: readonly { quantita: number; quantitaEvasa: number }[]; at: number } | null,
): OrderFulfilment & { status: S | FulfilmentStatus } {
  if (!details || details.at < listAt || details.lines.length === 0) return { ...orderTotalsFulfilment(order.quantita, order.quantitaEvasa), status: order.status };
  const f = orderFulfilment(details.lines);
  const derived = fulfilmentStatus(details.lines.map((l) => ({ qty: l.quantita, qtyEvasa: l.quantitaEvasa })));
  const status = order.status === "CANCELLED" || derived === "IN_PROGRESS" ? order.status : derived;
  return { ...f, status };
}
