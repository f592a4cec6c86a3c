// The day view of one agent's reports (console and public page): the day's navigation, the cards
// with 'Modifica' and 'Elimina', 'Aggiungi report' within the thumb's reach at the bottom of a
// phone, and the CSV link when logged in. A card is marked done in one tap; in the logged-in
// console it also acts for its customer (impersonation, as /behalf), online only.
import { useEffect, useMemo, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { Download, Plus } from "lucide-react";
import type { OutboxEntry } from "../../../offline/db";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useSession } from "../../../lib/session";
import { useIsOffline } from "../../../offline/connectivity";
import { useSessionSync } from "../../../offline/session-sync";
import { actForCustomer } from "../../behalf/api/act-for-customer";
import { switchIdentity } from "../../behalf/api/switch-identity";
import { visitMessages as m } from "../../../../shared/messages/visits";
import { isoToItalianDay } from "../../../../shared/rules/visits";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../../ui/dialog";
import { Spinner } from "../../../ui/spinner";
import { useAgentCustomers } from "../api/get-customers";
import { useVisitsOfDay } from "../api/get-visits-day";
import { applyPendingVisits, draftOf, visitActions, type VisitCard as VisitCardData, type VisitDraft } from "../api/visit-edits";
import { DayNav } from "./day-nav";
import { VisitCard } from "./visit-card";
import { VisitFormDialog } from "./visit-form-dialog";

export interface VisitsDayProps {
  agent: string;
  smName: string;
  mode: "outbox" | "direct";
  /** This device's queued edits (console only). */
  pending: readonly OutboxEntry[];
  showCsv: boolean;
  /** 'Agisci per il cliente' on the cards (the logged-in console; never the public page). */
  actFor?: boolean;
}

type Editing = { kind: "add" } | { kind: "edit"; card: VisitCardData } | null;

export function VisitsDay({ agent, smName, mode, pending, showCsv, actFor, day, today, setDay }: VisitsDayProps & { day: string; today: string; setDay: (d: string) => void }) {
  const qc = useQueryClient();

  const customers = useAgentCustomers(agent);
  const visits = useVisitsOfDay(agent, day);
  const sync = useSessionSync();
  const actions = useMemo(() => visitActions(qc, sync, agent, mode), [qc, sync, agent, mode]);
  const cards = useMemo(() => applyPendingVisits(visits.data ?? [], pending, agent, day, smName), [visits.data, pending, agent, day, smName]);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<VisitCardData | null>(null);
  const [busy, setBusy] = useState(false);
  const [acting, setActing] = useState<number | null>(null);
  const offline = useIsOffline();
  const session = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (visits.isError && !visits.data) notify.error(m.listError);
  }, [visits.isError, visits.data]);

  const blank: VisitDraft = useMemo(() => ({ vDate: day, vType: "Visita", vText: "", uIdCliente: 0, ragSoc: "", done: true }), [day]);
  const initial = useMemo<VisitDraft>(() => (editing?.kind === "edit" ? draftOf(editing.card) : blank), [editing, blank]);

  async function save(draft: VisitDraft) {
    const outcome = editing?.kind === "edit" ? await actions.update(editing.card, draft) : await actions.add(draft);
    if (outcome === "queued") notify.info(m.queuedNotice);
    else notify.success(editing?.kind === "edit" ? m.updated : m.created);
    if (draft.vDate !== day) setDay(draft.vDate);
  }

  async function saveOrExplain(draft: VisitDraft) {
    try {
      await save(draft);
    } catch (err) {
      const fallback = editing?.kind === "edit" ? m.updateError : m.createError;
      if (editing?.kind === "edit") notify.error(m.updateError);
      throw new Error(mode === "direct" && err instanceof ApiError && err.isNetwork ? m.publicOffline : errorMessage(err, fallback), { cause: err });
    }
  }

  async function markDone(card: VisitCardData) {
    try {
      const outcome = await actions.update(card, { ...draftOf(card), done: true });
      notify[outcome === "queued" ? "info" : "success"](outcome === "queued" ? m.queuedNotice : m.markedDone);
    } catch (err) {
      notify.error(errorMessage(err, m.updateError));
    }
  }

  async function actForCard(card: VisitCardData) {
    const staff = session.user?.uUsername;
    if (acting !== null || !staff) return;
    setActing(card.vId);
    try {
      const user = await actForCustomer(qc, card.uIdCliente, staff);
      if (!user) {
        notify.error(m.actNoUser);
        setActing(null);
        return;
      }
      await switchIdentity(user, (path) => navigate(path, { replace: true }));
    } catch (err) {
      notify.error(errorMessage(err, m.actError));
      setActing(null);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      const outcome = await actions.remove(deleting);
      notify[outcome === "queued" ? "info" : "success"](outcome === "queued" ? m.queuedNotice : m.deleted);
      setDeleting(null);
    } catch {
      notify.error(m.deleteError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4 pb-24 sm:pb-4">
      <DayNav day={day} today={today} onChange={setDay} />
      {customers.isError && !customers.data ? <Alert tone="error">{errorMessage(customers.error, m.customersError)}</Alert> : null}
      <section aria-labelledby="visits-day-heading" className="space-y-3">
        <h2 id="visits-day-heading" className="sr-only">
          {m.dayHeading(isoToItalianDay(day))}
        </h2>
        {visits.isPending && !visits.data ? <Spinner className="m-4" /> : null}
        {visits.isError && !visits.data ? <Alert tone="error">{m.listError}</Alert> : null}
        {visits.data && cards.length === 0 ? <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">{m.noVisits}</p> : null}
        <ul className="space-y-3" aria-labelledby="visits-day-heading">
          {cards.map((c) => (
            <li key={c.queuedId ?? c.vId}>
              <VisitCard
                visit={c}
                today={today}
                onEdit={() => setEditing({ kind: "edit", card: c })}
                onDelete={() => setDeleting(c)}
                onMarkDone={() => void markDone(c)}
                actFor={actFor ? { run: () => void actForCard(c), offline, busy: acting === c.vId } : undefined}
              />
            </li>
          ))}
        </ul>
      </section>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {showCsv ? (
          <a href="/v100/salesman/fullReport/" download className="inline-flex h-11 items-center gap-2 text-brand-700 underline-offset-4 hover:underline">
            <Download className="size-4" aria-hidden />
            {m.fullReport}
          </a>
        ) : <span />}
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:static sm:border-0 sm:bg-transparent sm:p-0">
          <Button size="lg" className="h-12 w-full sm:w-auto" onClick={() => setEditing({ kind: "add" })} disabled={!customers.data}>
            <Plus aria-hidden />
            {m.addReport}
          </Button>
        </div>
      </div>
      <VisitFormDialog
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing?.kind === "edit" ? m.editReport : m.addReport}
        customers={customers.data ?? []}
        initial={initial}
        today={today}
        onSave={saveOrExplain}
      />
      <Dialog open={deleting !== null} onOpenChange={(o) => !o && setDeleting(null)}>
        <DialogContent>
          <DialogHeader title={m.confirmDelete} description={deleting ? `${deleting.ragSoc} · ${deleting.vType}` : m.confirmDelete} />
          <DialogFooter>
            <Button variant="outline" className="h-11" onClick={() => setDeleting(null)}>
              {m.cancel}
            </Button>
            <Button variant="danger" className="h-11" pending={busy} onClick={() => void confirmDelete()}>
              {m.confirmDeleteYes}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
