// Builds the app's first date and number formatters in a worker thread (lib/intl-warmup.ts). The
// first Intl formatter of a page loads ICU's locale and time-zone data (25–50 ms on a desktop, much
// more on a phone); that data is cached for the whole renderer process, so once this worker has
// paid for it, the same formatters built on the main thread (rome-time, freshness, the search
// times, byte sizes) take well under a millisecond and never block the first screen's render.
const rome = "Europe/Rome";
const now = new Date();
new Intl.DateTimeFormat("en-GB", { timeZone: rome, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }).formatToParts(now);
new Intl.DateTimeFormat("it-IT", { hour: "2-digit", minute: "2-digit", timeZone: rome }).format(now);
new Intl.DateTimeFormat("it-IT", { day: "2-digit", month: "2-digit", timeZone: rome }).format(now);
new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: rome }).format(now);
new Intl.NumberFormat("it-IT", { maximumFractionDigits: 2 }).format(1234.5);
"A".toLocaleLowerCase("it-IT");
postMessage("ready");
