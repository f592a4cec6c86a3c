// 'aggiornato alle 10:42' (issue 6): the time a view's data was last fetched from the server, in
// Rome's time; the day is added when it is not today.
import { offlineMessages as m } from "../../shared/messages/offline";
import { romeParts, type RomeParts } from "../../shared/rules/rome-time";

// Read from Rome's wall clock (shared/rules/rome-time: the one formatter the departure countdown
// builds too), not with formatters of its own: each DateTimeFormat with a time zone is a few
// milliseconds to build at start, the first one of a page tens (ICU's data, issue 22).
const pad = (n: number) => String(n).padStart(2, "0");
const hhmm = (p: RomeParts) => `${pad(p.hour)}:${pad(p.minute)}`;

export function formatUpdatedAt(at: number, now: number = Date.now()): string {
  const p = romeParts(new Date(at));
  if (p.date === romeParts(new Date(now)).date) return m.updatedAt(hhmm(p));
  const [, month, day] = p.date.split("-");
  return m.updatedOn(`${day}/${month}`, hhmm(p));
}

export function formatTime(at: number): string {
  return hhmm(romeParts(new Date(at)));
}
