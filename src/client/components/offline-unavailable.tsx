// "Non disponibile offline": a screen (or a panel) whose data was never fetched on this device,
// while the network or the server is away. Shown instead of a spinner that would never end.
import { WifiOff } from "lucide-react";
import { offlineMessages as m } from "../../shared/messages/offline";

export function OfflineUnavailable({ className }: { className?: string }) {
  return (
    <div role="status" className={`flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 ${className ?? ""}`} data-testid="offline-unavailable">
      <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>
        <strong className="font-semibold">{m.unavailableOffline}</strong> {m.unavailableOfflineText}
      </p>
    </div>
  );
}
