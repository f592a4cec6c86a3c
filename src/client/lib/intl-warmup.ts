// The ICU data behind Intl is loaded by the first formatter a page builds, on whichever thread
// builds it, and then cached for the whole renderer process. A returning user's first screen
// builds several (Rome's wall clock for the departure countdown, 'aggiornato alle …'): on the main
// thread the first one was a 25–50 ms task inside React's render of the shell (×4 under
// Lighthouse's mobile CPU: the largest single item of /cart's Total Blocking Time, issue 22).
// A worker builds them first, off the main thread, while the page waits for the session check and
// the offline copy; the main thread's formatters then cost well under a millisecond. Nothing
// depends on the worker: if it cannot start (offline without it cached, an old browser), the
// formatters are simply built on the main thread as before.
let started = false;

export function warmUpIntl(): void {
  if (started || typeof Worker === "undefined") return;
  started = true;
  try {
    // The worker closes itself when done: terminating it from here was a few milliseconds of the
    // main thread's start (issue 22). A worker that fails to start is gone all the same.
    new Worker(new URL("./intl-warmup.worker.ts", import.meta.url), { type: "module" });
  } catch {
    // No worker: nothing to warm, nothing lost.
  }
}
