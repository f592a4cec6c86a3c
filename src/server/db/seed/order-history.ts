// Demo history after the order: two years of orders for each demo customer (100001..100004) with
// their delivery notes, monthly deferred invoices (immediate ones for 100004), credit notes for
// returns, and the missing items still open for recent orders. Products come from the catalogue
// already seeded (this step runs after it); with an empty catalogue it does nothing.
// Deterministic: a seeded PRNG per customer and dates relative to the day it runs.
import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../connection";
import { customerDiscounts, products } from "../schema/catalogue";
import { customers, users } from "../schema/identity";
import { orderLines, orders } from "../schema/orders";
import { ddtLines, ddts, invoiceLines, invoices } from "../schema/documents";
import { missingItems } from "../schema/missing";
import { erpSimOrders } from "../schema/erp";
import { createRng, type Rng } from "./rng";
import { addDays, isBusinessDay as isBusinessDayIn, nextBusinessDay as nextBusinessDayIn } from "../../../shared/rules/business-days";
import { nationalCalendar } from "../../lib/business-calendar";
import { romeParts, romeWallTimeToInstant } from "../../../shared/rules/rome-time";
import { netUnitCents, parseDiscountChain } from "../../../shared/rules/discount-chain";
import { casaMadreNumber, ddtTypeFor, forecastFor, packagesFor, PAYMENT_TERMS, supplierOrderLabel, vatCents } from "../../integrations/erp/simulator";
import { raiseCounter } from "../../integrations/erp/executor";
import { setErpState } from "../../integrations/erp/apply-updates";

// The demo history follows Italy's calendar (no company closures).
const holidays = nationalCalendar.nonWorkingDays();
const isBusinessDay = (d: string): boolean => isBusinessDayIn(d, holidays);
const nextBusinessDay = (d: string): string => nextBusinessDayIn(d, holidays);

export interface OrderHistoryOptions {
  now?: Date;
  log?: (msg: string) => void;
}

interface Profile {
  customerId: number;
  ordersPerBusinessDay: number;
  warehouses: string[];
  immediateInvoices: boolean;
}

// Who orders how often, from where, and how they are billed.
const profiles: Profile[] = [
  { customerId: 100001, ordersPerBusinessDay: 0.34, warehouses: ["01"], immediateInvoices: false },
  { customerId: 100002, ordersPerBusinessDay: 0.28, warehouses: ["01", "01", "03"], immediateInvoices: false },
  { customerId: 100003, ordersPerBusinessDay: 0.16, warehouses: ["01"], immediateInvoices: false },
  { customerId: 100004, ordersPerBusinessDay: 0.22, warehouses: ["03"], immediateInvoices: true },
];

const ORDER_NOTES = ["Consegna entro le 12", "Ritiro al banco", "Chiamare prima della consegna", "Consegnare in officina, ingresso laterale", "Urgente per revisione", "Merce per fine settimana"];
const REFS = ["Panda EF482GH", "Punto DX771AB", "Golf GA019PL", "C3 FB553KM", "Clio EZ120TT", "Ypsilon FR884SD", "Rif. preventivo", "Scorta magazzino", "Tagliando cliente", "Sinistro 2231"];
const LINE_NOTES = ["Per Fiat Panda 1.2", "Cliente Sig. Esposito", "Verificare compatibilità", "Montaggio giovedì", "Per revisione", "Sostituisce reso precedente"];
const CREDIT_REASONS = ["Reso merce non conforme", "Reso per errato ordine", "Abbuono su fattura", "Reso cauzione"];

interface PoolProduct {
  id: number;
  precodice: string;
  codice: string;
  description: string;
  listCents: number;
  codsco: string;
}

interface GenLine {
  riga: number;
  product: PoolProduct;
  qty: number;
  qtyEvasa: number;
  listCents: number;
  chain: string;
  netCents: number;
  note: string;
}

interface GenShipment {
  date: string;
  warehouse: string;
  lines: { line: GenLine; qty: number }[];
  number?: number;
  anno?: number;
}

