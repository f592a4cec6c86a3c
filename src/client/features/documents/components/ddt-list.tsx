// Bolle: document type and number, shipping date, net total, packages, print icon; lines on demand.
import { ShipmentTrackingLine } from "../../../ui/shipment-tracking";
import { Fragment, useMemo, useState } from "react";
import { ChevronDown } from "lucide-react";
import type { Ddt, DdtFilter } from "../../../../shared/contract/documents";
import { documentsMessages as m, documentTypeLabel } from "../../../../shared/messages/documents";
import { formatEuro } from "../../../../shared/rules/money";
import { formatItalianDate } from "../../../../shared/rules/italian-date";
import { cn } from "../../../lib/cn";
import { PagedList, useQueryErrorNotice } from "../../../components/filtered-list";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { useDdts } from "../api/get-ddts";
import { documentPdfUrl } from "../api/document-pdf";
import { DdtFilters } from "./ddt-filters";
import { DdtLines } from "./ddt-lines";
import { PdfLink } from "./pdf-link";
import type { HeaderCell } from "../../../ui/table";
import { DocumentTable } from "./document-table";

const headerCells: HeaderCell[] = [
  { label: <>{m.colType} / {m.colNumber}</> }, { label: m.colShipDate }, { label: m.colOrders }, { label: m.colPackages, className: "text-right" },
  { label: m.colNetTotal, className: "text-right" }, { label: m.colInvoiced, srOnly: true }, { label: m.details, className: "text-right", srOnly: true },
  { label: m.colPrint, className: "text-center" },
];

const day = (iso: string) => formatItalianDate(`${iso}T12:00:00Z`);
const numberOf = (d: Ddt) => `${d.docType} ${d.numDdt}/${d.anno}`;

function InvoicedBadge({ d }: { d: Ddt }) {
  return <Badge tone={d.fatturata ? "success" : "neutral"}>{d.fatturata ? m.invoiced : m.notInvoiced}</Badge>;
}

export function DdtList() {
  const [filter, setFilter] = useState<DdtFilter>({});
  const [open, setOpen] = useState<Set<number>>(new Set());
  const q = useDdts(filter);
  const ddts = useMemo(() => q.data?.pages.flatMap((p) => p.ddts) ?? [], [q.data]);
  useQueryErrorNotice(q, m.ddtsError);
  const toggle = (id: number) =>
    setOpen((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  return (
    <>
      <DdtFilters applied={filter} onApply={setFilter} />
      <PagedList query={q} items={ddts} errorMessage={m.ddtsError} emptyText={m.emptyDdts} loadMoreLabel={m.loadMoreDdts} allLoadedLabel={m.allLoaded}>
        {() => (
          <>
            <DocumentTable cells={headerCells} testId="ddt-table">
              {ddts.map((d) => (
                <Fragment key={d.idDoc}>
                  <tr className="border-t border-slate-100 hover:bg-brand-50/40" data-testid="ddt-row">
                    <td className="whitespace-nowrap px-3 py-2">
                      <span className="block font-semibold">{numberOf(d)}</span>
                      <span className="block text-xs text-slate-500">{documentTypeLabel(d.docType)}</span>
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">{day(d.shipDate)}</td>
                    <td className="px-3 py-2 text-slate-600">
                      {d.ordini.map((o) => (
                        <span key={o} className="mr-2 inline-block whitespace-nowrap">
                          {o}
                        </span>
                      ))}
                      {d.tracking?.map((s) => <ShipmentTrackingLine key={`${s.service}${s.tracking}`} shipment={s} />)}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{d.totPackages}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-right font-medium tabular-nums">{formatEuro(d.netTotal)}</td>
                    <td className="px-3 py-2">
                      <InvoicedBadge d={d} />
                    </td>
                    <td className="px-3 py-2 text-right">
                      <DetailsToggle open={open.has(d.idDoc)} onToggle={() => toggle(d.idDoc)} />
                    </td>
                    <td className="px-3 py-1.5 text-center">
                      <PdfLink url={documentPdfUrl(d.idDoc, d.docType)} available={d.pdfDisponibile} label={numberOf(d)} onUnavailable={() => void q.refetch()} />
                    </td>
                  </tr>
                  {open.has(d.idDoc) ? (
                    <tr className="bg-slate-50/60">
                      <td colSpan={8} className="px-4 py-2">
                        <DdtLines idDoc={d.idDoc} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </DocumentTable>
            <DdtCards ddts={ddts} open={open} toggle={toggle} onUnavailable={() => void q.refetch()} />
          </>
        )}
      </PagedList>
    </>
  );
}

interface CardsProps {
  ddts: Ddt[];
  open: Set<number>;
  toggle: (id: number) => void;
  onUnavailable: () => void;
}

/** Phones: one card per delivery note. */
function DdtCards({ ddts, open, toggle, onUnavailable }: CardsProps) {
  return (
    <ul className="space-y-2 md:hidden">
      {ddts.map((d) => (
        <li key={d.idDoc} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
          <div className="flex items-start justify-between gap-2">
            <div>
              <p className="font-semibold">{numberOf(d)}</p>
              <p className="text-xs text-slate-500">{documentTypeLabel(d.docType)}</p>
            </div>
            <PdfLink url={documentPdfUrl(d.idDoc, d.docType)} available={d.pdfDisponibile} label={numberOf(d)} onUnavailable={onUnavailable} />
          </div>
          <p className="mt-1 text-sm text-slate-700">
            {day(d.shipDate)} · {m.colPackages} {d.totPackages} · <span className="font-medium">{formatEuro(d.netTotal)}</span>
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
            <InvoicedBadge d={d} />
            {d.ordini.join(", ")}
          </div>
          {d.tracking?.map((s) => <ShipmentTrackingLine key={`${s.service}${s.tracking}`} shipment={s} />)}
          <DetailsToggle open={open.has(d.idDoc)} onToggle={() => toggle(d.idDoc)} className="mt-1 -ml-2" />
          {open.has(d.idDoc) ? <DdtLines idDoc={d.idDoc} /> : null}
        </li>
      ))}
    </ul>
  );
}

function DetailsToggle({ open, onToggle, className }: { open: boolean; onToggle: () => void; className?: string }) {
  return (
    <Button variant="ghost" size="sm" className={className} onClick={onToggle} aria-expanded={open}>
      {open ? m.hideDetails : m.details}
      <ChevronDown className={cn("transition-transform", open && "rotate-180")} aria-hidden />
    </Button>
  );
}
