import { describe, expect, it } from "vitest";
import pino from "pino";
import { AppError } from "../../lib/app-error";
import { loginThrottle, slowdownMs } from "./login-throttle";
import type { Counts, ThrottleKeys, ThrottleRepo } from "./throttle-repo";

const config = {
  LOGIN_MAX_FAILURES_USER: 5,
  LOGIN_MAX_FAILURES_IP: 30,
  LOGIN_LOCK_MINUTES: 15,
  LOGIN_SLOWDOWN_BASE_MS: 1000,
  LOGIN_SLOWDOWN_MAX_MS: 15_000,
  PASSWORD_CHECKS_CONCURRENT: 1,
  PASSWORD_CHECKS_QUEUED: 1,
};

/** Counters in memory, counted the way the statement counts them. */
function memoryRepo(): ThrottleRepo & { counts: Map<string, number> } {
  const counts = new Map<string, number>();
  const key = (scope: string, k: string) => `${scope}|${k}`;
  return {
    counts,
    async count(keys: ThrottleKeys): Promise<Counts> {
      const out = {} as Counts;
      for (const scope of ["pair", "ip", "user"] as const) {
        const n = (counts.get(key(scope, keys[scope])) ?? 0) + 1;
        counts.set(key(scope, keys[scope]), n);
        out[scope] = n;
      }
      return out;
    },
    async refund(keys: Partial<ThrottleKeys>) {
      for (const [scope, k] of Object.entries(keys)) counts.set(key(scope, k), Math.max(0, (counts.get(key(scope, k)) ?? 0) - 1));
    },
    async clearPair(pair: string) {
      counts.delete(key("pair", pair));
    },
    async deleteEnded() {},
  };
}

describe("slowdownMs", () => {
  it("waits nothing up to the limit, then doubles up to the maximum", () => {
    expect([4, 5, 6, 7, 8, 9, 10, 50].map((n) => slowdownMs(n, config))).toEqual([0, 0, 1000, 2000, 4000, 8000, 15_000, 15_000]);
  });
});

describe("the password-check queue", () => {
  it("answers 429 with the Italian message beyond the queue, without counting that attempt", async () => {
    const repo = memoryRepo();
    const throttle = loginThrottle(repo, config, pino({ level: "silent" }));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slowCheck = async () => {
      await gate;
      return false;
    };
    const running = throttle.attempt("a", "192.0.2.1", slowCheck);
    const queued = throttle.attempt("b", "192.0.2.1", slowCheck);
    // Let both reach the queue (one running, one waiting).
    await new Promise((r) => setTimeout(r, 10));
    const refused = await throttle.attempt("c", "192.0.2.1", slowCheck).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).kind).toBe("throttled");
    expect((refused as AppError).message).toBe("Troppi accessi in corso in questo momento. Riprovare tra qualche secondo.");
    expect(repo.counts.get("user|c")).toBe(0);
    release();
    expect(await running).toBe(false);
    expect(await queued).toBe(false);
    expect(repo.counts.get("ip|192.0.2.1")).toBe(2);
  });

  it("a success clears its pair and takes back its own count only", async () => {
    const repo = memoryRepo();
    const throttle = loginThrottle(repo, config, pino({ level: "silent" }));
    await throttle.attempt("x", "192.0.2.2", async () => false);
    await throttle.attempt("y", "192.0.2.2", async () => false);
    await throttle.attempt("x", "192.0.2.2", async () => true);
    expect(repo.counts.get("pair|192.0.2.2 x")).toBeUndefined();
    expect(repo.counts.get("ip|192.0.2.2")).toBe(2);
    expect(repo.counts.get("user|x")).toBe(1);
  });
});
