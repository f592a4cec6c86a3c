// The demo order history's plan, in memory and deterministic (a seeded PRNG per customer, dates
// relative to the day it runs): who orders what and when, what ships when, what stays missing, and
// the documents' numbers. seed/order-history.ts writes it; order-history-invoices.ts bills it.
import { createRng, type Rng } from "./rng";
import { addDays, isBusinessDay as isBusinessDayIn, nextBusinessDay as nextBusinessDayIn } from "../../../shared/rules/business-days";
import { nationalCalendar } from "../../lib/business-calendar";
import { romeWallTimeToInstant } from "../../../shared/rules/rome-time";
import { netUnitCents, parseDiscountChain } from "../../../shared/rules/discount-chain";
import { ddtTypeFor, forecastFor } from "../../integrations/erp/simulator";

// The demo history follows Italy's calendar (no company closures).
const holidays = nationalCalendar.nonWorkingDays();
export const isBusinessDay = (d: string): boolean => isBusinessDayIn(d, holidays);
export const nextBusinessDay = (d: string): string => nextBusinessDayIn(d, holidays);

export interface Profile {
  customerId: number;
  ordersPerBusinessDay: number;
  warehouses: string[];
  immediateInvoices: boolean;
}

// Who orders how often, from where, and how they are billed.
export const profiles: Profile[] = [
  { customerId: 100001, ordersPerBusinessDay: 0.34, warehouses: ["01"], immediateInvoices: false },
  { customerId: 100002, ordersPerBusinessDay: 0.28, warehouses: ["01", "01", "03"], immediateInvoices: false },
  { customerId: 100003, ordersPerBusinessDay: 0.16, warehouses: ["01"], immediateInvoices: false },
  { customerId: 100004, ordersPerBusinessDay: 0.22, warehouses: ["03"], immediateInvoices: true },
];

const ORDER_NOTES = ["Consegna entro le 12", "Ritiro al banco", "Chiamare prima della consegna", "Consegnare in officina, ingresso laterale", "Urgente per revisione", "Merce per fine settimana"];
const REFS = ["Panda EF482GH", "Punto DX771AB", "Golf GA019PL", "C3 FB553KM", "Clio EZ120TT", "Ypsilon FR884SD", "Rif. preventivo", "Scorta magazzino", "Tagliando cliente", "Sinistro 2231"];
const LINE_NOTES = ["Per Fiat Panda 1.2", "Cliente Sig. Esposito", "Verificare compatibilità", "Montaggio giovedì", "Per revisione", "Sostituisce reso precedente"];
export const CREDIT_REASONS = ["Reso merce non conforme", "Reso per errato ordine", "Abbuono su fattura", "Reso cauzione"];

export interface PoolProduct {
  id: number;
  precodice: string;
  codice: string;
  description: string;
  listCents: number;
  codsco: string;
}

export interface GenLine {
  riga: number;
  product: PoolProduct;
  qty: number;
  qtyEvasa: number;
  listCents: number;
  chain: string;
  netCents: number;
  note: string;
}

export interface GenShipment {
  date: string;
  warehouse: string;
  lines: { line: GenLine; qty: number }[];
  number?: number;
  anno?: number;
}

export interface GenMissing {
  line: GenLine;
  qty: number;
  supplierOrderDate: string;
  forecast: { date: string; detail: string };
  warehouse: string;
  sollecito: boolean;
}

export interface GenOrder {
  customerId: number;
  userId: number;
  at: Date;
  date: string;
  warehouse: string;
  note: string;
  ref: string;
  priority: boolean;
  lines: GenLine[];
  shipments: GenShipment[];
  missing: GenMissing[];
  /** Not shipped yet: the ERP simulator takes it from here. */
  pending?: boolean;
  numero?: number;
  anno?: number;
}

export const pad6 = (n: number) => String(n).padStart(6, "0");

