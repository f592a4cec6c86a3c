// One logout at a time (use-logout.ts): the reset remounts /logout, whose effect asks again while
// the first is under way; that ask shares the first, so the tree is reset once and what the user
// types on /login afterwards stays.
import { beforeEach, describe, expect, it, vi } from "vitest";

const calls = vi.hoisted(() => ({ logout: 0, reset: 0, session: [] as string[] }));
let finishLogout: () => void = () => undefined;

vi.mock("../api/logout", () => ({
  logout: () => {
    calls.logout += 1;
    return new Promise<void>((resolve) => {
      finishLogout = resolve;
    });
  },
}));
vi.mock("../../../lib/client-reset", () => ({
  resetClientData: async () => {
    calls.reset += 1;
  },
}));
vi.mock("../../../lib/session", () => ({ setSession: (s: { status: string }) => calls.session.push(s.status) }));
vi.mock("../../../lib/notify", () => ({ notify: { error: vi.fn() } }));
vi.mock("../../../offline/pending-logout", () => ({ markPendingLogout: vi.fn() }));

const { logoutOnce } = await import("./use-logout");

beforeEach(() => {
  calls.logout = 0;
  calls.reset = 0;
  calls.session = [];
});

describe("logoutOnce", () => {
  it("shares a logout under way: one call to the server, one reset", async () => {
    const first = logoutOnce();
    const second = logoutOnce();
    expect(second).toBe(first);
    finishLogout();
    await Promise.all([first, second]);
    expect(calls).toEqual({ logout: 1, reset: 1, session: ["anonymous"] });
  });

  it("a later logout (the next user's) is a logout of its own", async () => {
    const first = logoutOnce();
    finishLogout();
    await first;
    const next = logoutOnce();
    expect(next).not.toBe(first);
    finishLogout();
    await next;
    expect(calls.logout).toBe(2);
    expect(calls.reset).toBe(2);
  });
});
