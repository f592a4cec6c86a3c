// The lines of one order, loaded when the panel opens: ordered, fulfilled and to-fulfil
// quantities, the DDTs that shipped them and the forecast of what is missing.
import { useEffect } from "react";
import { CalendarClock, Truck } from "lucide-react";
import type { OrderIdent, OrderLine } from "../../../../shared/contract/orders";
import { orderNumberLabel, ordersMessages as m } from "../../../../shared/messages/orders";
import { formatEuro } from "../../../../shared/rules/money";
import { LineDeposit } from "../../../components/deposit-amount";
import { ArticleCode, LineNote } from "../../../components/article-line";
import { formatItalianDate } from "../../../../shared/rules/italian-date";
import { notify } from "../../../lib/notify";
import { QueryError } from "../../../components/query-error";
import { Spinner } from "../../../ui/spinner";
import { useOrderDetails } from "../api/order-details";
import { queryView, shouldReportError } from "../../../offline/query-view";
import { OfflineUnavailable } from "../../../components/offline-unavailable";
import { ReorderButton } from "./reorder-button";
import { TableHeader, type HeaderCell } from "../../../ui/table";
import { ShowMore, useFirstRows } from "../../../ui/show-more";
import { common } from "../../../../shared/messages/common";

const headerCells: HeaderCell[] = [
  { label: m.colCode, className: "pr-2" }, { label: m.colDescription, className: "pr-2" }, { label: m.colQty, className: "pr-2 text-right" },
  { label: m.colFulfilled, className: "pr-2 text-right" }, { label: m.colToFulfil, className: "pr-2 text-right" }, { label: m.colNet, className: "pr-2 text-right" },
  { label: m.colAmount, className: "pr-2 text-right" }, { label: m.colShipments },
];

const day = (iso: string) => formatItalianDate(`${iso}T12:00:00Z`);

function Shipments({ line }: { line: OrderLine }) {
  return (
    <div className="space-y-0.5 text-xs">
      {line.spedizioni.map((s) => (
        <div key={`${s.idDoc}`} className="flex items-center gap-1 text-slate-700">
          <Truck className="size-3.5 text-emerald-600" aria-hidden />
          <span>
            {s.quantita} × {m.shippedWith(`${s.docType} ${s.numDdt}`, day(s.shipDate))}
          </span>
        </div>
      ))}
      {line.quantitaDaEvadere > 0 ? (
        <div className="flex items-center gap-1 text-amber-800">
          <CalendarClock className="size-3.5" aria-hidden />
          <span>{line.dataConsegnaPrevista ? m.forecast(day(line.dataConsegnaPrevista)) : m.toFulfil}</span>
        </div>
      ) : null}
    </div>
  );
}

/** The line's amount and, under it, its deposit. */
function LineAmount({ line }: { line: OrderLine }) {
  return (
    <>
      {formatEuro(line.importo)}
      <LineDeposit unit={line.prezzoCauzione} total={line.totaleCauzione} />
    </>
  );
}

export function OrderDetailsPanel({ order }: { order: OrderIdent }) {
  const q = useOrderDetails(order, true);
  const { shown, left, next, showMore } = useFirstRows(q.data ?? []);
  useEffect(() => {
    if (shouldReportError(q)) notify.error(m.detailError);
  }, [q.isError]); // eslint-disable-line react-hooks/exhaustive-deps -- once per failure

  const view = queryView(q);
  if (view === "unavailable") return <OfflineUnavailable className="my-3" />;
  if (view === "loading") return <Spinner className="p-3" />;
  if (view === "error" || !q.data)
    return (
      <QueryError message={m.detailError} query={q} />
    );
  if (q.data.length === 0) return <p className="p-3 text-sm text-slate-500">{m.noDetails}</p>;
  return (
    <>
      <table className="hidden w-full text-sm md:table" data-testid="order-lines">
        <TableHeader className="whitespace-nowrap text-left text-xs uppercase tracking-wide text-slate-500" cellClassName="py-2" rowClassName="border-b border-slate-200" cells={headerCells} />
        <tbody>
          {shown.map((l) => (
            <tr key={l.riga} className="border-b border-slate-100 align-top last:border-0">
              <td className="whitespace-nowrap py-2 pr-2 font-medium"><ArticleCode article={l} /></td>
              <td className="py-2 pr-2">{l.descrArticolo}<LineNote note={l.noteCliente} as="div" /></td>
              <td className="py-2 pr-2 text-right tabular-nums">{l.quantita}</td>
              <td className="py-2 pr-2 text-right tabular-nums text-emerald-700">{l.quantitaEvasa}</td>
              <td className={`py-2 pr-2 text-right tabular-nums ${l.quantitaDaEvadere ? "font-semibold text-amber-700" : "text-slate-500"}`}>{l.quantitaDaEvadere}</td>
              <td className="whitespace-nowrap py-2 pr-2 text-right tabular-nums">{formatEuro(l.netto)}</td>
              <td className="whitespace-nowrap py-2 pr-2 text-right tabular-nums"><LineAmount line={l} /></td>
              <td className="py-2"><Shipments line={l} /></td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-2 md:hidden">
        {shown.map((l) => (
          <li key={l.riga} className="rounded-md border border-slate-200 p-3 text-sm">
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-semibold"><ArticleCode article={l} /></span>
              <span className="text-right tabular-nums"><LineAmount line={l} /></span>
            </div>
            <p className="text-slate-700">{l.descrArticolo}</p>
            <LineNote note={l.noteCliente} />
            <p className="mt-1 text-xs text-slate-600">
              {m.colQty} {l.quantita} · {m.colFulfilled} <span className="text-emerald-700">{l.quantitaEvasa}</span> · {m.colToFulfil}{" "}
              <span className={l.quantitaDaEvadere ? "font-semibold text-amber-700" : ""}>{l.quantitaDaEvadere}</span>
            </p>
            <div className="mt-1"><Shipments line={l} /></div>
          </li>
        ))}
      </ul>
      <ShowMore left={left} label={common.moreRows(next, left)} onClick={showMore} />
      {/* The detail's own "Riordina" (issue 23 part 2): the same action as the card's. */}
      <div className="mt-3 flex justify-end" data-testid="order-details-reorder">
        <ReorderButton order={order} label={orderNumberLabel(order)} />
      </div>
    </>
  );
}