interface GenMissing {
  line: GenLine;
  qty: number;
  supplierOrderDate: string;
  forecast: { date: string; detail: string };
  warehouse: string;
  sollecito: boolean;
}

interface GenOrder {
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

const pad6 = (n: number) => String(n).padStart(6, "0");

function chunks<T>(items: T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function pickWeighted(rng: Rng, favourites: PoolProduct[], pool: PoolProduct[]): PoolProduct {
  // Workshops mostly reorder the same parts.
  return rng.chance(0.7) && favourites.length ? rng.pick(favourites) : rng.pick(pool);
}

export async function seedOrderHistory(db: Db, opts: OrderHistoryOptions = {}): Promise<void> {
  const now = opts.now ?? new Date();
  const today = romeParts(now).date;
  const start = addDays(today, -730);

  const notObsolete = or(isNull(products.sScope), ne(products.sScope, "OBSOLETE"));
  // A spread of the catalogue: ids evenly spaced over the whole range, read by primary key (cheap
  // at a million products too), plus the fixtures the demo talks about.
  const [range] = await db.select({ lo: sql<number>`min(${products.id})`.mapWith(Number), hi: sql<number>`max(${products.id})`.mapWith(Number) }).from(products);
  const span = range && range.hi >= range.lo ? range.hi - range.lo + 1 : 0;
  const ids = span ? [...new Set(Array.from({ length: Math.min(900, span) }, (_, k) => range!.lo + Math.floor((k * span) / Math.min(900, span))))] : [];
  const pool: PoolProduct[] = ids.length
    ? await db
        .select({ id: products.id, precodice: products.precodice, codice: products.codice, description: products.description, listCents: products.listCents, codsco: products.codsco })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.orderable, true), eq(products.requiresVin, false), notObsolete))
        .orderBy(products.id)
    : [];
  if (pool.length === 0) {
    opts.log?.("storico ordini: catalogo vuoto, nessuno storico generato");
    return;
  }
  const fixtures = await db
    .select({ id: products.id, precodice: products.precodice, codice: products.codice, description: products.description, listCents: products.listCents, codsco: products.codsco })
    .from(products)
    .where(sql`(${products.precodice}, ${products.codice}) in (('M120', 'OC90'), ('P100', 'PAD4455'), ('outf', 'BAT70'), ('M200', 'DISC300'))`)
    .orderBy(products.precodice, products.codice);

  const present = await db.select({ id: customers.id }).from(customers).where(inArray(customers.id, profiles.map((p) => p.customerId)));
  const userRows = await db
    .select({ id: users.id, customerId: users.customerId })
    .from(users)
    .where(and(inArray(users.customerId, profiles.map((p) => p.customerId)), eq(users.role, "USER")))
    .orderBy(users.id);
  const chainRows = await db.select().from(customerDiscounts).where(inArray(customerDiscounts.customerId, profiles.map((p) => p.customerId)));

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
  if (generated.length === 0) return;

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

  // Orders and lines.
  const orderIdByKey = new Map<string, number>();
  for (const part of chunks(generated)) {
    const rows = await db
      .insert(orders)
      .values(
        part.map((o) => {
          const qtyAll = o.lines.reduce((a, l) => a + l.qty, 0);
          const done = o.lines.reduce((a, l) => a + l.qtyEvasa, 0);
          return {
            customerId: o.customerId,
            destinationId: 0,
            userId: o.userId,
            actorUserId: o.userId,
            tipoDoc: "OW",
            numeroDoc: o.numero!,
            anno: o.anno!,
            webOrderCode: `${o.anno}-${pad6(o.numero!)}`,
            dataDocumento: o.at,
            noteDoc: o.note,
            rifOrdCli: o.ref,
            priority: o.priority,
            netTotalCents: o.lines.reduce((a, l) => a + l.netCents * l.qty, 0),
            status: done >= qtyAll ? ("FULFILLED" as const) : done > 0 ? ("PARTIAL" as const) : ("IN_PROGRESS" as const),
            warehouse: o.warehouse,
          };
        }),
      )
      .returning({ id: orders.id, numeroDoc: orders.numeroDoc, anno: orders.anno });
    rows.forEach((r) => orderIdByKey.set(`${r.anno}|${r.numeroDoc}`, r.id));
  }
  const orderId = (o: GenOrder) => orderIdByKey.get(`${o.anno}|${o.numero}`)!;
  const lineIdByKey = new Map<string, number>();
  const allLines = generated.flatMap((o) => o.lines.map((l) => ({ o, l })));
  for (const part of chunks(allLines)) {
    const rows = await db
      .insert(orderLines)
      .values(
        part.map(({ o, l }) => ({
          orderId: orderId(o),
          riga: l.riga,
          productId: l.product.id,
          precodice: l.product.precodice,
          codice: l.product.codice,
          description: l.product.description,
          qty: l.qty,
          qtyEvasa: l.qtyEvasa,
          listCents: l.listCents,
          discountChain: l.chain,
          netUnitCents: l.netCents,
          lineTotalCents: l.netCents * l.qty,
          noteCliente: l.note,
        })),
      )
      .returning({ id: orderLines.id, orderId: orderLines.orderId, riga: orderLines.riga });
    rows.forEach((r) => lineIdByKey.set(`${r.orderId}|${r.riga}`, r.id));
  }
  const lineId = (o: GenOrder, l: GenLine) => lineIdByKey.get(`${orderId(o)}|${l.riga}`)!;

  // Delivery notes and their lines.
  const createdAt = (date: string) => romeWallTimeToInstant(date, 18, 0);
  const ddtIdByKey = new Map<string, number>();
  const ddtKey = (s: GenShipment) => `${ddtTypeFor(s.warehouse)}|${s.number}|${s.anno}`;
  for (const part of chunks(allShipments)) {
    const rows = await db
      .insert(ddts)
      .values(
        part.map(({ o, s }) => ({
          customerId: o.customerId,
          destinationId: 0,
          docType: ddtTypeFor(s.warehouse),
          numDdt: s.number!,
          anno: s.anno!,
          shipDate: s.date,
          warehouse: s.warehouse,
          totPackages: packagesFor(s.lines.length),
          netTotalCents: s.lines.reduce((a, x) => a + x.line.netCents * x.qty, 0),
          createdAt: createdAt(s.date),
          pdfReadyAt: createdAt(s.date),
        })),
      )
      .returning({ id: ddts.id, docType: ddts.docType, numDdt: ddts.numDdt, anno: ddts.anno });
    rows.forEach((r) => ddtIdByKey.set(`${r.docType}|${r.numDdt}|${r.anno}`, r.id));
  }
  const shipLines = allShipments.flatMap(({ o, s }) => s.lines.map((x, i) => ({ o, s, x, riga: i + 1 })));
  const ddtLineIdByKey = new Map<string, number>();
  for (const part of chunks(shipLines)) {
    const rows = await db
      .insert(ddtLines)
      .values(
        part.map(({ o, s, x, riga }) => ({
          ddtId: ddtIdByKey.get(ddtKey(s))!,
          riga,
          orderId: orderId(o),
          orderLineId: lineId(o, x.line),
          productId: x.line.product.id,
          precodice: x.line.product.precodice,
          codice: x.line.product.codice,
          description: x.line.product.description,
          qty: x.qty,
          listCents: x.line.listCents,
          discountChain: x.line.chain,
          netUnitCents: x.line.netCents,
          lineTotalCents: x.line.netCents * x.qty,
        })),
      )
      .returning({ id: ddtLines.id, ddtId: ddtLines.ddtId, riga: ddtLines.riga });
    rows.forEach((r) => ddtLineIdByKey.set(`${r.ddtId}|${r.riga}`, r.id));
  }

  // Invoices: monthly deferred invoices on the month's last day (the current month is billed by
  // the ERP later), immediate invoices per DDT for customers billed at delivery; credit notes for
  // some delivered lines.
  const thisMonth = today.slice(0, 7);
  interface GenInvoice {
    customerId: number;
    docType: string;
    date: string;
    shipments: { o: GenOrder; s: GenShipment }[];
    credit?: { o: GenOrder; s: GenShipment; x: { line: GenLine; qty: number }; riga: number; reason: string };
    number?: number;
    anno?: number;
  }
  const genInvoices: GenInvoice[] = [];
  for (const profile of profiles) {
    const mine = allShipments.filter(({ o }) => o.customerId === profile.customerId);
    if (profile.immediateInvoices) {
      for (const sh of mine) genInvoices.push({ customerId: profile.customerId, docType: "FI", date: sh.s.date, shipments: [sh] });
    } else {
      const byMonth = new Map<string, typeof mine>();
      for (const sh of mine) {
        const m = sh.s.date.slice(0, 7);
        if (m >= thisMonth) continue;
        byMonth.set(m, [...(byMonth.get(m) ?? []), sh]);
      }
      for (const [m, group] of [...byMonth.entries()].sort(([a], [b]) => a.localeCompare(b))) {
        const [y, mm] = m.split("-").map(Number) as [number, number];
        const lastDay = addDays(`${mm === 12 ? y + 1 : y}-${String(mm === 12 ? 1 : mm + 1).padStart(2, "0")}-01`, -1);
        genInvoices.push({ customerId: profile.customerId, docType: "FD", date: lastDay, shipments: group });
      }
    }
    // Credit notes: about one every two months, for one delivered line.
    const rng = createRng(profile.customerId * 31);
    const candidates = shipLines.filter(({ o }) => o.customerId === profile.customerId);
    for (let d = addDays(start, 20); d < today && candidates.length; d = addDays(d, rng.int(40, 75))) {
      const eligible = candidates.filter(({ s }) => s.date < d && s.date >= addDays(d, -40));
      if (!eligible.length) continue;
      const pick = rng.pick(eligible);
      const date = isBusinessDay(d) ? d : nextBusinessDay(d);
      if (date >= today) break;
      genInvoices.push({ customerId: profile.customerId, docType: "NC", date, shipments: [], credit: { ...pick, reason: rng.pick(CREDIT_REASONS) } });
    }
  }
  genInvoices.sort((a, b) => a.date.localeCompare(b.date) || a.customerId - b.customerId || a.docType.localeCompare(b.docType));
  const invSeq = new Map<string, number>();
  for (const inv of genInvoices) {
    const anno = Number(inv.date.slice(0, 4));
    const series = inv.docType === "NC" ? "NC" : "FT";
    const n = (invSeq.get(`${series}|${anno}`) ?? 0) + 1;
    invSeq.set(`${series}|${anno}`, n);
    inv.number = n;
    inv.anno = anno;
  }
  // The newest invoice of each customer has its PDF still in preparation (the ERP publishes it at
  // its next step): the demo shows 'Documento non ancora disponibile' once, then the PDF.
  const newest = new Map<number, GenInvoice>();
  genInvoices.forEach((inv) => newest.set(inv.customerId, inv));
  const invoiceLinesOf = (inv: GenInvoice) =>
    inv.credit
      ? [{ o: inv.credit.o, s: inv.credit.s, line: inv.credit.x.line, qty: 1, riga: inv.credit.riga }]
      : inv.shipments.flatMap(({ o, s }) => s.lines.map((x, i) => ({ o, s, line: x.line, qty: x.qty, riga: i + 1 })));
  const invIdByKey = new Map<string, number>();
  for (const part of chunks(genInvoices)) {
    const rows = await db
      .insert(invoices)
      .values(
        part.map((inv) => {
          const net = invoiceLinesOf(inv).reduce((a, l) => a + l.line.netCents * l.qty, 0);
          const vat = vatCents(net);
          const pending = newest.get(inv.customerId) === inv;
          return {
            customerId: inv.customerId,
            destinationId: 0,
            docType: inv.docType,
            invoiceNumber: inv.number!,
            anno: inv.anno!,
            invoiceDate: inv.date,
            netTotalCents: net,
            vatCents: vat,
            totalCents: net + vat,
            paymentTerms: inv.docType === "NC" ? "" : inv.docType === "FI" ? "Rimessa diretta" : PAYMENT_TERMS,
            note: inv.credit ? inv.credit.reason : "",
            createdAt: pending ? now : createdAt(inv.date),
            pdfReadyAt: pending ? null : createdAt(inv.date),
          };
        }),
      )
      .returning({ id: invoices.id, docType: invoices.docType, invoiceNumber: invoices.invoiceNumber, anno: invoices.anno });
    rows.forEach((r) => invIdByKey.set(`${r.docType}|${r.invoiceNumber}|${r.anno}`, r.id));
  }
  const invId = (inv: GenInvoice) => invIdByKey.get(`${inv.docType}|${inv.number}|${inv.anno}`)!;
  const invLineRows = genInvoices.flatMap((inv) =>
    invoiceLinesOf(inv).map((l, i) => {
      const dId = ddtIdByKey.get(ddtKey(l.s))!;
      return {
        invoiceId: invId(inv),
        riga: i + 1,
        ddtId: dId,
        ddtLineId: ddtLineIdByKey.get(`${dId}|${l.riga}`) ?? null,
        productId: l.line.product.id,
        precodice: l.line.product.precodice,
        codice: l.line.product.codice,
        description: l.line.product.description,
        qty: l.qty,
        netUnitCents: l.line.netCents,
        lineTotalCents: l.line.netCents * l.qty,
      };
    }),
  );
  for (const part of chunks(invLineRows)) await db.insert(invoiceLines).values(part);
  // Which invoice billed each DDT.
  const billedPairs = genInvoices.filter((i) => !i.credit).flatMap((inv) => inv.shipments.map(({ s }) => [ddtIdByKey.get(ddtKey(s))!, invId(inv)] as const));
  for (const part of chunks(billedPairs)) {
    const values = sql.join(
      part.map(([d, i]) => sql`(${d}::int, ${i}::int)`),
      sql`, `,
    );
    await db.execute(sql`update ${ddts} set invoice_id = v.inv from (values ${values}) as v(ddt, inv) where ${ddts.id} = v.ddt`);
  }

  // Missing items still open.
  const supplierSeq = new Map<number, number>();
  const openMissing = generated.flatMap((o) => o.missing.map((m) => ({ o, m })));
  const missingRows = openMissing.map(({ o, m }) => {
    const anno = Number(m.supplierOrderDate.slice(0, 4));
    const seq = (supplierSeq.get(anno) ?? 0) + 1;
    supplierSeq.set(anno, seq);
    return {
      customerId: o.customerId,
      destinationId: 0,
      orderId: orderId(o),
      orderLineId: lineId(o, m.line),
      productId: m.line.product.id,
      precodice: m.line.product.precodice,
      codice: m.line.product.codice,
      description: m.line.product.description,
      qty: m.qty,
      warehouse: m.warehouse,
      supplierOrder: supplierOrderLabel(anno, seq),
      supplierOrderDate: m.supplierOrderDate,
      numOrdCasaMadre: casaMadreNumber(anno, seq),
      idSollecito: m.sollecito ? 4000 + seq : null,
      forecastDate: m.forecast.date,
      forecastDetail: m.forecast.detail,
      updatedAt: now,
    };
  });
  for (const part of chunks(missingRows)) await db.insert(missingItems).values(part);

  // Orders not shipped yet are in the simulator's hands (received, to fulfil from stock).
  const pendingOrders = generated.filter((o) => o.pending);
  if (pendingOrders.length) await db.insert(erpSimOrders).values(pendingOrders.map((o) => ({ orderId: orderId(o), receivedAt: o.at })));

  // The ERP (simulator) numbers on from here.
  for (const [k, n] of ddtSeq) {
    const [series, anno] = k.split("|");
    await raiseCounter(db, series!, Number(anno), n);
  }
  for (const [k, n] of invSeq) {
    const [series, anno] = k.split("|");
    await raiseCounter(db, series!, Number(anno), n);
  }
  for (const [anno, n] of supplierSeq) await raiseCounter(db, "OF", anno, n);
  await setErpState(db, "forecasts_updated_at", now.toISOString());
  opts.log?.(
    `storico ordini: ${generated.length} ordini, ${allShipments.length} DDT, ${genInvoices.length} fatture e note di credito, ${missingRows.length} mancanti aperti`,
  );
}
