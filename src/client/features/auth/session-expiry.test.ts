// The session-expired sequence belongs to the logged-in period that raised it (session-expiry.ts):
// a 401 raised for one session never logs out the next user of the tablet.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionExpiry, type SessionExpiryDeps } from "./session-expiry";

const DELAY = 3000;
let calls: { warn: number; ended: number };
let loggingOut: boolean;

function period(): ReturnType<typeof sessionExpiry> {
  const deps: SessionExpiryDeps = {
    warn: () => (calls.warn += 1),
    endSession: () => (calls.ended += 1),
    notAnExpiry: () => loggingOut,
    delayMs: DELAY,
  };
  return sessionExpiry(deps);
}

beforeEach(() => {
  vi.useFakeTimers();
  calls = { warn: 0, ended: 0 };
  loggingOut = false;
});
afterEach(() => vi.useRealTimers());

describe("sessionExpiry", () => {
  it("a 401: the message at once, the session ended after the delay, once for many 401s", () => {
    const expiry = period();
    expiry.expire();
    expiry.expire();
    expect(calls).toEqual({ warn: 1, ended: 0 });
    expect(expiry.raised()).toBe(true);
    vi.advanceTimersByTime(DELAY - 1);
    expect(calls.ended).toBe(0);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual({ warn: 1, ended: 1 });
  });

  it("the period ended before the delay (logout, then the next login): the next user's session is not ended", () => {
    const first = period();
    first.expire();
    first.stop();
    const next = period();
    vi.advanceTimersByTime(DELAY * 2);
    expect(calls).toEqual({ warn: 1, ended: 0 });
    expect(next.raised()).toBe(false);
  });

  it("a 401 answered after the period ended (a late answer of the old session) does nothing", () => {
    const first = period();
    first.stop();
    first.expire();
    vi.advanceTimersByTime(DELAY * 2);
    expect(calls).toEqual({ warn: 0, ended: 0 });
  });

  it("a 401 while this tab is logging out is the logout's own, not an expiry", () => {
    const expiry = period();
    loggingOut = true;
    expiry.expire();
    vi.advanceTimersByTime(DELAY * 2);
    expect(calls).toEqual({ warn: 0, ended: 0 });
    expect(expiry.raised()).toBe(false);
    loggingOut = false;
    expiry.expire();
    expect(calls.warn).toBe(1);
  });
});
