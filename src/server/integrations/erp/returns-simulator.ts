// The built-in ERP simulator's side of returns (issue 17). Each step, as of `now`:
//   R1. an authorised return whose goods have had `receiveAfterMs` to travel arrives: RICEVUTO, or
//       BOLLA CLIENTE MANCANTE for every third request (rId divisible by 3: the customer forgot the
//       delivery note in the package);
//   R2. a missing delivery note arrives by mail `receiveAfterMs` after the goods: RICEVUTO;
//   R3. year end: a return received in an earlier year and not yet settled is closed with
//       XX-999999 in its receiving year and reopened in the current one (help text);
//   R4. a return RICEVUTO for `creditAfterMs` is settled: a credit note (NC) crediting the
//       quantity × the net unit price of the delivery-note line — for reason Cauzione exactly the
//       deposit per piece — with its PDF, and the request becomes COMPLETO.
// Timing follows ERP_SIM_INTERVAL_MS (returnSimulatorOptions); tests pass `now` themselves.
// Everything goes through applyErpUpdates, like a batch from a real ERP.
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { ddtLines, ddts } from "../../db/schema/documents";
import { returnReasons, returnRequests } from "../../db/schema/returns";
import { centsToEuro } from "../../../shared/rules/money";
import { romeParts } from "../../../shared/rules/rome-time";
import { isDepositReason, YEAR_END_DOCUMENT } from "../../../shared/rules/returns";
import { applyErpUpdates } from "./apply-updates";
import { claimRows } from "../../db/claim";
import { emptyUpdates } from "./contract";
import { nextNumber } from "./executor";
import { vatCents } from "./simulator";
import type { ReturnMailTargets } from "../../modules/returns/notify";

/** A received return with the delivery-note line it gives back: what its credit note needs. */
const creditColumns = {
  id: returnRequests.id,
  authCode: returnRequests.authCode,
  qty: returnRequests.qty,
  unit: returnRequests.creditUnitCents,
  reasonId: returnRequests.reasonId,
  customerId: ddts.customerId,
  destinationId: ddts.destinationId,
  docType: ddts.docType,
  numDdt: ddts.numDdt,
  ddtAnno: ddts.anno,
  riga: ddtLines.riga,
  precodice: ddtLines.precodice,
  codice: ddtLines.codice,
  description: ddtLines.description,
};

export interface ReturnSimulatorOptions {
  /** From authorisation to the goods at the warehouse (and from the goods to a missing note). */
  receiveAfterMs: number;
  /** From RICEVUTO to the credit note. */
  creditAfterMs: number;
  batchSize: number;
}

/** Two steps to arrive, two more to be credited. */
export function returnSimulatorOptions(intervalMs = 5000): ReturnSimulatorOptions {
  return { receiveAfterMs: 2 * intervalMs, creditAfterMs: 2 * intervalMs, batchSize: 50 };
}

/** Deterministic: which requests arrive without the customer's delivery note. */
export const arrivesWithoutNote = (rId: number): boolean => rId % 3 === 0;

export interface ReturnStepReport {
  received: number;
  notesArrived: number;
  yearEnd: number;
  credited: number;
}

