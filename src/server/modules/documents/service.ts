// Delivery notes, invoices and credit notes of the effective customer (and destination for users
// restricted to it), and their PDFs. Another customer's document answers 404; a document whose
// PDF the ERP has not made available yet answers 422 'Documento non ancora disponibile'.
import { shipmentOf } from "../orders/service";
import { articleLineOf, linePriceOf } from "../../../shared/contract/article-line";
import { type Ddt, type DdtFilterParsed, type DdtLine, type Invoice, isCreditType, isDdtType } from "../../../shared/contract/documents";
import { DDT_DETAIL_PAGE_SIZE, DDTS_PAGE_SIZE, INVOICES_PAGE_SIZE, warehouseLabel } from "../../../shared/rules/limits";
import { centsToEuro, formatCents } from "../../../shared/rules/money";
import { chainLabel } from "../../../shared/rules/discount-chain";
import { documentsMessages, documentTypeLabel } from "../../../shared/messages/documents";
import { orderNumberLabel } from "../../../shared/messages/orders";
import { ErrorCode } from "../../../shared/contract/envelope";
import type { Config } from "../../config";
import { AppError } from "../../lib/app-error";
import type { AuthContext } from "../../lib/auth-context";
import { customerScope } from "../../lib/customer-scope";
import { readPage } from "../../db/paging";
import { companyBlock, customerBlock, italianDate, lineColumns, lineRefCells } from "../../lib/pdf-layout";
import { renderPdfOffLoop } from "../../lib/pdf-pool";
import type { PdfFile } from "../../lib/pdf-reply";
import type { DocumentsRepo } from "./repo";

const notAvailable = () => new AppError("businessRule", documentsMessages.pdfNotAvailable, { errorCode: ErrorCode.notYetAvailable });
const notFound = () => new AppError("notFound", documentsMessages.notFound);

type DdtRow = Awaited<ReturnType<DocumentsRepo["listDdts"]>>[number];
type ShippedOrder = Awaited<ReturnType<DocumentsRepo["ordersOfDdts"]>>[number];
type DdtLineRow = Awaited<ReturnType<DocumentsRepo["ddtLines"]>>[number];
type InvoiceRow = Awaited<ReturnType<DocumentsRepo["listInvoices"]>>[number];

/** A delivery note as the list answers it, with the orders it ships (refs: those of the page). */
function ddtOf(d: DdtRow, refs: ShippedOrder[]): Ddt {
  const shipped = refs.filter((r) => r.ddtId === d.id);
  return {
    idDoc: d.id,
    docType: d.docType,
    numDdt: d.numDdt,
    anno: d.anno,
    shipDate: d.shipDate,
    netTotal: centsToEuro(d.netTotalCents),
    totPackages: d.totPackages,
    deposito: d.warehouse,
    ordini: shipped.map(orderNumberLabel),
    fatturata: d.invoiceId !== null,
    pdfDisponibile: d.pdfReadyAt !== null,
    details: null,
    tracking: shipped.filter((r) => r.service && r.tracking).map((r) => shipmentOf(r)!),
  };
}

function ddtLineOf(l: DdtLineRow): DdtLine {
  return {
    idRiga: l.id,
    riga: l.riga,
    ...articleLineOf(l),
    ...linePriceOf(l),
    ordine: l.tipoDoc && l.numeroDoc && l.anno ? orderNumberLabel({ tipoDoc: l.tipoDoc, numeroDoc: l.numeroDoc, anno: l.anno }) : null,
    noteCliente: l.noteCliente ?? "",
  };
}

function invoiceOf(i: InvoiceRow): Invoice {
  return {
    idDoc: i.id,
    docType: i.docType,
    invoiceId: i.invoiceNumber,
    anno: i.anno,
    invoiceDate: i.invoiceDate,
    netTotal: centsToEuro(i.netTotalCents),
    vatTotal: centsToEuro(i.vatCents),
    total: centsToEuro(i.totalCents),
    isCredit: isCreditType(i.docType),
    pdfDisponibile: i.pdfReadyAt !== null,
  };
}

