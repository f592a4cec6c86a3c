// Says clearly that what is shown comes from the copy kept on this device, not from the server
// (issue 6: an offline search answers from the previous searches and the cart).
import { WifiOff } from "lucide-react";
import { offlineMessages } from "../../shared/messages/offline";
import { formatUpdatedAt } from "../offline/freshness";

export function OfflineCopyNotice({ at, empty = false }: { at: number | null; empty?: boolean }) {
  return (
    <div className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950" role="status" data-testid="offline-search-notice">
      <WifiOff className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
      <p>
        <span className="mr-1.5 inline-block rounded bg-amber-200 px-1.5 text-xs font-semibold uppercase tracking-wide">{offlineMessages.offlineCopy}</span>
        {empty || at === null ? offlineMessages.offlineSearchEmpty : offlineMessages.offlineSearchNotice(formatUpdatedAt(at))}
      </p>
    </div>
  );
}
