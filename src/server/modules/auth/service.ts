import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { SessionUser } from "../../../shared/contract/auth";
import { authMessages } from "../../../shared/messages/auth";
import { AppError } from "../../lib/app-error";
import type { AuthContext, AuthUser } from "../../lib/auth-context";
import { dummyPasswordHash, verifyPassword } from "../../lib/password";
import { hashToken, newSessionToken } from "../../lib/tokens";
import type { AuthRepo, SessionUserFields } from "./repo";
import type { LoginThrottle } from "./login-throttle";
import type { AuditWrite } from "../audit/service";
import type { NewSession } from "../../lib/session-cookie";

/**
 * last_seen_at is written at most once a second per session (a page's parallel requests share
 * one write). The idle limit is checked against it, so a session is never accepted once it has
 * been idle longer than the limit, and is refused at most this much early (decision 0019).
 */
const TOUCH_EVERY_MS = 1_000;

export function toAuthUser(u: SessionUserFields): AuthUser {
  return {
    id: u.id,
    username: u.username,
    role: u.role,
    customerId: u.customerId,
    destinationId: u.destinationId,
    emails: u.emails,
    warehouses: u.warehouses.split("+").filter(Boolean),
    showIam: u.showIam,
    allowedPromo: u.allowedPromo,
    showOnlyDestData: u.showOnlyDestData,
    isObsoleteSupplier: u.isObsoleteSupplier === 1,
    showGsUrl: u.showGsUrl,
  };
}

export type { NewSession } from "../../lib/session-cookie";
/** Acting for another user: a part of this module that other modules receive by injection. */
export type { ImpersonationService } from "./impersonation";

export function authService(repo: AuthRepo, config: Config, log: FastifyBaseLogger, throttle: LoginThrottle) {
  function sessionLifetime(remember: boolean, now: Date): Date {
    const ms = remember ? config.SESSION_ABSOLUTE_HOURS * 3_600_000 : Math.min(config.SESSION_ABSOLUTE_HOURS, 12) * 3_600_000;
    return new Date(now.getTime() + ms);
  }

  return {
    async login(input: { username: string; password: string; remember: boolean; ip: string }): Promise<{ session: NewSession; user: SessionUser }> {
      const usernameLower = input.username.trim().toLowerCase();
      // Counted before the password is checked: inside a lock even the right password is refused.
      const user = await repo.findUserByUsername(usernameLower);
      const hash = user?.passwordHash ?? (await dummyPasswordHash());
      const ok = await throttle.attempt(usernameLower, input.ip, async () => (await verifyPassword(input.password, hash)) && !!user && !user.disabled);
      if (!user || !ok) {
        log.info({ event: "login_failed", username: usernameLower, ip: input.ip }, "login failed");
        throw new AppError("unauthenticated", authMessages.wrongCredentials);
      }
      const now = new Date();
      const token = newSessionToken();
      const expiresAt = sessionLifetime(input.remember, now);
      await repo.insertSession({ idHash: hashToken(token), userId: user.id, remember: input.remember, expiresAt, createdAt: now, lastSeenAt: now });
      log.info({ event: "login_ok", username: usernameLower, userId: user.id, ip: input.ip }, "login ok");
      return { session: { token, remember: input.remember, expiresAt }, user: await this.describe(toAuthUser(user), null) };
    },

    /** Resolves a cookie value to the caller, or null when missing, unknown or expired. */
    async resolve(token: string): Promise<AuthContext | null> {
      const idHash = hashToken(token);
      const found = await repo.findSessionWithUsers(idHash);
      if (!found) return null;
      const s = found.session;
      const now = new Date();
      const idleLimit = s.remember ? config.SESSION_ABSOLUTE_HOURS * 3_600_000 : config.SESSION_IDLE_MINUTES * 60_000;
      if (s.expiresAt.getTime() <= now.getTime() || now.getTime() - s.lastSeenAt.getTime() > idleLimit) {
        await repo.deleteSession(idHash);
        return null;
      }
      const real = found.real;
      if (!real || real.disabled) return null;
      const acting = s.actingAsUserId ? (found.acting ?? undefined) : undefined;
      // A customer user disabled during an impersonation ends it: the session is no longer valid.
      if (s.actingAsUserId && (!acting || acting.disabled)) {
        await repo.deleteSession(idHash);
        return null;
      }
      if (now.getTime() - s.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await repo.touchSession(idHash, now);
      const realUser = toAuthUser(real);
      return {
        sessionHash: idHash,
        realUser,
        user: acting ? toAuthUser(acting) : realUser,
        isBehalf: Boolean(acting),
        remember: s.remember,
        expiresAt: s.expiresAt,
      };
    },

    async describe(user: AuthUser, original: AuthUser | null): Promise<SessionUser> {
      return {
        uId: user.id,
        uUsername: user.username,
        uRole: user.role,
        uIsObsoleteSupplier: user.isObsoleteSupplier ? 1 : 0,
        uShowGSUrl: user.showGsUrl,
        uShowIAM: user.showIam,
        uShowOnlyDestData: user.showOnlyDestData,
        uEmailsString: user.emails,
        uDepRifString: user.warehouses.join("+"),
        idCliente: user.customerId,
        ragioneSociale: user.customerId ? await repo.customerName(user.customerId) : null,
        isBehelf: original !== null,
        originalUser: original ? { uId: original.id, uUsername: original.username, uRole: original.role } : null,
      };
    },

    async logout(auth: AuthContext): Promise<void> {
      await repo.deleteSession(auth.sessionHash);
    },

    /** A new session id for the same login (impersonation start and end). */
    async rotate(auth: AuthContext, actingAsUserId: number | null, audit: AuditWrite): Promise<NewSession> {
      const token = newSessionToken();
      const now = new Date();
      await repo.replaceSession(auth.sessionHash, {
        idHash: hashToken(token),
        userId: auth.realUser.id,
        actingAsUserId,
        remember: auth.remember,
        expiresAt: auth.expiresAt,
        createdAt: now,
        lastSeenAt: now,
      }, audit);
      return { token, remember: auth.remember, expiresAt: auth.expiresAt };
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
