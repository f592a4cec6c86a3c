// 'aggiornato alle 10:42' (issue 6): the time a view's data was last fetched from the server, in
// Rome's time; the day is added when it is not today.
import { offlineMessages as m } from "../../shared/messages/offline";
import { romeParts } from "../../shared/rules/rome-time";
import { formatRomeTime } from "../../shared/rules/italian-date";

// Read from Rome's wall clock (shared/rules/rome-time: the one formatter the departure countdown
// builds too), not with formatters of its own: each DateTimeFormat with a time zone is a few
// milliseconds to build at start, the first one of a page tens (ICU's data, issue 22).
export function formatUpdatedAt(at: number, now: number = Date.now()): string {
  const time = formatRomeTime(at);
  const date = romeParts(new Date(at)).date;
  if (date === romeParts(new Date(now)).date) return m.updatedAt(time);
  const [, month, day] = date.split("-");
  return m.updatedOn(`${day}/${month}`, time);
}
