// Fatture/Note Cred.: number, date, net total and document id, with the PDF and load more.
import { useMemo } from "react";
import type { Invoice } from "../../../../shared/contract/documents";
import { documentsMessages as m, documentTypeLabel } from "../../../../shared/messages/documents";
import { formatEuro } from "../../../../shared/rules/money";
import { formatItalianDate } from "../../../../shared/rules/italian-date";
import { PagedList, useQueryErrorNotice } from "../../../components/filtered-list";
import { Badge } from "../../../ui/badge";
import { useInvoices } from "../api/get-invoices";
import { documentPdfUrl } from "../api/document-pdf";
import { PdfLink } from "./pdf-link";
import type { HeaderCell } from "../../../ui/table";
import { DocumentTable } from "./document-table";

const headerCells: HeaderCell[] = [
  { label: m.colNumber, className: "sticky left-0 bg-slate-50" }, { label: m.colType }, { label: m.colDate }, { label: m.colNetTotal, className: "text-right" },
  { label: m.colTotal, className: "text-right" }, { label: m.colDocId, className: "text-right" }, { label: m.colPrint, className: "text-center" },
];

const day = (iso: string) => formatItalianDate(`${iso}T12:00:00Z`);
const numberOf = (i: Invoice) => `${i.docType} ${i.invoiceId}/${i.anno}`;
const signed = (i: Invoice, euro: number) => formatEuro(i.isCredit ? -euro : euro);

export function InvoiceList() {
  const q = useInvoices(true);
  const invoices = useMemo(() => q.data?.pages.flatMap((p) => p.invoices) ?? [], [q.data]);
  useQueryErrorNotice(q, m.invoicesError);

  return (
    <PagedList query={q} items={invoices} errorMessage={m.invoicesError} emptyText={m.emptyInvoices} loadMoreLabel={m.loadMoreInvoices} allLoadedLabel={m.allLoaded}>
      {() => (
        <>
          <DocumentTable cells={headerCells} className="min-w-[560px]" testId="invoice-table">
            {invoices.map((i) => (
              <tr key={i.idDoc} className="border-t border-slate-100 hover:bg-brand-50/40" data-testid="invoice-row">
                <td className="sticky left-0 whitespace-nowrap bg-white px-3 py-2 font-semibold">{numberOf(i)}</td>
                <td className="whitespace-nowrap px-3 py-2">
                  {i.isCredit ? <Badge tone="warning">{documentTypeLabel(i.docType)}</Badge> : documentTypeLabel(i.docType)}
                </td>
                <td className="whitespace-nowrap px-3 py-2">{day(i.invoiceDate)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right font-medium tabular-nums">{signed(i, i.netTotal)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums text-slate-600">{signed(i, i.total)}</td>
                <td className="px-3 py-2 text-right tabular-nums text-slate-500">{i.idDoc}</td>
                <td className="px-3 py-1.5 text-center">
                  <PdfLink url={documentPdfUrl(i.idDoc, i.docType)} available={i.pdfDisponibile} label={numberOf(i)} onUnavailable={() => void q.refetch()} />
                </td>
              </tr>
            ))}
          </DocumentTable>
          <ul className="space-y-2 md:hidden">
            {invoices.map((i) => (
              <li key={i.idDoc} className="flex items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
                <div className="min-w-0">
                  <p className="font-semibold">{numberOf(i)}</p>
                  <p className="text-xs text-slate-500">
                    {documentTypeLabel(i.docType)} · {day(i.invoiceDate)} · {m.colDocId} {i.idDoc}
                  </p>
                  <p className="mt-1 text-sm">
                    <span className="font-medium tabular-nums">{signed(i, i.netTotal)}</span> <span className="text-xs text-slate-500">{m.colNetTotal.toLowerCase()}</span>
                    <span className="text-slate-500"> · </span>
                    <span className="tabular-nums text-slate-600">{signed(i, i.total)}</span> <span className="text-xs text-slate-500">{m.colTotal.toLowerCase()}</span>
                  </p>
                </div>
                <PdfLink url={documentPdfUrl(i.idDoc, i.docType)} available={i.pdfDisponibile} label={numberOf(i)} onUnavailable={() => void q.refetch()} />
              </li>
            ))}
          </ul>
        </>
      )}
    </PagedList>
  );
}
