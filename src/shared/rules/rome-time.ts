import { formatIsoDate, parseIsoDate } from "./business-days";

// Cut-off and departure times are Italian wall-clock times, whatever zone the
// browser or the server runs in; all conversions go through the IANA zone.
export const ROME_TIME_ZONE = "Europe/Rome";

export interface RomeParts {
  date: string;
  hour: number;
  minute: number;
  second: number;
}

let formatter: Intl.DateTimeFormat | undefined;

function romeFormatter(): Intl.DateTimeFormat {
  // Building a formatter is costly and the countdown calls this every second.
  formatter ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: ROME_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    // h23: some engines print midnight as "24" with hour12: false.
    hourCycle: "h23",
  });
  return formatter;
}

export function romeParts(instant: Date): RomeParts {
  const t = instant.getTime();
  if (!Number.isFinite(t)) throw new RangeError("invalid Date");
  const fields: Record<string, number> = {};
  for (const part of romeFormatter().formatToParts(instant)) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  const num = (key: string): number => {
    const v = fields[key];
    if (v === undefined || !Number.isFinite(v)) throw new Error(`Intl did not return ${key}`);
    return v;
  };
  return {
    date: formatIsoDate({ y: num("year"), m: num("month"), d: num("day") }),
    hour: num("hour") % 24,
    minute: num("minute"),
    second: num("second"),
  };
}

// Rome's offset from UTC, in ms, at the given instant (whole seconds).
function romeOffsetAt(epochMs: number): number {
  const whole = epochMs - (((epochMs % 1000) + 1000) % 1000);
  const p = romeParts(new Date(whole));
  const { y, m, d } = parseIsoDate(p.date);
  return Date.UTC(y, m - 1, d, p.hour, p.minute, p.second) - whole;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// A wall time can occur twice (October, clocks go back) or not at all (March,
// clocks go forward). Like Temporal's "compatible" disambiguation, the earlier
// instant is taken in the first case and the time is pushed forward by the gap
// in the second (02:30 becomes 03:30).
export function romeWallTimeToInstant(date: string, hour: number, minute: number): Date {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`invalid hour ${hour}`);
  if (!Number.isInteger(minute) || minute < 0 || minute > 59) throw new RangeError(`invalid minute ${minute}`);
  const { y, m, d } = parseIsoDate(date);
  const wallAsUtc = Date.UTC(y, m - 1, d, hour, minute, 0);
  // Rome changes offset at most once in a day, so the offsets a day either
  // side are the two that can apply.
  const offsetBefore = romeOffsetAt(wallAsUtc - DAY_MS);
  const offsetAfter = romeOffsetAt(wallAsUtc + DAY_MS);
  const matches = [...new Set([offsetBefore, offsetAfter])]
    .map((offset) => wallAsUtc - offset)
    .filter((t) => romeOffsetAt(t) === wallAsUtc - t)
    .sort((a, b) => a - b);
  const first = matches[0];
  if (first !== undefined) return new Date(first);
  return new Date(wallAsUtc - offsetBefore);
}
