// What a logged user's page sets up once, before its first screen (app/offline/offline-layer.tsx,
// loaded for a stored or logged identity before the screens, calls it): not in a visitor's first view.
import { timeoutManager } from "@tanstack/react-query";
import { createCoalescedTimers } from "../lib/coalesced-timers";
import { keepClassMergesOnDevice } from "../lib/kept-class-merges";

let started = false;

export function startLoggedInPage(): void {
  if (started) return;
  started = true;
  // The queries' long timers in one list (lib/coalesced-timers.ts). Timers set before (the login
  // screen's) stay the browser's and are still cleared by their ids. Not in development, where
  // query-core warns of any switch made after its first timer.
  if (import.meta.env.PROD) timeoutManager.setTimeoutProvider(createCoalescedTimers());
  keepClassMergesOnDevice();
}
