// /richiesteReso (spec document 2, §2 Returns): the year's requests with a fixed colour per status,
// the red overdue mark, the resend-mail icon, the first-50-pages / all toggle; ADMIN's approval
// modal and the customer code and company name columns; the customer's withdrawal while RICHIESTO.
import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { Gavel, Mail, XCircle } from "lucide-react";
import type { ReturnRequest } from "../../../../shared/contract/returns";
import { returnMessages as m } from "../../../../shared/messages/returns";
import { formatItalianDate } from "../../../../shared/rules/italian-date";
import { useColumnFilters, type FilterColumn } from "../../../components/column-filter-table";
import { useQueryErrorNotice } from "../../../components/filtered-list";
import { notify } from "../../../lib/notify";
import { errorMessage } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { Button, buttonVariants } from "../../../ui/button";
import { useReturnActions, useReturnRequests } from "../api/returns-api";
import { ApprovalDialog } from "../components/approval-dialog";
import { day } from "../components/line-columns";
import { RequestPhotos } from "../components/photo-picker";
import { currentYear, OverdueMark, StatusBadge } from "../components/return-parts";
import { ReturnsListFrame, useReturnsAccess } from "../components/returns-list-frame";
import { ReturnsTable } from "../components/returns-table";

/** The first 50 pages of requests or all of them (§9). */
function PagesToggle({ all, onChange }: { all: boolean; onChange: (all: boolean) => void }) {
  return (
    <div role="group" aria-label="Pagine" className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
      {[
        [false, m.firstPages],
        [true, m.allPages],
      ].map(([v, label]) => (
        <button
          key={String(v)}
          type="button"
          aria-pressed={all === v}
          onClick={() => onChange(v as boolean)}
          className={cn("h-9 rounded px-3 text-sm", all === v ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100")}
        >
          {label as string}
        </button>
      ))}
    </div>
  );
}

export function ReturnRequestsScreen() {
  const { isAdmin, allowed } = useReturnsAccess();
  const [year, setYear] = useState(currentYear);
  const [all, setAll] = useState(false);
  const filters = useColumnFilters();
  const [handling, setHandling] = useState<ReturnRequest | null>(null);
  const query = useReturnRequests(year, all, allowed);
  const { resend, withdraw } = useReturnActions();
  useQueryErrorNotice(query, m.loadError);

  const columns = useMemo<FilterColumn<ReturnRequest>[]>(() => {
    const cols: FilterColumn<ReturnRequest>[] = [
      { key: "rId", header: "N.", value: (r) => r.rId, kind: "exact", className: "max-lg:min-w-14" },
      { key: "date", header: m.colRequestDate, value: (r) => formatItalianDate(r.rCreationTime), className: "max-lg:min-w-28 max-lg:whitespace-nowrap" },
      { key: "articolo", header: m.colCode, value: (r) => `${r.rPrecode} ${r.rCode}`, className: "max-lg:min-w-36 max-lg:whitespace-nowrap" },
      {
        key: "descr",
        header: m.colDescr,
        value: (r) => r.rDescr,
        render: (r) => (
          <>
            {r.rDescr}
            {r.rPhotos ? <span className="mt-1 block"><RequestPhotos rId={r.rId} count={r.rPhotos} /></span> : null}
          </>
        ),
        className: "max-lg:min-w-48",
      },
      { key: "qty", header: m.colQty, value: (r) => r.rQnt, kind: "exact", align: "right", className: "max-lg:min-w-14" },
      { key: "ddt", header: m.colDdt, value: (r) => `${r.rOutboundDdtType} ${r.rOutboundDdt} ${day(r.rOutboundDdtDate)}`, className: "max-lg:min-w-36 max-lg:whitespace-nowrap" },
      { key: "reason", header: m.colReason, value: (r) => r.rrExtendedText, className: "max-lg:min-w-40" },
      {
        key: "status",
        header: m.colStatus,
        value: (r) => `${r.status} ${r.sirNote}`,
        render: (r) => (
          <>
            <span className="inline-flex items-center gap-1.5">
              <StatusBadge status={r.status} />
              {r.overdue ? <OverdueMark /> : null}
            </span>
            {r.sirNote ? <span className="mt-1 block text-xs text-slate-600">{r.sirNote}</span> : null}
          </>
        ),
        className: "max-lg:min-w-44",
      },
      { key: "auth", header: m.colAuthCode, value: (r) => r.rAuthCode ?? "", className: "max-lg:min-w-32 max-lg:whitespace-nowrap" },
      {
        key: "credit",
        header: m.colCreditNote,
        value: (r) => r.yearEndDoc ?? (r.creditNote ? `${r.creditNote.docType} ${r.creditNote.number}/${r.creditNote.anno}` : ""),
        className: "max-lg:min-w-32 max-lg:whitespace-nowrap",
      },
      {
        key: "actions",
        header: m.colActions,
        filterable: false,
        value: () => "",
        render: (r) => (
          <span className="flex items-center gap-1">
            <Button size="icon" variant="ghost" aria-label={`${m.resendMail} (reso n. ${r.rId})`} title={m.resendMail} onClick={() => resend.mutate(r, { onSuccess: () => notify.success(m.resent), onError: () => notify.error(m.resendFailed) })} data-testid="resend-mail">
              <Mail aria-hidden />
            </Button>
            {isAdmin && r.status === "RICHIESTO" ? (
              <Button size="sm" variant="outline" onClick={() => setHandling(r)} data-testid="handle-return">
                <Gavel aria-hidden /> <span className="max-2xl:sr-only">{m.handle}</span>
              </Button>
            ) : null}
            {!isAdmin && r.status === "RICHIESTO" ? (
              <Button size="sm" variant="ghost" onClick={() => withdraw.mutate(r.rId, { onSuccess: () => notify.success(m.withdrawn), onError: (e) => notify.error(errorMessage(e, m.loadError)) })} data-testid="withdraw-return">
                <XCircle aria-hidden /> {m.withdraw}
              </Button>
            ) : null}
          </span>
        ),
      },
    ];
    if (!isAdmin) return cols;
    return [
      cols[0]!,
      { key: "cliente", header: m.colCustomer, value: (r) => String(r.uIdCliente), kind: "exact", className: "max-lg:min-w-24" },
      { key: "ragSoc", header: m.colCompany, value: (r) => r.rRagSoc, className: "max-lg:min-w-48" },
      ...cols.slice(1),
    ];
  }, [isAdmin, resend, withdraw]);

  return (
    <>
      <ReturnsListFrame
        title={m.requestsTitle}
        otherList={
          <Link to="/listaResi" className={buttonVariants({ variant: "outline" })}>
            {m.listTitle}
          </Link>
        }
        year={year}
        onYearChange={setYear}
        controls={<PagesToggle all={all} onChange={setAll} />}
        filters={filters}
        allowed={allowed}
      >
        <ReturnsTable query={query} columns={columns} rowKey={(r) => r.rId} filters={filters} caption={m.requestsTitle} emptyText={m.emptyRequests} testId="return-requests-table" />
      </ReturnsListFrame>
      <ApprovalDialog request={handling} onClose={() => setHandling(null)} />
    </>
  );
}
