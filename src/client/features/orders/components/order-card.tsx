// One order of the history: number, date, status, the progress circle, badges for ordered,
// fulfilled and to-fulfil quantities, total, PDF link, and the details panel on demand.
import { ShipmentTrackingLine } from "../../../ui/shipment-tracking";
import { useId, useState } from "react";
import { ChevronDown, FileText, Zap } from "lucide-react";
import type { Order } from "../../../../shared/contract/orders";
import { orderNumberLabel, ordersMessages as m } from "../../../../shared/messages/orders";
import { formatEuro } from "../../../../shared/rules/money";
import { depositMessages } from "../../../../shared/messages/deposits";
import { formatItalianDateTime } from "../../../../shared/rules/italian-date";
import { freshestFulfilment } from "../../../../shared/rules/fulfilment";
import { cn } from "../../../lib/cn";
import { Badge } from "../../../ui/badge";
import { Button, buttonVariants } from "../../../ui/button";
import { ProgressCircle } from "../../../ui/progress-circle";
import { orderPdfUrl } from "../api/order-pdf";
import { useCachedOrderDetails } from "../api/order-details";
import { OrderDetailsPanel } from "./order-details-panel";
import { ReorderButton } from "./reorder-button";

const statusTone = { SENT: "neutral", IN_PROGRESS: "brand", PARTIAL: "warning", FULFILLED: "success", CANCELLED: "danger" } as const;

/** `listAt`: when the list holding this order was fetched (the card shows the freshest figures). */
export function OrderCard({ order, listAt }: { order: Order; listAt: number }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const label = orderNumberLabel(order);
  // The details, once loaded, are often newer than the list (the ERP shipped meanwhile): the card
  // and the details panel under it then show the same figures (issue 16 item 16).
  const details = useCachedOrderDetails(order);
  const f = freshestFulfilment(order, listAt, details.data ? { lines: details.data, at: details.dataUpdatedAt } : null);
  const pct = f.percent;
  return (
    <li className="rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="order-card">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3 p-3 sm:p-4">
        <ProgressCircle percent={pct} label={m.progress(pct)} />
        <div className="min-w-0 flex-1 basis-48 sm:basis-72">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="whitespace-nowrap text-base font-semibold text-slate-900">{label}</h2>
            <Badge tone={statusTone[f.status]} className="whitespace-nowrap" data-testid="order-status">
              {m.status[f.status]}
            </Badge>
            {order.priority ? (
              <Badge tone="danger">
                <Zap className="mr-0.5 size-3" aria-hidden />
                {m.urgent}
              </Badge>
            ) : null}
          </div>
          <p className="text-sm text-slate-600">
            {formatItalianDateTime(order.dataDocumento)} · {m.lines(order.righe)}
            {order.rifOrdCli ? (
              <>
                {" "}
                · {m.reference}: <span className="text-slate-800">{order.rifOrdCli}</span>
              </>
            ) : null}
          </p>
          {order.noteDoc ? <p className="truncate text-sm italic text-slate-500">{order.noteDoc}</p> : null}
          {order.tracking ? <ShipmentTrackingLine shipment={order.tracking} /> : null}
        </div>
        <div className="flex flex-wrap items-center gap-1.5" aria-label={m.progress(pct)} data-testid="order-figures">
          <Badge tone="neutral" className="text-sm">
            {m.ordered} {f.quantita}
          </Badge>
          <Badge tone="success" className="text-sm">
            {m.fulfilled} {f.quantitaEvasa}
          </Badge>
          <Badge tone={f.quantitaDaEvadere ? "warning" : "neutral"} className="text-sm">
            {m.toFulfil} {f.quantitaDaEvadere}
          </Badge>
        </div>
        <div className="flex w-full flex-wrap items-center gap-2 sm:ml-auto sm:w-auto">
          <div className="mr-1 sm:text-right">
            <div className="whitespace-nowrap text-base font-semibold tabular-nums text-slate-900">{formatEuro(order.netTotal)}</div>
            {order.depositTotal > 0 ? (
              <div className="whitespace-nowrap text-xs text-slate-600" data-testid="order-deposit-total">
                + {depositMessages.depositTotal.toLowerCase()} {formatEuro(order.depositTotal)}
              </div>
            ) : null}
            <div className="text-xs text-slate-500">{m.vatExcluded}</div>
          </div>
          {/* Under 640 px the three actions share the card's width on a row of their own, 44 px tall. */}
          <div className="flex w-full gap-2 sm:w-auto [&>*]:h-11 [&>*]:flex-1 sm:[&>*]:h-10 sm:[&>*]:flex-none">
            <a href={orderPdfUrl(order)} target="_blank" rel="noopener" className={buttonVariants({ variant: "outline", size: "md" })} title={m.pdfTitle(label)} aria-label={m.pdfTitle(label)}>
              <FileText aria-hidden /> PDF
            </a>
            <ReorderButton order={order} label={label} />
            <Button variant={open ? "primary" : "outline"} onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={panelId}>
              {open ? m.hideDetails : m.details}
              <ChevronDown className={cn("transition-transform", open && "rotate-180")} aria-hidden />
            </Button>
          </div>
        </div>
      </div>
      {open ? (
        <div id={panelId} className="border-t border-slate-100 px-3 pb-3 sm:px-4">
          <OrderDetailsPanel order={order} />
        </div>
      ) : null}
    </li>
  );
}
