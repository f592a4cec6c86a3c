// 'Nuova versione disponibile — Aggiorna' (issue 6): a new version of the app is installed and
// waits; "Aggiorna" first sends the queued edits it can (they are safe in IndexedDB either way),
// then lets the new version take over and reloads.
import { RefreshCw } from "lucide-react";
import { Button } from "../../ui/button";
import { offlineMessages as m } from "../../../shared/messages/offline";
import { applyUpdate, useUpdateState } from "../../offline/sw-updates";
import { useSessionSync } from "../../offline/session-sync";

export function UpdatePrompt() {
  const { available, updating } = useUpdateState();
  const sync = useSessionSync();
  if (!available) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md items-center gap-3 rounded-lg bg-brand-900 px-4 py-3 text-sm text-white shadow-lg sm:bottom-5"
      data-testid="update-prompt"
    >
      <RefreshCw className="size-5 shrink-0 text-accent-400" aria-hidden />
      <p className="flex-1 font-medium">{m.updateAvailable}&nbsp;—</p>
      <Button variant="accent" size="md" onClick={() => void applyUpdate(sync.flush)} pending={updating} data-testid="update-apply">
        {updating ? m.updating : m.updateAction}
      </Button>
    </div>
  );
}
