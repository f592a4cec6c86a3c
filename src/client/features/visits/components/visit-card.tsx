// One report of the day: what kind (visit, phone call, call conference with the videocall icon),
// for whom, the text, and its 'Modifica' / 'Elimina' actions; 'in attesa' while it waits on the
// device for the connection.
import { Pencil, Phone, Trash2, UserRound, Video } from "lucide-react";
import { visitMessages as m } from "../../../../shared/messages/visits";
import type { VisitType } from "../../../../shared/rules/visits";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { PendingMarker } from "../../../components/pending-marker";
import type { VisitCard as VisitCardData } from "../api/visit-edits";

const icons: Record<VisitType, typeof Phone> = { Visita: UserRound, Telefonata: Phone, "Call conference": Video };

export function VisitCard({ visit, onEdit, onDelete }: { visit: VisitCardData; onEdit: () => void; onDelete: () => void }) {
  const Icon = icons[visit.vType] ?? UserRound;
  const titleId = `visit-${visit.queuedId ?? visit.vId}-title`;
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
          <p className="text-sm text-slate-600">
            {visit.vType}
            <span className="sr-only"> · </span>
          </p>
          {visit.pending ? <PendingMarker className="mt-1" /> : null}
        </div>
      </div>
      <p className="mt-3 whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]">{visit.vText}</p>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
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
