// Fatture/Note Cred.: number, date, net total and document id, with the PDF and load more.
import { useEffect, useMemo } from "react";
import { ChevronsDown } from "lucide-react";
import type { Invoice } from "../../../../shared/contract/documents";
import { documentsMessages as m, documentTypeLabel } from "../../../../shared/messages/documents";
import { formatEuro } from "../../../../shared/rules/money";
import { formatItalianDate } from "../../../../shared/rules/italian-date";
import { notify } from "../../../lib/notify";
import { QueryError } from "../../../components/query-error";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { useInvoices } from "../api/get-invoices";
import { documentPdfUrl } from "../api/document-pdf";
import { PdfLink } from "./pdf-link";
import { TableHeader, type HeaderCell } from "../../../ui/table";

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
  useEffect(() => {
    if (q.isError) notify.error(m.invoicesError);
  }, [q.isError]);

  if (q.isPending) return <Spinner />;
  if (q.isError && invoices.length === 0)
    return (
      <QueryError message={m.invoicesError} query={q} />
    );
  if (invoices.length === 0) return <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">{m.emptyInvoices}</p>;
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full min-w-[560px] text-sm" data-testid="invoice-table">
          <TableHeader className="whitespace-nowrap bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600" cellClassName="px-3 py-2.5" cells={headerCells} />
          <tbody>
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
          </tbody>
        </table>
      </div>
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
      <div className="mt-4 flex justify-center">
        {q.hasNextPage ? (
          <Button variant="outline" size="lg" onClick={() => void q.fetchNextPage()} pending={q.isFetchingNextPage}>
            <ChevronsDown aria-hidden /> {m.loadMoreInvoices}
          </Button>
        ) : (
          <p className="text-sm text-slate-500">{m.allLoaded}</p>
        )}
      </div>
    </>
  );
}
