// Dates as Italians read them (dd/mm/yyyy), on the Rome calendar whatever zone the browser or
// server runs in.
import { romeParts } from "./rome-time";

const pad = (n: number) => String(n).padStart(2, "0");

function toDate(value: Date | string): Date | null {
  const d = typeof value === "string" ? new Date(value) : value;
  return Number.isFinite(d.getTime()) ? d : null;
}

/** "15/03/2026" for an instant (ISO string or Date); "" when not a date. */
export function formatItalianDate(value: Date | string): string {
  const d = toDate(value);
  if (!d) return "";
  const [y, m, day] = romeParts(d).date.split("-");
  return `${day}/${m}/${y}`;
}

/** "09:05" (Rome time); "" when not a date. */
export function formatRomeTime(value: Date | string | number, withSeconds = false): string {
  const d = toDate(typeof value === "number" ? new Date(value) : value);
  if (!d) return "";
  const p = romeParts(d);
  return `${pad(p.hour)}:${pad(p.minute)}${withSeconds ? `:${pad(p.second)}` : ""}`;
}

/** "15/03/2026 09:05" (Rome time). */
export function formatItalianDateTime(value: Date | string, withSeconds = false): string {
  const d = toDate(value);
  if (!d) return "";
  return `${formatItalianDate(d)} ${formatRomeTime(d, withSeconds)}`;
}
