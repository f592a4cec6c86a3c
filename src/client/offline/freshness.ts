// 'aggiornato alle 10:42' (issue 6): the time a view's data was last fetched from the server, in
// Rome's time; the day is added when it is not today.
import { offlineMessages as m } from "../../shared/messages/offline";

// Built on first use, not when the module loads: the first DateTimeFormat with a time zone loads
// the ICU data, a long task of its own at start.
let formats: { time: Intl.DateTimeFormat; day: Intl.DateTimeFormat; dayKey: Intl.DateTimeFormat } | undefined;
function fmt() {
  return (formats ??= {
    time: new Intl.DateTimeFormat("it-IT", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Rome" }),
    day: new Intl.DateTimeFormat("it-IT", { day: "2-digit", month: "2-digit", timeZone: "Europe/Rome" }),
    dayKey: new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "Europe/Rome" }),
  });
}

export function formatUpdatedAt(at: number, now: number = Date.now()): string {
  const { time, day, dayKey } = fmt();
  const d = new Date(at);
  if (dayKey.format(d) === dayKey.format(new Date(now))) return m.updatedAt(time.format(d));
  return m.updatedOn(day.format(d), time.format(d));
}

export function formatTime(at: number): string {
  return fmt().time.format(new Date(at));
}
