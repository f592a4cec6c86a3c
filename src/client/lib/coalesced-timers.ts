// TanStack Query sets a browser timer per query and per observer (a garbage collection of 7 days,
// staleness checks of 30 s and more) and clears it again at every mount, unmount and answer: on a
// returning user's /home or /orderList hundreds of setTimeout and clearTimeout calls in the first
// second, 20–40 ms of its main thread under Lighthouse (issue 22). Long timers are kept here
// instead, in one list served by a single browser timer (query-core's documented TimeoutProvider,
// `timeoutManager.setTimeoutProvider`). Short ones stay the browser's.
import type { TimeoutProvider } from "@tanstack/react-query";

/** Delays from this long on are coalesced; shorter ones are ordinary browser timers. */
export const COALESCED_FROM_MS = 10_000;
// The browser's longest delay (about 24.8 days): a longer one is served by re-arming.
const MAX_DELAY_MS = 2_147_483_647;

interface Pending {
  at: number;
  run: () => void;
}

/** `now`: the clock (tests give their own). Coalesced timers get negative ids, the browser's are positive. */
export function createCoalescedTimers(now: () => number = Date.now): TimeoutProvider<number> {
  const pending = new Map<number, Pending>();
  let lastId = 0;
  let timer: ReturnType<typeof globalThis.setTimeout> | undefined;
  let timerAt = Infinity;

  const arm = (at: number) => {
    if (timer !== undefined) globalThis.clearTimeout(timer);
    timerAt = at;
    timer = globalThis.setTimeout(fire, Math.min(Math.max(0, at - now()), MAX_DELAY_MS));
  };

  function fire() {
    timer = undefined;
    timerAt = Infinity;
    const t = now();
    const due = [...pending].filter(([, p]) => p.at <= t).sort((a, b) => a[1].at - b[1].at);
    for (const [id] of due) pending.delete(id);
    for (const [, p] of due) p.run();
    let next = Infinity;
    for (const p of pending.values()) next = Math.min(next, p.at);
    if (next < timerAt) arm(next);
  }

  return {
    setTimeout(callback, delay) {
      if (!(delay >= COALESCED_FROM_MS)) return Number(globalThis.setTimeout(callback, delay));
      const id = -++lastId;
      const at = now() + delay;
      pending.set(id, { at, run: callback });
      // A timer cleared before it is due leaves the browser's timer armed: it fires early, finds
      // nothing due and re-arms for the next one (cheaper than re-arming at every clear).
      if (at < timerAt) arm(at);
      return id;
    },
    clearTimeout(id) {
      if (id === undefined) return;
      if (id < 0) pending.delete(id);
      else globalThis.clearTimeout(id);
    },
    setInterval: (callback, delay) => Number(globalThis.setInterval(callback, delay)),
    clearInterval: (id) => globalThis.clearInterval(id),
  };
}