export function chunks<T>(items: T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function pickWeighted(rng: Rng, favourites: PoolProduct[], pool: PoolProduct[]): PoolProduct {
  // Workshops mostly reorder the same parts.
  return rng.chance(0.7) && favourites.length ? rng.pick(favourites) : rng.pick(pool);
}

export interface PlanInput {
  today: string;
  start: string;
  pool: PoolProduct[];
  fixtures: PoolProduct[];
  present: { id: number }[];
  userRows: { id: number; customerId: number | null }[];
  chainRows: { customerId: number; codsco: string; chain: string }[];
}

export interface OrderPlan {
  /** Every order, numbered in date order per year. */
  generated: GenOrder[];
  /** Every shipment with its order, numbered per DDT series and year. */
  allShipments: { o: GenOrder; s: GenShipment }[];
  /** The last DDT number per "series|year". */
  ddtSeq: Map<string, number>;
}

export function planOrders({ today, start, pool, fixtures, present, userRows, chainRows }: PlanInput): OrderPlan {
  const generated: GenOrder[] = [];
  for (const profile of profiles) {
    if (!present.some((c) => c.id === profile.customerId)) continue;
    const user = userRows.find((u) => u.customerId === profile.customerId);
    if (!user) continue;
    const rng = createRng(profile.customerId * 7919);
    const chains = new Map(chainRows.filter((c) => c.customerId === profile.customerId).map((c) => [c.codsco, c.chain]));
    const favourites = [...fixtures.filter((f) => f.codice !== "PAD4455" || profile.customerId !== 100004), ...Array.from({ length: 40 }, () => rng.pick(pool))];

    for (let day = nextBusinessDay(start); day < today; day = nextBusinessDay(day)) {
      let count = 0;
      while (rng.chance(count === 0 ? profile.ordersPerBusinessDay : 0.15) && count < 3) count++;
      for (let k = 0; k < count; k++) {
        const at = romeWallTimeToInstant(day, rng.int(8, 18), rng.int(0, 59));
        const warehouse = rng.pick(profile.warehouses);
        const lineCount = rng.chance(0.35) ? 1 : rng.int(2, 7);
        const lines: GenLine[] = [];
        const used = new Set<number>();
        for (let r = 0; r < lineCount; r++) {
          const product = pickWeighted(rng, favourites, pool);
          if (used.has(product.id)) continue;
          used.add(product.id);
          const steps = parseDiscountChain(chains.get(product.codsco) ?? "") ?? [];
          const qty = product.listCents < 2000 && rng.chance(0.3) ? rng.pick([4, 5, 6, 10, 12]) : rng.int(1, 4);
          lines.push({
            riga: lines.length + 1,
            product,
            qty,
            qtyEvasa: 0,
            listCents: product.listCents,
            chain: steps.join("+"),
            netCents: netUnitCents(product.listCents, steps),
            note: rng.chance(0.1) ? rng.pick(LINE_NOTES) : "",
          });
        }
        const order: GenOrder = {
          customerId: profile.customerId,
          userId: user.id,
          at,
          date: day,
          warehouse,
          note: rng.chance(0.22) ? rng.pick(ORDER_NOTES) : "",
          ref: rng.chance(0.3) ? rng.pick(REFS) : "",
          priority: rng.chance(0.08),
          lines,
          shipments: [],
          missing: [],
        };

        // Shipped the same day (morning orders) or the next business day; some lines short. An
        // order whose shipping day has not come yet is left to the ERP (simulator) to fulfil.
        const shipDay = at.getTime() < romeWallTimeToInstant(day, 15, 0).getTime() ? day : nextBusinessDay(day);
        if (shipDay > today) {
          order.pending = true;
          generated.push(order);
          continue;
        }
        const first: GenShipment = { date: shipDay, warehouse, lines: [] };
        const later = new Map<string, GenShipment>();
        // Recent orders show more shortfalls, with longer supplier lead times: the open missing list.
        const recent = day >= addDays(today, -25);
        for (const line of lines) {
          const shortQty = rng.chance(recent ? 0.45 : 0.1) ? rng.int(1, line.qty) : 0;
          const shipQty = line.qty - shortQty;
          if (shipQty > 0) first.lines.push({ line, qty: shipQty });
          line.qtyEvasa = shipQty;
          if (shortQty > 0) {
            const base = forecastFor(line.product.id, shipDay);
            let date = base.date;
            for (let extra = recent ? rng.int(5, 25) : 0; extra > 0; extra--) date = nextBusinessDay(date);
            const forecast = { date, detail: base.detail };
            if (forecast.date < today) {
              const s = later.get(forecast.date) ?? { date: forecast.date, warehouse, lines: [] };
              s.lines.push({ line, qty: shortQty });
              later.set(forecast.date, s);
              line.qtyEvasa = line.qty;
            } else {
              order.missing.push({ line, qty: shortQty, supplierOrderDate: shipDay, forecast, warehouse, sollecito: rng.chance(0.3) });
            }
          }
        }
        if (first.lines.length) order.shipments.push(first);
        order.shipments.push(...[...later.values()].sort((a, b) => a.date.localeCompare(b.date)));
        if (lines.length) generated.push(order);
      }
    }
  }
  if (generated.length === 0) return { generated, allShipments: [], ddtSeq: new Map() };

  // Numbers in date order, per year: orders, then DDTs per series.
  generated.sort((a, b) => a.at.getTime() - b.at.getTime() || a.customerId - b.customerId);
  const orderSeq = new Map<number, number>();
  for (const o of generated) {
    const anno = Number(o.date.slice(0, 4));
    const n = (orderSeq.get(anno) ?? 0) + 1;
    orderSeq.set(anno, n);
    o.numero = n;
    o.anno = anno;
  }
  const allShipments = generated.flatMap((o) => o.shipments.map((s) => ({ o, s })));
  allShipments.sort((a, b) => a.s.date.localeCompare(b.s.date) || a.o.at.getTime() - b.o.at.getTime());
  const ddtSeq = new Map<string, number>();
  for (const { s } of allShipments) {
    const anno = Number(s.date.slice(0, 4));
    const k = `${ddtTypeFor(s.warehouse)}|${anno}`;
    const n = (ddtSeq.get(k) ?? 0) + 1;
    ddtSeq.set(k, n);
    s.number = n;
    s.anno = anno;
  }
  return { generated, allShipments, ddtSeq };
}
