// Obsolete stock (returns-documents-admin §2 Obsolete-stock suppliers, /scontiObsolete; §7): a
// supplier's uploads under its own precode, the customers' discounts per letter and period, and what
// sold. How the rows reach search, cart, orders and the ERP: docs/decisions/0029.
import type { DiscountUploadResult, ObsoleteDiscount, ObsoleteProduct, ObsoleteSale, ObsoleteUploadResult, UnparsedDiscount, UnparsedObsolete } from "../../../shared/contract/obsolete";
import { obsoleteMessages as m } from "../../../shared/messages/obsolete";
import { orderNumberLabel } from "../../../shared/messages/orders";
import { centsToEuro } from "../../../shared/rules/money";
import { netUnitCents } from "../../../shared/rules/discount-chain";
import {
  DISCOUNT_LETTER,
  OBSOLETE_CSV_MAX_ROWS,
  parseDay,
  parseListPrice,
  parsePercent,
  parseQuantity,
  periodsOverlap,
} from "../../../shared/rules/obsolete";
import { AppError } from "../../lib/app-error";
import type { AuthContext } from "../../lib/auth-context";
import { CsvMalformed, CsvTooManyRows, readCsv, type CsvRecord } from "../../lib/csv";
import type { AuditService } from "../audit/service";
import type { DiscountValues, ObsoleteRepo, ObsoleteRowValues, Supplier } from "./repo";

async function records(source: Buffer): Promise<CsvRecord[]> {
  const out: CsvRecord[] = [];
  try {
    for await (const rec of readCsv(source, { delimiter: ";", maxRows: OBSOLETE_CSV_MAX_ROWS })) out.push(rec);
  } catch (err) {
    if (err instanceof CsvTooManyRows) throw new AppError("validation", m.tooManyRows(err.maxRows));
    if (err instanceof CsvMalformed) throw new AppError("validation", m.malformed(err.line));
    throw err;
  }
  return out;
}

