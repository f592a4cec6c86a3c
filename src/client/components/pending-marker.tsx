// 'in attesa di connessione' (issue 6): an edit shown applied on this device that the server has
// not received yet (it waits in the offline outbox).
import { CloudUpload } from "lucide-react";
import { cn } from "../lib/cn";
import { offlineMessages } from "../../shared/messages/offline";

export function PendingMarker({ className }: { className?: string }) {
  return (
    <span
      className={cn("inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900", className)}
      data-testid="pending-marker"
    >
      <CloudUpload className="size-3.5 shrink-0" aria-hidden />
      {offlineMessages.pendingMarker}
    </span>
  );
}
