// One report of the day: what kind (visit, phone call, call conference with the videocall icon),
// for whom, planned or done, the text, and its actions: 'Segna come svolta' once its day has come,
// 'Agisci per il cliente' (logged-in console only: act for that customer, impersonation),
// 'Modifica' / 'Elimina'; 'in attesa' while it waits on the device for the connection.
import { CalendarClock, CircleCheck, LogIn, Pencil, Phone, Trash2, UserRound, Video } from "lucide-react";
import { visitMessages as m } from "../../../../shared/messages/visits";
import { offlineMessages } from "../../../../shared/messages/offline";
import { isFutureDay, visitStatus, type VisitType } from "../../../../shared/rules/visits";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { PendingMarker } from "../../../components/pending-marker";
import type { VisitCard as VisitCardData } from "../api/visit-edits";

const icons: Record<VisitType, typeof Phone> = { Visita: UserRound, Telefonata: Phone, "Call conference": Video };

export interface VisitCardActions {
  onEdit: () => void;
  onDelete: () => void;
  onMarkDone: () => void;
  /** Acting for the customer: absent on the public page. */
  actFor?: { run: () => void; offline: boolean; busy: boolean };
}

export function StatusBadge({ done }: { done: boolean }) {
  const Icon = done ? CircleCheck : CalendarClock;
  return (
    <Badge tone={done ? "success" : "brand"} className="gap-1" data-testid="visit-status">
      <Icon className="size-3.5" aria-hidden />
      {visitStatus(done)}
    </Badge>
  );
}

export function VisitCard({ visit, today, onEdit, onDelete, onMarkDone, actFor }: { visit: VisitCardData; today: string } & VisitCardActions) {
  const Icon = icons[visit.vType] ?? UserRound;
  const key = visit.queuedId ?? visit.vId;
  const titleId = `visit-${key}-title`;
  const offlineId = `visit-${key}-offline`;
  const canMarkDone = !visit.done && !isFutureDay(visit.vDate, today);
  return (
    <Card className="p-4" aria-labelledby={titleId} role="article" data-testid="visit-card">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800" aria-hidden>
          <Icon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
            {visit.ragSoc}
          </h3>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
            {visit.vType}
            <span className="sr-only"> · </span>
            <StatusBadge done={visit.done} />
          </p>
          {visit.pending ? <PendingMarker className="mt-1" /> : null}
        </div>
      </div>
      <p className="mt-3 whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]">{visit.vText}</p>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
        {canMarkDone ? (
          <Button variant="outline" className="col-span-2 h-11 border-emerald-300 text-emerald-800 hover:bg-emerald-50" onClick={onMarkDone} aria-describedby={titleId}>
            <CircleCheck aria-hidden />
            {m.markDone}
          </Button>
        ) : null}
        {actFor ? (
          <div className="col-span-2 flex flex-col gap-1 sm:items-end">
            <Button
              className="h-11 w-full sm:w-auto"
              onClick={actFor.run}
              disabled={actFor.offline}
              pending={actFor.busy}
              aria-label={m.actForCustomerLabel(visit.ragSoc)}
              aria-describedby={actFor.offline ? offlineId : undefined}
            >
              {actFor.busy ? null : <LogIn aria-hidden />}
              {m.actForCustomer}
            </Button>
            {actFor.offline ? (
              <span id={offlineId} className="text-xs text-slate-600" data-testid="act-offline-hint">
                {offlineMessages.needsNetwork}
              </span>
            ) : null}
          </div>
        ) : null}
        <Button variant="outline" className="h-11" onClick={onEdit} aria-describedby={titleId}>
          <Pencil aria-hidden />
          {m.edit}
        </Button>
        <Button variant="outline" className="h-11 text-red-700 hover:bg-red-50" onClick={onDelete} aria-describedby={titleId}>
          <Trash2 aria-hidden />
          {m.remove}
        </Button>
      </div>
    </Card>
  );
}
