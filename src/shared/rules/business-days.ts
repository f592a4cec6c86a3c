// Calendar arithmetic on plain dates ("YYYY-MM-DD"), never on Date objects:
// a Date carries an instant, and reading its day in the browser's or the
// server's local zone would shift holidays by a day around midnight.

export interface CalendarDate {
  y: number;
  m: number;
  d: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

function daysInMonth(y: number, m: number): number {
  if (m === 2) return isLeapYear(y) ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

export function parseIsoDate(date: string): CalendarDate {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`invalid date "${date}", expected YYYY-MM-DD`);
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) {
    throw new RangeError(`invalid date "${date}"`);
  }
  return { y, m, d };
}

export function isValidIsoDate(date: string): boolean {
  try {
    parseIsoDate(date);
    return true;
  } catch {
    return false;
  }
}

export function formatIsoDate({ y, m, d }: CalendarDate): string {
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

// Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's
// days_from_civil), so day arithmetic is plain integer addition.
function toEpochDay({ y, m, d }: CalendarDate): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const mp = (m + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function fromEpochDay(days: number): CalendarDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
}

export function addDays(date: string, n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`days must be an integer, got ${n}`);
  return formatIsoDate(fromEpochDay(toEpochDay(parseIsoDate(date)) + n));
}

// 0 = Sunday ... 6 = Saturday, as Date#getDay.
export function dayOfWeek(date: string): number {
  // 1970-01-01 was a Thursday.
  return (((toEpochDay(parseIsoDate(date)) + 4) % 7) + 7) % 7;
}

// Anonymous Gregorian algorithm (Meeus/Jones/Butcher): computed rather than
// tabulated so that the calendar never runs out.
export function easterSunday(year: number): string {
  if (!Number.isSafeInteger(year) || year < 1583) {
    throw new RangeError(`year must be a Gregorian year, got ${year}`);
  }
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return formatIsoDate({ y: year, m: month, d: day });
}

export function easterMonday(year: number): string {
  return addDays(easterSunday(year), 1);
}

// National holidays (Capodanno, Epifania, Liberazione, Lavoro, Repubblica,
// Ferragosto, Ognissanti, Immacolata, Natale, Santo Stefano) as "MM-DD".
const FIXED_HOLIDAYS = new Set(["01-01", "01-06", "04-25", "05-01", "06-02", "08-15", "11-01", "12-08", "12-25", "12-26"]);

export function isItalianHoliday(date: string): boolean {
  const { y } = parseIsoDate(date);
  if (FIXED_HOLIDAYS.has(date.slice(5))) return true;
  return y >= 1583 && easterMonday(y) === date;
}

export function isWeekend(date: string): boolean {
  const dow = dayOfWeek(date);
  return dow === 0 || dow === 6;
}

export function isBusinessDay(date: string): boolean {
  return !isWeekend(date) && !isItalianHoliday(date);
}

export function nextBusinessDay(date: string): string {
  let d = addDays(date, 1);
  // At most a few iterations (e.g. Christmas followed by a weekend).
  while (!isBusinessDay(d)) d = addDays(d, 1);
  return d;
}

// Business days in (a, b]: the day of a itself does not count, the day of b
// does. Zero when b is not after a, because nothing has elapsed yet.
export function businessDaysBetween(a: string, b: string): number {
  const start = toEpochDay(parseIsoDate(a));
  const end = toEpochDay(parseIsoDate(b));
  let count = 0;
  for (let day = start + 1; day <= end; day++) {
    if (isBusinessDay(formatIsoDate(fromEpochDay(day)))) count++;
  }
  return count;
}
