// Login throttling (docs/decisions/0019-login-throttling.md, OWASP ASVS 5.0 §6.3):
// - every attempt is counted before the password is checked, in one statement (throttle-repo), so
//   a parallel burst is cut exactly at the limit;
// - a username from one address (pair) and one address (ip) are locked past their limits for the
//   rest of the window;
// - a username across every address is never locked (anyone could lock a known user out): past
//   LOGIN_MAX_FAILURES_USER each failure doubles a wait before the check, up to a maximum;
// - password checks run in a bounded queue: beyond it a 429 at once, so a flood of logins never
//   takes the CPU and memory that logged-in users' requests need;
// - a success forgets that username's failures from that address only, and takes back its own
//   count from the address and the username (it was no failure).
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import { authMessages } from "../../../shared/messages/auth";
import { AppError } from "../../lib/app-error";
import { boundedConcurrency, QueueFull } from "../../lib/bounded-concurrency";
import type { ThrottleKeys, ThrottleRepo } from "./throttle-repo";

type ThrottleConfig = Pick<
  Config,
  | "LOGIN_MAX_FAILURES_USER"
  | "LOGIN_MAX_FAILURES_IP"
  | "LOGIN_LOCK_MINUTES"
  | "LOGIN_SLOWDOWN_BASE_MS"
  | "LOGIN_SLOWDOWN_MAX_MS"
  | "PASSWORD_CHECKS_CONCURRENT"
  | "PASSWORD_CHECKS_QUEUED"
>;

/** The wait before checking a password of a username with `failures` counted across addresses. */
export function slowdownMs(failures: number, config: Pick<ThrottleConfig, "LOGIN_MAX_FAILURES_USER" | "LOGIN_SLOWDOWN_BASE_MS" | "LOGIN_SLOWDOWN_MAX_MS">): number {
  const excess = failures - config.LOGIN_MAX_FAILURES_USER;
  if (excess <= 0) return 0;
  return Math.min(config.LOGIN_SLOWDOWN_MAX_MS, config.LOGIN_SLOWDOWN_BASE_MS * 2 ** Math.min(excess - 1, 30));
}

export function throttleKeys(usernameLower: string, ip: string): ThrottleKeys {
  // An address has no space: "<ip> <username>" names one pair only.
  return { pair: `${ip} ${usernameLower}`, ip, user: usernameLower };
}

export function loginThrottle(repo: ThrottleRepo, config: ThrottleConfig, log: FastifyBaseLogger) {
  const checks = boundedConcurrency(config.PASSWORD_CHECKS_CONCURRENT, config.PASSWORD_CHECKS_QUEUED);

  return {
    /**
     * One login attempt: counted, refused (429) past a lock, slowed past the username's limit,
     * then `check` runs in the bounded queue. Answers what `check` answered.
     */
    async attempt(usernameLower: string, ip: string, check: () => Promise<boolean>): Promise<boolean> {
      const keys = throttleKeys(usernameLower, ip);
      const counts = await repo.count(keys, config.LOGIN_LOCK_MINUTES);
      if (counts.pair > config.LOGIN_MAX_FAILURES_USER || counts.ip > config.LOGIN_MAX_FAILURES_IP) {
        await repo.refund(keys);
        log.warn({ event: "login_throttled", username: usernameLower, ip, counts }, "login throttled");
        throw new AppError("throttled", authMessages.throttled);
      }
      const wait = slowdownMs(counts.user, config);
      if (wait > 0) {
        log.info({ event: "login_slowed", username: usernameLower, ip, waitMs: wait }, "login slowed down");
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      let ok: boolean;
      try {
        ok = await checks.run(check);
      } catch (err) {
        if (!(err instanceof QueueFull)) throw err;
        await repo.refund(keys);
        log.warn({ event: "login_busy", username: usernameLower, ip }, "password checks queue full");
        throw new AppError("throttled", authMessages.loginBusy);
      }
      if (ok) await Promise.all([repo.clearPair(keys.pair), repo.refund({ ip: keys.ip, user: keys.user })]);
      return ok;
    },

    /** Counters whose window ended (background housekeeping). */
    forgetEnded(): Promise<void> {
      return repo.deleteEnded(config.LOGIN_LOCK_MINUTES);
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
