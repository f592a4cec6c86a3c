// When a cart line leaves and arrives (issue 23, docs/decisions/0033-delivery-promise.md): ONE rule
// for the cart line (client), the order confirmation and the order PDF (server). Pure: the time,
// the stock, the departures and the non-working days are inputs.
import { addDays, dayOfWeek, isBusinessDay, nextBusinessDay, type NonWorkingDays } from "./business-days";
import { parseDepartureTime, type DepartureTime } from "./countdown";
import { romeParts } from "./rome-time";
import { WAREHOUSES } from "./limits";
import { dayMonth, promiseMessages as m } from "../messages/delivery-promise";

/** A departure at or after this hour (Rome) arrives the next business day's morning. */
export const AFTERNOON_DEPARTURE_HOUR = 14;

export interface DeliveryPromiseInput {
  now: Date;
  /** The customer's own warehouse (its first), e.g. "01"; null when unknown. */
  customerWarehouse: string | null;
  stockByWarehouse: readonly { warehouse: string; qty: number }[];
  qty: number;
  /** "HH:mm" departure times of the customer's warehouse (morning, evening). */
  departures: readonly string[];
  /** Holidays and closures of the customer's warehouse. */
  nonWorkingDays: NonWorkingDays;
  /** Holidays and closures of the warehouse a transfer comes from (default: the customer's). */
  transferNonWorkingDays?: NonWorkingDays;
  /** The supplier's expected arrival, "YYYY-MM-DD", when the stock is short. */
  supplierForecastDate?: string | null;
}

export type DeliveryPromise =
  | { kind: "own"; warehouse: string; departureDate: string; departureTime: string; arrivalDate: string; arrivalPart: "afternoon" | "morning" }
  | { kind: "ownUnscheduled"; warehouse: string }
  | { kind: "transfer"; warehouse: string; departureDate: string; arrivalDate: string }
  | { kind: "supplier"; arrivalDate: string | null };

const pad2 = (n: number) => String(n).padStart(2, "0");
const minutes = (t: DepartureTime) => t.hour * 60 + t.minute;

function stockOf(input: DeliveryPromiseInput, warehouse: string | null): number {
  if (warehouse === null) return 0;
  const q = input.stockByWarehouse.find((s) => s.warehouse === warehouse)?.qty ?? 0;
  return Number.isFinite(q) && q > 0 ? q : 0;
}

/** The first departure strictly after now: today's if any is left on a business day, else the next business day's first. */
function nextDeparture(now: Date, times: DepartureTime[], closed: NonWorkingDays): { date: string; time: DepartureTime } | null {
  const first = times[0];
  if (!first) return null;
  const { date: today, hour, minute } = romeParts(now);
  if (isBusinessDay(today, closed)) {
    const left = times.find((t) => minutes(t) > hour * 60 + minute);
    if (left) return { date: today, time: left };
  }
  return { date: nextBusinessDay(today, closed), time: first };
}

export function deliveryPromise(input: DeliveryPromiseInput): DeliveryPromise {
  const own = input.customerWarehouse;
  const closed = input.nonWorkingDays;
  const times = input.departures
    .map(parseDepartureTime)
    .filter((t): t is DepartureTime => t !== null)
    .sort((a, b) => minutes(a) - minutes(b));
  const need = Math.max(1, input.qty);
  const ownQty = stockOf(input, own);

  if (own !== null && ownQty >= need) {
    const dep = nextDeparture(input.now, times, closed);
    if (!dep) return { kind: "ownUnscheduled", warehouse: own };
    const afternoon = dep.time.hour >= AFTERNOON_DEPARTURE_HOUR;
    return {
      kind: "own",
      warehouse: own,
      departureDate: dep.date,
      departureTime: `${pad2(dep.time.hour)}:${pad2(dep.time.minute)}`,
      arrivalDate: afternoon ? nextBusinessDay(dep.date, closed) : dep.date,
      arrivalPart: afternoon ? "morning" : "afternoon",
    };
  }

  // The other warehouse, when what is missing here is there: it leaves with that warehouse's last
  // run (today's if not yet gone, else the next day both work) and arrives the next day both work.
  const other = input.stockByWarehouse
    .filter((s) => s.warehouse !== own && s.qty > 0)
    .sort((a, b) => b.qty - a.qty)[0];
  if (other && ownQty + other.qty >= need) {
    const from = input.transferNonWorkingDays ?? closed;
    const both: NonWorkingDays = { has: (d) => closed.has(d) || from.has(d) };
    const last = times[times.length - 1];
    const { date: today, hour, minute } = romeParts(input.now);
    const leavesToday = isBusinessDay(today, both) && (last === undefined || minutes(last) > hour * 60 + minute);
    const departureDate = leavesToday ? today : nextBusinessDay(today, both);
    return { kind: "transfer", warehouse: other.warehouse, departureDate, arrivalDate: nextBusinessDay(departureDate, both) };
  }

  return { kind: "supplier", arrivalDate: input.supplierForecastDate ?? null };
}

function warehouseName(code: string): string {
  return WAREHOUSES.find((w) => w.code === code)?.name ?? code;
}

/** "oggi", "domani", else "lunedì 30/11", relative to `today` ("YYYY-MM-DD"). */
export function relativeDay(date: string, today: string): string {
  if (date === today) return m.today;
  if (date === addDays(today, 1)) return m.tomorrow;
  return `${m.weekday(dayOfWeek(date))} ${dayMonth(date)}`;
}

/** The promise in Italian, e.g. "Parte col giro delle 11:30 – arriva oggi pomeriggio". */
export function formatDeliveryPromise(p: DeliveryPromise, now: Date): string {
  const today = romeParts(now).date;
  switch (p.kind) {
    case "own": {
      const day = p.departureDate === today ? "" : ` di ${relativeDay(p.departureDate, today)}`;
      const part = p.arrivalPart === "morning" ? m.morning : m.afternoon;
      return `${m.departure(p.departureTime, day)} – ${m.arrives(relativeDay(p.arrivalDate, today), part)}`;
    }
    case "ownUnscheduled":
      return `${m.fromWarehouse(warehouseName(p.warehouse))} – ${m.departureToConfirm}`;
    case "transfer":
      return `${m.fromWarehouse(warehouseName(p.warehouse))} – ${m.arrives(relativeDay(p.arrivalDate, today), "")}`;
    case "supplier":
      return `${m.fromSupplier} – ${p.arrivalDate ? m.expected(dayMonth(p.arrivalDate)) : m.dateToConfirm}`;
  }
}
