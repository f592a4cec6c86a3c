import { useSyncExternalStore } from "react";
import { CheckCircle2, Info, TriangleAlert, XCircle, X } from "lucide-react";
import { dismiss, getNotices, subscribeNotices, type NoticeKind } from "../lib/notify";
import { NOTIFY_TOP_OFFSET } from "../../shared/rules/limits";
import { cn } from "../lib/cn";
import { common } from "../../shared/messages/common";

const tone: Record<NoticeKind, string> = {
  success: "border-emerald-300 bg-emerald-50 text-emerald-900",
  error: "border-red-300 bg-red-50 text-red-900",
  info: "border-sky-300 bg-sky-50 text-sky-900",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
};
const Icon = { success: CheckCircle2, error: XCircle, info: Info, warning: TriangleAlert };

export function Toaster() {
  const notices = useSyncExternalStore(subscribeNotices, getNotices, getNotices);
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 z-[60] flex flex-col items-center gap-2 px-3" style={{ top: NOTIFY_TOP_OFFSET }}>
      {notices.map((n) => {
        const I = Icon[n.kind];
        return (
          <div key={n.id} role={n.kind === "error" ? "alert" : "status"} className={cn("pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg", tone[n.kind])}>
            <I className="mt-0.5 size-5 shrink-0" aria-hidden />
            <p className="flex-1">{n.text}</p>
            <button type="button" onClick={() => dismiss(n.id)} aria-label={common.close} className="opacity-60 hover:opacity-100">
              <X className="size-4" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
