// Notifications (spec: top offset 200, 3 s, at most 3). The stack starts 200 px from the top and
// never covers the search box, a quantity field or the field being typed in (issue 16 item 9): on
// every notice change, scroll, resize and tick it moves down below whatever of those lies where it
// would be (the fields are read again only after the page changed: ui/uncovered-fields.ts). From
// 1024 px it sits at the left of the content, away from the quantity column.
import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { CheckCircle2, Info, TriangleAlert, XCircle, X } from "lucide-react";
import { dismiss, getNotices, subscribeNotices, type NoticeKind } from "../lib/notify";
import { NOTIFY_TOP_OFFSET } from "../../shared/rules/limits";
import { cn } from "../lib/cn";
import { common } from "../../shared/messages/common";
import { notificationTop } from "./notification-placement";
import { watchUncoveredFields, type UncoveredFields } from "./uncovered-fields";

const tone: Record<NoticeKind, string> = {
  success: "border-emerald-300 bg-emerald-50 text-emerald-900",
  error: "border-red-300 bg-red-50 text-red-900",
  info: "border-sky-300 bg-sky-50 text-sky-900",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
};
const Icon = { success: CheckCircle2, error: XCircle, info: Info, warning: TriangleAlert };
const REPLACE_EVERY_MS = 250;

export function Toaster() {
  const notices = useSyncExternalStore(subscribeNotices, getNotices, getNotices);
  const stack = useRef<HTMLDivElement>(null);
  // While notices are shown: the fields to keep uncovered, queried again only after the page changed.
  const fields = useRef<UncoveredFields | null>(null);
  const showing = notices.length > 0;

  const place = useCallback(() => {
    const el = stack.current;
    if (!el || el.childElementCount === 0) return;
    const box = el.getBoundingClientRect();
    const avoid = fields.current?.rects() ?? [];
    const active = document.activeElement;
    if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) avoid.push(active.getBoundingClientRect());
    const top = notificationTop({ left: box.left, right: box.right, height: box.height }, avoid, window.innerHeight, NOTIFY_TOP_OFFSET);
    el.style.top = `${top}px`;
  }, []);

  // One placing in the next frame, however many reasons asked for it.
  const frame = useRef(0);
  const schedule = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(place);
  }, [place]);

  // Before the first placing, in the same commit as the first notice.
  useLayoutEffect(() => {
    if (!showing) return;
    const watched = watchUncoveredFields(schedule);
    fields.current = watched;
    return () => {
      watched.stop();
      fields.current = null;
    };
  }, [showing, schedule]);
  useLayoutEffect(place, [notices, place]);
  useEffect(() => {
    if (!showing) return;
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    document.addEventListener("focusin", schedule);
    // Content can move under the stack without a scroll (results arriving, a row leaving).
    const timer = setInterval(schedule, REPLACE_EVERY_MS);
    return () => {
      cancelAnimationFrame(frame.current);
      clearInterval(timer);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      document.removeEventListener("focusin", schedule);
    };
  }, [showing, schedule]);

  return (
    <div
      ref={stack}
      aria-live="polite"
      data-testid="notifications"
      className="pointer-events-none fixed inset-x-0 z-[60] mx-auto flex max-w-7xl flex-col items-center gap-2 px-3 lg:items-start lg:px-5"
      style={{ top: NOTIFY_TOP_OFFSET }}
    >
      {notices.map((n) => {
        const I = Icon[n.kind];
        return (
          <div key={n.id} role={n.kind === "error" ? "alert" : "status"} className={cn("pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg", tone[n.kind])}>
            <I className="mt-0.5 size-5 shrink-0" aria-hidden />
            <p className="flex-1">{n.text}</p>
            <button type="button" onClick={() => dismiss(n.id)} aria-label={common.close} className="-my-2 -mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded opacity-70 hover:opacity-100">
              <X className="size-4" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
