// The demo history's invoices: monthly deferred invoices on the month's last day (the current month
// is billed by the ERP later), immediate invoices per DDT for customers billed at delivery, credit
// notes for some delivered lines; the newest invoice of each customer still has its PDF in
// preparation. Written after the orders and DDTs (seed/order-history.ts).
import { sql } from "drizzle-orm";
import type { Db } from "../connection";
import { ddts, invoiceLines, invoices } from "../schema/documents";
import { createRng } from "./rng";
import { addDays } from "../../../shared/rules/business-days";
import { PAYMENT_TERMS, vatCents } from "../../integrations/erp/simulator";
import { chunks, CREDIT_REASONS, isBusinessDay, nextBusinessDay, profiles, type GenLine, type GenOrder, type GenShipment } from "./order-history-plan";

export interface InvoiceInput {
  now: Date;
  today: string;
  start: string;
  allShipments: { o: GenOrder; s: GenShipment }[];
  shipLines: { o: GenOrder; s: GenShipment; x: { line: GenLine; qty: number }; riga: number }[];
  createdAt: (date: string) => Date;
  ddtId: (s: GenShipment) => number;
  ddtLineId: (ddtId: number, riga: number) => number | null;
}

/** Writes the invoices and credit notes; answers the last number per "series|year" and how many. */
export async function seedInvoices(db: Db, { now, today, start, allShipments, shipLines, createdAt, ddtId, ddtLineId }: InvoiceInput): Promise<{ invSeq: Map<string, number>; count: number }> {
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
      const dId = ddtId(l.s);
      return {
        invoiceId: invId(inv),
        riga: i + 1,
        ddtId: dId,
        ddtLineId: ddtLineId(dId, l.riga),
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
  const billedPairs = genInvoices.filter((i) => !i.credit).flatMap((inv) => inv.shipments.map(({ s }) => [ddtId(s), invId(inv)] as const));
  for (const part of chunks(billedPairs)) {
    const values = sql.join(
      part.map(([d, i]) => sql`(${d}::int, ${i}::int)`),
      sql`, `,
    );
    await db.execute(sql`update ${ddts} set invoice_id = v.inv from (values ${values}) as v(ddt, inv) where ${ddts.id} = v.ddt`);
  }
  return { invSeq, count: genInvoices.length };
}