export function documentsService(repo: DocumentsRepo, config: Config) {
  async function ddtPdf(auth: AuthContext, idDoc: number, typeDoc: string): Promise<PdfFile> {
    const ddt = await repo.findDdt(customerScope(auth), idDoc);
    if (!ddt || ddt.docType !== typeDoc) throw notFound();
    if (!ddt.pdfReadyAt) throw notAvailable();
    const [lines, customer, orderRefs] = await Promise.all([repo.ddtLines(ddt.id), repo.customer(ddt.customerId), repo.ordersOfDdts([ddt.id])]);
    const number = `${ddt.docType} ${ddt.numDdt}/${ddt.anno}`;
    const bytes = await renderPdfOffLoop({
      title: "Documento di trasporto",
      number,
      date: ddt.shipDate,
      subject: `ddt-${ddt.docType}-${ddt.numDdt}-${ddt.anno}`,
      company: companyBlock(config),
      customer: customerBlock("Destinatario", customer, ddt.customerId, ddt.destinationId),
      facts: [
        ["Tipo documento", documentTypeLabel(ddt.docType)],
        ["Deposito", warehouseLabel(ddt.warehouse)],
        ["Data spedizione", italianDate(ddt.shipDate)],
        ["Colli", String(ddt.totPackages)],
        ["Causale", "Vendita"],
        ["Ordini", orderRefs.map(orderNumberLabel).join(", ") || "—"],
      ],
      columns: lineColumns({ Riga: 6, Codice: 17, Descrizione: 31, Ordine: 12, "Q.tà": 6, Sconto: 8, Netto: 10, Importo: 11 }),
      rows: lines.map((l) => [
        ...lineRefCells(l),
        l.noteCliente ? `${l.description}\nNota: ${l.noteCliente}` : l.description,
        l.tipoDoc && l.numeroDoc && l.anno ? orderNumberLabel({ tipoDoc: l.tipoDoc, numeroDoc: l.numeroDoc, anno: l.anno }) : "",
        String(l.qty),
        chainLabel(l.discountChain),
        formatCents(l.netUnitCents),
        formatCents(l.lineTotalCents),
      ]),
      totals: [
        ["Pezzi", String(lines.reduce((a, l) => a + l.qty, 0))],
        ["Colli", String(ddt.totPackages)],
        ["Totale netto", formatCents(ddt.netTotalCents)],
      ],
      notes: ["Trasporto a cura del mittente. Importi in euro, IVA esclusa.", "Eventuali resi vanno richiesti dal portale (Resi) indicando questo documento."],
    });
    return { filename: `ddt-${ddt.docType}-${ddt.numDdt}-${ddt.anno}.pdf`, bytes };
  }

  async function invoicePdf(auth: AuthContext, idDoc: number, typeDoc: string): Promise<PdfFile> {
    if (auth.user.showOnlyDestData) throw new AppError("forbidden", documentsMessages.invoicesForbidden);
    const inv = await repo.findInvoice(customerScope(auth), idDoc);
    if (!inv || inv.docType !== typeDoc) throw notFound();
    if (!inv.pdfReadyAt) throw notAvailable();
    const [lines, customer, billed] = await Promise.all([repo.invoiceLines(inv.id), repo.customer(inv.customerId), repo.ddtsOfInvoice(inv.id)]);
    const label = documentTypeLabel(inv.docType);
    const number = `${inv.docType} ${inv.invoiceNumber}/${inv.anno}`;
    const facts: [string, string][] = [["Tipo documento", label]];
    if (billed.length) facts.push(["DDT fatturati", billed.map((d) => `${d.docType} ${d.numDdt} del ${italianDate(d.shipDate)}`).join(", ")]);
    if (inv.paymentTerms) facts.push(["Pagamento", inv.paymentTerms]);
    if (inv.note) facts.push(["Causale", inv.note]);
    const bytes = await renderPdfOffLoop({
      title: label,
      number,
      date: inv.invoiceDate,
      subject: `${inv.docType}-${inv.invoiceNumber}-${inv.anno}`,
      company: companyBlock(config),
      customer: customerBlock("Intestatario", customer, inv.customerId, inv.destinationId),
      facts,
      columns: lineColumns({ Riga: 6, Codice: 17, Descrizione: 35, DDT: 13, "Q.tà": 6, Netto: 11, Importo: 13 }),
      rows: lines.map((l) => [
        ...lineRefCells(l),
        l.description,
        l.ddtType && l.ddtNumber ? `${l.ddtType} ${l.ddtNumber}` : "",
        String(l.qty),
        formatCents(l.netUnitCents),
        formatCents(l.lineTotalCents),
      ]),
      totals: [
        ["Imponibile", formatCents(inv.netTotalCents)],
        ["IVA 22%", formatCents(inv.vatCents)],
        [isCreditType(inv.docType) ? "Totale a credito" : "Totale documento", formatCents(inv.totalCents)],
      ],
      notes: ["Copia di cortesia: il documento fiscale valido è quello trasmesso tramite il Sistema di Interscambio (SdI)."],
    });
    return { filename: `${inv.docType.toLowerCase()}-${inv.invoiceNumber}-${inv.anno}.pdf`, bytes };
  }

  return {
    async ddts(auth: AuthContext, startFrom: number, filter: DdtFilterParsed): Promise<{ ddts: Ddt[]; last: boolean }> {
      const { rows, last } = await readPage(startFrom, DDTS_PAGE_SIZE, (w) => repo.listDdts(customerScope(auth), filter, w));
      const refs = await repo.ordersOfDdts(rows.map((d) => d.id));
      return { last, ddts: rows.map((d) => ddtOf(d, refs)) };
    },

    async ddtDetails(auth: AuthContext, idDoc: number, startFrom: number): Promise<{ lines: DdtLine[]; last: boolean }> {
      const ddt = await repo.findDdt(customerScope(auth), idDoc);
      if (!ddt) throw notFound();
      const { rows, last } = await readPage(startFrom, DDT_DETAIL_PAGE_SIZE, (w) => repo.ddtLines(ddt.id, w));
      return { last, lines: rows.map(ddtLineOf) };
    },

    async invoices(auth: AuthContext, startFrom: number): Promise<{ invoices: Invoice[]; last: boolean }> {
      const { rows, last } = await readPage(startFrom, INVOICES_PAGE_SIZE, (w) => repo.listInvoices(customerScope(auth), w));
      return { last, invoices: rows.map(invoiceOf) };
    },

    /** typeDoc is the document's own type: B1xx for delivery notes, otherwise an invoice type. */
    async pdf(auth: AuthContext, idDoc: number, typeDoc: string): Promise<PdfFile> {
      return isDdtType(typeDoc) ? ddtPdf(auth, idDoc, typeDoc) : invoicePdf(auth, idDoc, typeDoc);
    },
  };
}

export type DocumentsService = ReturnType<typeof documentsService>;
