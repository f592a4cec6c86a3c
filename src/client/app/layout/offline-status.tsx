// The shell's connection indicator (issue 6): online / offline / server out of reach, the number
// of edits waiting in the outbox, the replay in progress, a queue paused by an expired session,
// and the edits the server refused. It opens the list of queued and refused edits. Works offline:
// everything it shows comes from the browser and IndexedDB.
import { useState } from "react";
import { AlertTriangle, CloudOff, RefreshCw, Wifi, WifiOff } from "lucide-react";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../ui/dialog";
import { Button } from "../../ui/button";
import { cn } from "../../lib/cn";
import { offlineMessages as m } from "../../../shared/messages/offline";
import { useConnectivity } from "../../offline/connectivity";
import { useWaitingEdits, useRefusedEdits, useIdentity } from "../../offline/use-outbox";
import { useSessionSync, useSyncState } from "../../offline/session-sync";
import { dismissRefused } from "../../offline/outbox";
import { formatRomeTime } from "../../../shared/rules/italian-date";

export function OfflineStatus() {
  const connectivity = useConnectivity();
  const waiting = useWaitingEdits();
  const refused = useRefusedEdits();
  const sync = useSyncState();
  const [open, setOpen] = useState(false);
  const n = waiting.length;
  const quiet = connectivity === "online" && n === 0 && refused.length === 0 && !sync.pausedForLogin;

  const Icon = connectivity === "offline" ? WifiOff : connectivity === "unreachable" ? CloudOff : Wifi;
  const label = connectivity === "offline" ? m.offline : connectivity === "unreachable" ? m.unreachable : m.online;
  const title = sync.pausedForLogin
    ? m.pausedForLogin
    : connectivity === "offline"
      ? m.offlineTitle
      : connectivity === "unreachable"
        ? m.unreachableTitle
        : m.onlineTitle;
  const summary = [label, n > 0 ? m.pendingCount(n) : null, refused.length ? m.refusedCount(refused.length) : null].filter(Boolean).join(" · ");

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={cn(
          "h-10 shrink-0 items-center gap-1.5 rounded-md px-2 text-sm font-medium hover:bg-white/10",
          connectivity === "online" && !sync.pausedForLogin ? "text-brand-100" : "bg-amber-400/15 text-amber-200",
          // Phones: the header is tight; online with nothing queued, the indicator steps aside.
          quiet ? "hidden sm:inline-flex" : "inline-flex",
        )}
        title={title}
        aria-label={`${m.editsTitle}: ${summary}`}
        data-testid="connection-status"
        data-state={connectivity}
      >
        {sync.syncing && n > 0 ? <RefreshCw className="size-4 animate-spin" aria-hidden /> : <Icon className="size-4" aria-hidden />}
        <span className={cn(connectivity === "online" ? "hidden lg:inline" : "hidden sm:inline")}>{label}</span>
        <span
          className={cn("rounded-full bg-accent-500 px-1.5 text-xs font-bold leading-5 text-slate-950 tabular-nums", n === 0 && "hidden")}
          data-testid="pending-count"
          data-count={n}
          title={m.pendingCount(n)}
        >
          {n}
          <span className="sr-only"> {m.pendingMarker}</span>
        </span>
        {refused.length ? <AlertTriangle className="size-4 text-red-300" aria-hidden data-testid="refused-indicator" /> : null}
      </button>
      <OfflineEditsDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

export function OfflineEditsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const identity = useIdentity();
  const connectivity = useConnectivity();
  const waiting = useWaitingEdits();
  const refused = useRefusedEdits();
  const sync = useSyncState();
  const session = useSessionSync();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader title={m.editsTitle} description={m.editsIntro} />
        <div className="max-h-[60vh] space-y-4 overflow-y-auto" data-testid="offline-edits">
          {sync.pausedForLogin ? (
            <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">{m.pausedForLogin}</p>
          ) : null}
          <section aria-labelledby="pending-edits-title">
            <h3 id="pending-edits-title" className="mb-1.5 text-sm font-semibold text-slate-900">
              {m.pendingTitle} ({waiting.length})
            </h3>
            {waiting.length === 0 ? (
              <p className="text-sm text-slate-500">{m.noPending}</p>
            ) : (
              <ol className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm" data-testid="pending-list">
                {waiting.map((e) => (
                  <li key={e.mutationId} className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2">
                    <span className="font-medium text-slate-800">{e.label}</span>
                    <span className="text-xs text-slate-500">
                      {m.madeAt(formatRomeTime(e.createdAt))}
                      {e.attempts > 0 ? ` · ${m.attempts(e.attempts)}` : ""}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
          {refused.length ? (
            <section aria-labelledby="refused-edits-title">
              <h3 id="refused-edits-title" className="mb-1 text-sm font-semibold text-red-800">
                {m.refusedTitle} ({refused.length})
              </h3>
              <p className="mb-1.5 text-xs text-slate-600">{m.refusedIntro}</p>
              <ul className="divide-y divide-red-100 rounded-md border border-red-200 bg-red-50/50 text-sm" data-testid="refused-list">
                {refused.map((r) => (
                  <li key={r.id} className="px-3 py-2">
                    <p className="font-medium text-slate-900">{r.label}</p>
                    <p className="text-red-800">{r.message}</p>
                    <p className="text-xs text-slate-500">{m.madeAt(formatRomeTime(r.createdAt))}</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <DialogFooter>
          {refused.length && identity ? (
            <Button variant="outline" onClick={() => void dismissRefused(identity)} data-testid="dismiss-refused">
              {m.dismissRefused}
            </Button>
          ) : null}
          {waiting.length ? (
            <Button onClick={() => void session.flush()} disabled={connectivity === "offline"} pending={sync.syncing} title={connectivity === "offline" ? m.needsNetwork : undefined}>
              <RefreshCw aria-hidden /> {m.sendNow}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
