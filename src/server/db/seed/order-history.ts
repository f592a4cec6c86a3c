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
import { ddtLines, ddts } from "../schema/documents";
import { missingItems } from "../schema/missing";
import { erpSimOrders } from "../schema/erp";
import { addDays } from "../../../shared/rules/business-days";
import { romeParts, romeWallTimeToInstant } from "../../../shared/rules/rome-time";
import { casaMadreNumber, ddtTypeFor, packagesFor, supplierOrderLabel } from "../../integrations/erp/simulator";
import { raiseCounter } from "../../integrations/erp/executor";
import { setErpState } from "../../integrations/erp/apply-updates";
import { chunks, pad6, planOrders, profiles, type GenLine, type GenOrder, type GenShipment, type PoolProduct } from "./order-history-plan";
import { seedInvoices } from "./order-history-invoices";

export interface OrderHistoryOptions {
  now?: Date;
  log?: (msg: string) => void;
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

  const { generated, allShipments, ddtSeq } = planOrders({ today, start, pool, fixtures, present, userRows, chainRows });
  if (generated.length === 0) return;

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
          customerId: o.customerId,
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

  const { invSeq, count: invoiceCount } = await seedInvoices(db, {
    now,
    today,
    start,
    allShipments,
    shipLines,
    createdAt,
    ddtId: (s) => ddtIdByKey.get(ddtKey(s))!,
    ddtLineId: (d, riga) => ddtLineIdByKey.get(`${d}|${riga}`) ?? null,
  });

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
    `storico ordini: ${generated.length} ordini, ${allShipments.length} DDT, ${invoiceCount} fatture e note di credito, ${missingRows.length} mancanti aperti`,
  );
}