export async function runReturnsSimulatorStep(db: Db, now: Date, mail: ReturnMailTargets, options: Partial<ReturnSimulatorOptions> = {}): Promise<ReturnStepReport> {
  const opts = { ...returnSimulatorOptions(), ...options };
  const today = romeParts(now).date;
  const anno = Number(today.slice(0, 4));
  const report: ReturnStepReport = { received: 0, notesArrived: 0, yearEnd: 0, credited: 0 };
  const receiveCutoff = new Date(now.getTime() - opts.receiveAfterMs);
  const creditCutoff = new Date(now.getTime() - opts.creditAfterMs);

  await db.transaction(async (tx) => {
    const batch = emptyUpdates();
    // R1. Goods arrive.
    const arriving = await claimRows(
      tx
        .select({ id: returnRequests.id, authCode: returnRequests.authCode })
        .from(returnRequests)
        .where(and(eq(returnRequests.status, "AUTORIZZATO"), isNotNull(returnRequests.authCode), lte(returnRequests.handledAt, receiveCutoff)))
        .orderBy(asc(returnRequests.id))
        .$dynamic(),
      opts.batchSize,
    );
    for (const r of arriving) batch.returns.push({ authCode: r.authCode!, status: arrivesWithoutNote(r.id) ? "BOLLA CLIENTE MANCANTE" : "RICEVUTO", creditNote: null, yearEnd: null });
    report.received = arriving.length;
    // R2. Missing notes arrive.
    const notes = await claimRows(
      tx
        .select({ authCode: returnRequests.authCode })
        .from(returnRequests)
        .where(and(eq(returnRequests.status, "BOLLA CLIENTE MANCANTE"), lte(returnRequests.updatedAt, receiveCutoff)))
        .orderBy(asc(returnRequests.id))
        .$dynamic(),
      opts.batchSize,
    );
    for (const r of notes) batch.returns.push({ authCode: r.authCode!, status: "RICEVUTO", creditNote: null, yearEnd: null });
    report.notesArrived = notes.length;
    // R3. Year end: received in an earlier year, not settled, not yet closed.
    const open = await claimRows(
      tx
        .select({ authCode: returnRequests.authCode })
        .from(returnRequests)
        .where(
          and(
            inArray(returnRequests.status, ["RICEVUTO", "BOLLA CLIENTE MANCANTE"]),
            isNull(returnRequests.yearEndDoc),
            sql`extract(year from ${returnRequests.receivedAt} at time zone 'Europe/Rome')::int < ${anno}`,
          ),
        )
        .orderBy(asc(returnRequests.id))
        .$dynamic(),
      opts.batchSize,
    );
    for (const r of open) batch.returns.push({ authCode: r.authCode!, status: null, creditNote: null, yearEnd: { doc: YEAR_END_DOCUMENT, reopenedYear: anno } });
    report.yearEnd = open.length;
    if (batch.returns.length) await applyErpUpdates(tx, batch, now, { returnMail: mail });
  });

  // R4. Credit notes, one per request, each in its own transaction.
  for (let i = 0; i < opts.batchSize; i++) {
    const done = await db.transaction(async (tx) => {
      const [r] = await tx
        .select(creditColumns)
        .from(returnRequests)
        .innerJoin(ddtLines, eq(ddtLines.id, returnRequests.ddtLineId))
        .innerJoin(ddts, eq(ddts.id, returnRequests.ddtId))
        .where(and(eq(returnRequests.status, "RICEVUTO"), lte(returnRequests.updatedAt, creditCutoff)))
        .orderBy(asc(returnRequests.id))
        .limit(1)
        .for("update", { of: returnRequests, skipLocked: true });
      if (!r) return false;
      const [reason] = await tx.select({ text: returnReasons.text }).from(returnReasons).where(eq(returnReasons.id, r.reasonId));
      const deposit = isDepositReason(reason?.text ?? "");
      const net = r.unit * r.qty;
      const vat = vatCents(net);
      const number = await nextNumber(tx, "NC", anno);
      const batch = emptyUpdates();
      batch.invoices.push({
        docType: "NC",
        invoiceId: number,
        anno,
        invoiceDate: today,
        customerId: r.customerId,
        destinationId: r.destinationId,
        netTotal: centsToEuro(net),
        vatTotal: centsToEuro(vat),
        total: centsToEuro(net + vat),
        paymentTerms: "",
        note: `Reso n. ${r.id}, autorizzazione ${r.authCode}${deposit ? " – rimborso cauzione" : ""}`,
        pdfAvailable: true,
        ddts: [],
        lines: [
          {
            riga: 1,
            ddt: { docType: r.docType, numDdt: r.numDdt, anno: r.ddtAnno, riga: r.riga },
            precodice: r.precodice,
            codice: r.codice,
            description: deposit ? `Cauzione: ${r.description}` : r.description,
            qty: r.qty,
            netto: centsToEuro(r.unit),
            importo: centsToEuro(net),
          },
        ],
      });
      batch.returns.push({ authCode: r.authCode!, status: "COMPLETO", creditNote: { docType: "NC", number, anno }, yearEnd: null });
      await applyErpUpdates(tx, batch, now, { returnMail: mail });
      return true;
    });
    if (!done) break;
    report.credited++;
  }
  return report;
}
