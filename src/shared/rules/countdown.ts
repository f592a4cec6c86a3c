import { isBusinessDay, nextBusinessDay, type NonWorkingDays } from "./business-days";
import { romeParts, romeWallTimeToInstant } from "./rome-time";

export interface DepartureTime {
  hour: number;
  minute: number;
}

// Shape of GET /documents/getAverageDeparture; any field may be missing.
export interface AverageDeparture {
  hour?: number | null;
  minute?: number | null;
  aMorningDepartureTime?: string | null;
  aEveningDepartureTime?: string | null;
}

const HH_MM = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

// "HH:mm" (seconds tolerated and ignored); null when not a valid time of day.
export function parseDepartureTime(s: string): DepartureTime | null {
  const m = HH_MM.exec(s.trim());
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  if (hour > 23 || minute > 59) return null;
  return { hour, minute };
}

function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

// Collects the departure times the server gave us as "HH:mm" strings; the
// single hour/minute pair is used only when no named departure is present.
export function departuresFromAverage(avg: AverageDeparture): string[] {
  const named = [avg.aMorningDepartureTime, avg.aEveningDepartureTime].filter(
    (t): t is string => typeof t === "string" && parseDepartureTime(t) !== null,
  );
  if (named.length > 0) return named;
  const { hour, minute } = avg;
  if (
    typeof hour === "number" &&
    Number.isInteger(hour) &&
    hour >= 0 &&
    hour <= 23 &&
    (minute === undefined || minute === null || (Number.isInteger(minute) && minute >= 0 && minute <= 59))
  ) {
    return [`${pad2(hour)}:${pad2(minute ?? 0)}`];
  }
  return [];
}

// The next departure still ahead: a later one today if today is a business
// day (not a weekend, an Italian holiday or a closure day: `closed`),
// otherwise the first one on the next business day. Null when there is no
// valid departure time at all (the header then shows no countdown rather
// than a made-up one).
export function countdownTarget(now: Date, departures: readonly string[], closed: NonWorkingDays): Date | null {
  const times = departures
    .map(parseDepartureTime)
    .filter((t): t is DepartureTime => t !== null)
    .sort((a, b) => a.hour * 60 + a.minute - (b.hour * 60 + b.minute));
  const first = times[0];
  if (first === undefined) return null;

  const today = romeParts(now).date;
  if (isBusinessDay(today, closed)) {
    for (const t of times) {
      const at = romeWallTimeToInstant(today, t.hour, t.minute);
      if (at.getTime() > now.getTime()) return at;
    }
  }
  return romeWallTimeToInstant(nextBusinessDay(today, closed), first.hour, first.minute);
}

const MINUTE_MS = 60_000;

// Minutes are truncated, so the display never promises more time than there
// is; the last minute shows "< 1m".
export function formatCountdown(ms: number): string {
  if (!Number.isFinite(ms) || ms < MINUTE_MS) return "< 1m";
  const totalMinutes = Math.floor(ms / MINUTE_MS);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return hours > 0 ? `${hours}h ${pad2(minutes)}m` : `${minutes}m`;
}
