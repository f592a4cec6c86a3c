import { Truck } from "lucide-react";
import { useDepartureSchedule } from "../../features/cart/api/average-departure";
import { useNow } from "../../lib/use-now";
import { countdownTarget, formatCountdown } from "../../../shared/rules/countdown";
import { COUNTDOWN_TICK_MS } from "../../../shared/rules/limits";
import { cartMessages } from "../../../shared/messages/cart";
import { useSession } from "../../lib/session";
import { cn } from "../../lib/cn";

/** The placeholder's time left: as wide as most real ones ("23h 59m"). */
const PLACEHOLDER_MS = (23 * 60 + 59) * 60_000;

/**
 * 'Completa l'ordine entro: … per avere la spedizione più veloce' (spec §2, §4): the time left to
 * the next departure today, else the first one of the next business day (no weekend, Italian
 * holiday or closure of the user's warehouse); ticks every second.
 */
export function DepartureCountdown() {
  const { user } = useSession();
  // Holidays and closures come from the server (decision 0024).
  const schedule = useDepartureSchedule(user !== null);
  const now = useNow(COUNTDOWN_TICK_MS);
  const target = schedule ? countdownTarget(now, schedule.departures, schedule.nonWorkingDays) : null;
  // While the schedule loads its place is kept (invisible, a wide value): on a phone the line wraps
  // under the breadcrumb, and appearing later it pushed the screen 36 px down (a layout shift).
  const pending = user !== null && schedule === null;
  if (!target && !pending) return null;
  const left = target ? formatCountdown(target.getTime() - now.getTime()) : formatCountdown(PLACEHOLDER_MS);
  return (
    <p
      className={cn("flex items-center gap-1.5 text-xs text-slate-600 sm:text-sm", pending && "invisible")}
      aria-hidden={pending ? true : undefined}
      data-testid={pending ? "countdown-pending" : "countdown"}
      aria-live="off"
    >
      <Truck className="size-4 shrink-0 text-accent-500" aria-hidden />
      <span>
        {cartMessages.countdownPrefix}{" "}
        <strong className="font-semibold tabular-nums text-slate-900" data-testid="countdown-left">
          {left}
        </strong>{" "}
        {cartMessages.countdownSuffix}
      </span>
    </p>
  );
}
