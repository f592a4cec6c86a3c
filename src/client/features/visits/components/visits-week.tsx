// The week of the reports (Monday to Sunday): each day with its activities, planned or done, this
// device's queued ones included; a day opens in the day view, where reports are changed.
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { OutboxEntry } from "../../../offline/db";
import { visitMessages as m } from "../../../../shared/messages/visits";
import { isoToItalianDay, shiftDay, weekStart } from "../../../../shared/rules/visits";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { PendingMarker } from "../../../components/pending-marker";
import { useVisitsBetween } from "../api/get-visits-range";
import { applyPendingVisits } from "../api/visit-edits";
import { StatusBadge } from "./visit-card";

const WEEKDAYS = ["Lunedì", "Martedì", "Mercoledì", "Giovedì", "Venerdì", "Sabato", "Domenica"];

export function VisitsWeek({ agent, smName, day, pending, onDay, onOpenDay }: { agent: string; smName: string; day: string; pending: readonly OutboxEntry[]; onDay: (d: string) => void; onOpenDay: (d: string) => void }) {
  const from = weekStart(day);
  const to = shiftDay(from, 6);
  const list = useVisitsBetween(agent, from, to);
  const days = Array.from({ length: 7 }, (_, i) => shiftDay(from, i));

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2">
        <Button variant="outline" size="icon" className="size-12 shrink-0" aria-label={m.previousWeek} onClick={() => onDay(shiftDay(from, -7))}>
          <ChevronLeft className="!size-6" aria-hidden />
        </Button>
        <h2 className="min-w-0 flex-1 text-center font-semibold text-slate-900">{m.weekOf(isoToItalianDay(from), isoToItalianDay(to))}</h2>
        <Button variant="outline" size="icon" className="size-12 shrink-0" aria-label={m.nextWeek} onClick={() => onDay(shiftDay(from, 7))}>
          <ChevronRight className="!size-6" aria-hidden />
        </Button>
      </div>
      {list.isPending ? <Spinner /> : null}
      {list.isError && !list.data ? <Alert tone="error">{m.listError}</Alert> : null}
      {list.data ? (
        <ol className="space-y-2">
          {days.map((d, i) => {
            const cards = applyPendingVisits(list.data.filter((v) => v.vDate === d), pending, agent, d, smName);
            return (
              <li key={d} className="rounded-lg border border-slate-200 bg-white">
                <button
                  type="button"
                  onClick={() => onOpenDay(d)}
                  aria-label={m.openDay(isoToItalianDay(d))}
                  className="flex min-h-11 w-full items-center justify-between gap-2 rounded-t-lg px-4 py-2 text-left hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  <span className="font-medium text-slate-900">
                    {WEEKDAYS[i]} {isoToItalianDay(d)}
                  </span>
                  <span className="text-sm text-slate-600">{cards.length ? m.totalActivities(cards.length) : m.noVisitsDay}</span>
                </button>
                {cards.length ? (
                  <ul className="divide-y divide-slate-100 border-t border-slate-100">
                    {cards.map((c) => (
                      <li key={c.queuedId ?? c.vId} className="px-4 py-2 text-sm">
                        <div className="flex flex-wrap items-center gap-x-2">
                          <span className="font-medium text-slate-900">{c.ragSoc}</span>
                          <span className="text-slate-600">{c.vType}</span>
                          <StatusBadge done={c.done} />
                          {c.pending ? <PendingMarker /> : null}
                        </div>
                        <p className="line-clamp-2 text-slate-700 [overflow-wrap:anywhere]">{c.vText}</p>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
