// Builds the app's first date and number formatters in a worker thread (lib/intl-warmup.ts). The
// first Intl formatter of a page loads ICU's locale and time-zone data (25–50 ms on a desktop, much
// more on a phone); that data is cached for the whole renderer process, so once this worker has
// paid for it, the same formatters built on the main thread (rome-time's, which 'aggiornato alle'
// and the search times read too; byte sizes) cost less and never load it in the first screen's render.
const rome = "Europe/Rome";
const now = new Date();
new Intl.DateTimeFormat("en-GB", { timeZone: rome, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }).formatToParts(now);
new Intl.NumberFormat("it-IT", { maximumFractionDigits: 2 }).format(1234.5);
"A".toLocaleLowerCase("it-IT");
close();