export function obsoleteService(repo: ObsoleteRepo, audit: AuditService) {
  /** The supplier an upload is for: the caller's own precode; ADMIN names one (osPrecodice). */
  async function supplierFor(auth: AuthContext, precode: string | undefined): Promise<Supplier> {
    if (auth.user.role === "ADMIN" && !auth.user.isObsoleteSupplier) {
      if (!precode) throw new AppError("validation", m.precodeRequired);
      const s = await repo.supplierByPrecode(precode);
      if (!s) throw new AppError("notFound", m.unknownPrecode);
      return s;
    }
    const own = await repo.supplierByUser(auth.user.id);
    if (!own) throw new AppError("forbidden", m.notSupplier);
    if (precode && precode !== own.precodice.toUpperCase()) throw new AppError("forbidden", m.otherPrecode);
    return own;
  }

  return {
    async uploadProducts(auth: AuthContext, bytes: Buffer, fileName: string, precode: string | undefined): Promise<ObsoleteUploadResult> {
      const supplier = await supplierFor(auth, precode);
      const recs = await records(bytes);
      const unparsed: UnparsedObsolete[] = [];
      const good: (ObsoleteRowValues & { line: number })[] = [];
      const seen = new Map<string, number>();
      for (const { line, cells } of recs) {
        const [codice = "", description = "", price = "", qty = "", letter = ""] = cells;
        const refuse = (error: string) =>
          unparsed.push({ numRiga: line, stringDisp: qty, stringListino: price, osPrecodice: supplier.precodice, opCodice: codice, opDescription: description, odCatSc: letter, error });
        const listCents = parseListPrice(price);
        const disp = parseQuantity(qty);
        const codsco = letter.toUpperCase();
        if (cells.length !== 5) refuse(m.badColumns(5));
        else if (!codice) refuse(m.codeRequired);
        else if (codice.length > 40) refuse(m.codeTooLong);
        else if (!description) refuse(m.descriptionRequired);
        else if (description.length > 200) refuse(m.descriptionTooLong);
        else if (listCents === null) refuse(m.badPrice);
        else if (disp === null) refuse(m.badQuantity);
        else if (!DISCOUNT_LETTER.test(codsco)) refuse(m.badLetter);
        else if (seen.has(codice.toUpperCase())) refuse(m.duplicateCode(seen.get(codice.toUpperCase())!));
        else {
          seen.set(codice.toUpperCase(), line);
          good.push({ line, codice, description, listCents, disp, codsco });
        }
      }
      const clashes = await repo.catalogueClashes(supplier.precodice, good.map((g) => g.codice));
      const accepted = good.filter((g) => {
        if (!clashes.has(g.codice)) return true;
        unparsed.push({ numRiga: g.line, stringDisp: String(g.disp), stringListino: centsToEuro(g.listCents).toFixed(2).replace(".", ","), osPrecodice: supplier.precodice, opCodice: g.codice, opDescription: g.description, odCatSc: g.codsco, error: m.codeInCatalogue });
        return false;
      });
      unparsed.sort((a, b) => a.numRiga - b.numRiga);
      if (accepted.length === 0) {
        throw new AppError("businessRule", m.notMeetingRequirements(fileName), { data: { fileName, obsoletes: [], unparsedObsoletes: unparsed } });
      }
      await repo.saveProducts(supplier, accepted, audit.entry(auth, "obsolete.upload", { precodice: supplier.precodice, fileName, rows: accepted.length, errors: unparsed.length }));
      const obsoletes: ObsoleteProduct[] = accepted.map((g) => ({ precodice: supplier.precodice, codice: g.codice, codsco: g.codsco, description: g.description, listino: centsToEuro(g.listCents), info: "", disp: g.disp }));
      return { fileName, obsoletes, unparsedObsoletes: unparsed };
    },

    /** A supplier sees only its own rows; ADMIN (not a supplier) every supplier's. */
    async list(auth: AuthContext): Promise<ObsoleteProduct[]> {
      let supplierUserId: number | null = null;
      if (!(auth.user.role === "ADMIN" && !auth.user.isObsoleteSupplier)) {
        const own = await repo.supplierByUser(auth.user.id);
        if (!own) throw new AppError("forbidden", m.notSupplier);
        supplierUserId = own.userId;
      }
      const rows = await repo.list(supplierUserId);
      return rows.map((r) => ({ precodice: r.precodice, codice: r.codice, codsco: r.codsco, description: r.description, listino: centsToEuro(r.listCents), info: r.info, disp: r.disp }));
    },

    async uploadDiscounts(auth: AuthContext, bytes: Buffer, fileName: string): Promise<DiscountUploadResult> {
      const recs = await records(bytes);
      const unparsed: UnparsedDiscount[] = [];
      const good: (DiscountValues & { line: number })[] = [];
      for (const { line, cells } of recs) {
        const [cust = "", acq = "", vend = "", start = "", end = "", letter = ""] = cells;
        const refuse = (error: string) => unparsed.push({ numRiga: line, uIdCliente: cust, odScontoAcq: acq, odScontoVend: vend, odStartTime: start, odEndTime: end, odCatSc: letter, error });
        const customerId = /^\d{1,8}$/.test(cust) ? Number(cust) : null;
        const scontoAcq = parsePercent(acq);
        const scontoVend = parsePercent(vend);
        const startDate = parseDay(start);
        const endDate = parseDay(end);
        const catSc = letter.toUpperCase();
        if (cells.length !== 6) refuse(m.badColumns(6));
        else if (customerId === null) refuse(m.badCustomer);
        else if (scontoAcq === null || scontoVend === null) refuse(m.badDiscount);
        else if (!startDate || !endDate) refuse(m.badDate);
        else if (endDate < startDate) refuse(m.datesOrder);
        else if (!DISCOUNT_LETTER.test(catSc)) refuse(m.badLetter);
        else {
          const clash = good.find((g) => g.customerId === customerId && g.catSc === catSc && periodsOverlap({ start: g.startDate, end: g.endDate }, { start: startDate, end: endDate }));
          if (clash) refuse(m.overlapInFile(clash.line));
          else good.push({ line, customerId, scontoAcq, scontoVend, startDate, endDate, catSc });
        }
      }
      const known = await repo.existingCustomers([...new Set(good.map((g) => g.customerId))]);
      const candidates = good.filter((g) => {
        if (known.has(g.customerId)) return true;
        unparsed.push({ numRiga: g.line, uIdCliente: String(g.customerId), odScontoAcq: String(g.scontoAcq), odScontoVend: String(g.scontoVend), odStartTime: g.startDate, odEndTime: g.endDate, odCatSc: g.catSc, error: m.unknownCustomer });
        return false;
      });
      const refused = await repo.saveDiscounts(
        candidates,
        (r, existing) => existing.some((e) => e.customerId === r.customerId && e.catSc === r.catSc && periodsOverlap({ start: e.startDate, end: e.endDate }, { start: r.startDate, end: r.endDate })),
        (accepted) => audit.entry(auth, "obsolete.discounts", { fileName, rows: accepted }),
      );
      candidates.forEach((g, i) => {
        if (refused.has(i)) unparsed.push({ numRiga: g.line, uIdCliente: String(g.customerId), odScontoAcq: String(g.scontoAcq), odScontoVend: String(g.scontoVend), odStartTime: g.startDate, odEndTime: g.endDate, odCatSc: g.catSc, error: m.overlap });
      });
      unparsed.sort((a, b) => a.numRiga - b.numRiga);
      const saved = candidates.filter((_, i) => !refused.has(i));
      if (saved.length === 0) throw new AppError("businessRule", m.notMeetingRequirements(fileName), { data: { fileName, discounts: [], unparsedObsoletes: unparsed } });
      const all = await this.discounts();
      const savedKeys = new Set(saved.map((s) => `${s.customerId}|${s.catSc}|${s.startDate}`));
      return { fileName, discounts: all.filter((d) => savedKeys.has(`${d.uIdCliente}|${d.odCatSc}|${d.odStartTime}`)), unparsedObsoletes: unparsed };
    },

    async discounts(): Promise<ObsoleteDiscount[]> {
      const rows = await repo.discounts();
      return rows.map((r) => ({
        odId: r.id,
        uIdCliente: r.customerId,
        ragSoc: r.businessName,
        odScontoAcq: Number(r.scontoAcq),
        odScontoVend: Number(r.scontoVend),
        odStartTime: r.startDate,
        odEndTime: r.endDate,
        odCatSc: r.catSc,
      }));
    },

    /** What sold in the last `days` days: a supplier's own sales, ADMIN every supplier's. */
    async sales(auth: AuthContext, days: number): Promise<ObsoleteSale[]> {
      let supplierUserId: number | null = null;
      if (!(auth.user.role === "ADMIN" && !auth.user.isObsoleteSupplier)) {
        const own = await repo.supplierByUser(auth.user.id);
        if (!own) throw new AppError("forbidden", m.notSupplier);
        supplierUserId = own.userId;
      }
      return (await repo.sales(supplierUserId, { sinceDays: days })).map(saleOf);
    },
  };
}

export function saleOf(r: Awaited<ReturnType<ObsoleteRepo["sales"]>>[number]): ObsoleteSale {
  const acq = r.sconto_acq === null ? null : Number(r.sconto_acq);
  return {
    orderLabel: orderNumberLabel({ tipoDoc: r.tipo_doc, numeroDoc: r.numero_doc, anno: r.anno }),
    dataDocumento: new Date(r.data_documento).toISOString(),
    precodice: r.precodice,
    codice: r.codice,
    description: r.description,
    qty: r.qty,
    listino: centsToEuro(r.list_cents),
    scontoAcq: acq,
    nettoFornitore: acq === null ? null : centsToEuro(netUnitCents(r.list_cents, [acq])),
    deliveryDays: r.delivery_days,
  };
}

export type ObsoleteService = ReturnType<typeof obsoleteService>;
