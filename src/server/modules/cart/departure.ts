// GET /documents/getAverageDeparture: the departures from configuration, and the days without one
// (the cart's countdown).
import type { AverageDepartureAnswer } from "../../../shared/contract/cart";
import { parseDepartureTime } from "../../../shared/rules/countdown";
import { romeParts } from "../../../shared/rules/rome-time";
import { addDays } from "../../../shared/rules/business-days";
import type { BusinessCalendar } from "../../lib/business-calendar";
import type { AuthContext } from "../../lib/auth-context";
import type { Config } from "../../config";

/** How far ahead the countdown's non-working days go (a cached answer keeps working offline that long). */
const NON_WORKING_DAYS_AHEAD = 90;

export function averageDeparture(
  config: Pick<Config, "DEPARTURE_MORNING" | "DEPARTURE_EVENING">,
  calendar: BusinessCalendar,
  now: () => Date,
  auth: AuthContext,
): AverageDepartureAnswer {
  const morning = parseDepartureTime(config.DEPARTURE_MORNING);
  const evening = parseDepartureTime(config.DEPARTURE_EVENING);
  const fmt = (t: { hour: number; minute: number } | null) => (t ? `${String(t.hour).padStart(2, "0")}:${String(t.minute).padStart(2, "0")}` : null);
  // hour/minute: the first departure of the day, for clients that read a single time.
  const first = morning ?? evening;
  const today = romeParts(now()).date;
  return {
    hour: first?.hour ?? null,
    minute: first?.minute ?? null,
    aMorningDepartureTime: fmt(morning),
    aEveningDepartureTime: fmt(evening),
    nonWorkingDays: calendar.nonWorkingDaysBetween(addDays(today, -1), addDays(today, NON_WORKING_DAYS_AHEAD), auth.user.warehouses[0] ?? null),
  };
}
