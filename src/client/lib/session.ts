// The "init" state group of the spec (logged user, API version). It lives in its own jotai store
// because logout and impersonation reset every other client state but not this.
import { atom, createStore, useAtomValue } from "jotai";
import type { SessionUser } from "../../shared/contract/auth";
import { LIVE_COOKIE, REMEMBERED_MARKER_DAYS, liveIdentity } from "../offline/live-identity";
import { sessionIdentity } from "../../shared/rules/session-identity";

export { isLiveIdentity, liveIdentity } from "../offline/live-identity";

export type SessionState =
  | { status: "unknown"; user: null }
  | { status: "anonymous"; user: null; message?: string }
  | { status: "authenticated"; user: SessionUser; offline?: boolean };

export const initStore = createStore();
export const sessionAtom = atom<SessionState>({ status: "unknown", user: null });
export const apiVersionAtom = atom<string | null>(null);
export const companyNameAtom = atom<string>(localStorage.getItem("banco.companyName") ?? "");
// The counter's phone number (COUNTER_PHONE): footer and no-results hint; kept for offline use.
export const counterPhoneAtom = atom<string>(localStorage.getItem("banco.counterPhone") ?? "");

export const LAST_USER_KEY = "banco.lastUser";
const REMEMBER_KEY = "banco.remember";

/** Whose data a row of the offline copy is (shared/rules/session-identity.ts). */
export function identityOf(user: Pick<SessionUser, "uUsername" | "isBehelf" | "originalUser">): string {
  return sessionIdentity(user.isBehelf && user.originalUser ? user.originalUser.uUsername : null, user.uUsername);
}

/** The login asked for "Ricordami": the live marker outlives the browser (offline/live-identity.ts). */
export function rememberLogin(remember: boolean): void {
  if (remember) localStorage.setItem(REMEMBER_KEY, "1");
  else localStorage.removeItem(REMEMBER_KEY);
}

/** The session is ending (logout, impersonation, expiry): no tab writes for it from now. */
export function endLiveMarker(): void {
  writeLiveMarker(null);
}

function writeLiveMarker(identity: string | null): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  if (!identity) {
    document.cookie = `${LIVE_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secure}`;
    return;
  }
  if (liveIdentity() === identity) return;
  const remembered = localStorage.getItem(REMEMBER_KEY) === "1" ? `; Max-Age=${REMEMBERED_MARKER_DAYS * 86_400}` : "";
  document.cookie = `${LIVE_COOKIE}=${encodeURIComponent(identity)}; Path=/; SameSite=Strict${remembered}${secure}`;
}

/**
 * A device with no live marker holds no open session (the marker lives as long as the server's
 * session cookie): its visitor is shown the login screen at once instead of a spinner while
 * /auth/check answers, one round trip less before the form on a first visit. Nothing is stored or
 * removed here; the check's answer still decides (session-bootstrap.tsx). Should it find a session
 * open after all (cookies cleared by hand, say), the identity's copy is restored and the screens
 * mount again (offline-root.tsx), and /login, mounted with a session open, sends the user on.
 */
export function assumeVisitor(): void {
  initStore.set(sessionAtom, { status: "anonymous", user: null });
}

export function useSession(): SessionState {
  return useAtomValue(sessionAtom, { store: initStore });
}

export function useApiVersion(): string | null {
  return useAtomValue(apiVersionAtom, { store: initStore });
}

export function setSession(state: SessionState): void {
  initStore.set(sessionAtom, state);
  // The last user is remembered on this device so the app can open offline (DESIGN.md, Offline).
  if (state.status === "authenticated" && !state.offline) {
    localStorage.setItem(LAST_USER_KEY, JSON.stringify(state.user));
    writeLiveMarker(identityOf(state.user));
  }
  if (state.status === "anonymous") {
    localStorage.removeItem(LAST_USER_KEY);
    writeLiveMarker(null);
  }
}

/**
 * The last user of this device, if their session may still be alive here (the live marker names
 * them): the only one the app may open offline, from their copy.
 */
export function lastKnownUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(LAST_USER_KEY);
    const user = raw ? (JSON.parse(raw) as SessionUser) : null;
    return user && liveIdentity() === identityOf(user) ? user : null;
  } catch {
    return null;
  }
}

export function setApiVersion(v: string): void {
  initStore.set(apiVersionAtom, v);
}

export function useCompanyName(): string {
  return useAtomValue(companyNameAtom, { store: initStore });
}

export function setCompanyName(name: string): void {
  localStorage.setItem("banco.companyName", name);
  initStore.set(companyNameAtom, name);
}

export function useCounterPhone(): string {
  return useAtomValue(counterPhoneAtom, { store: initStore });
}

export function setCounterPhone(phone: string): void {
  localStorage.setItem("banco.counterPhone", phone);
  initStore.set(counterPhoneAtom, phone);
}

/**
 * Where a user starts: staff acting for no customer have no prices, cart or search, so they
 * start on the customer picker; everyone else on the search (spec: /home).
 */
export function landingPath(user: SessionUser): string {
  return user.uRole !== "USER" && user.idCliente === null ? "/behalf" : "/home";
}

export function currentUser(): SessionUser | null {
  const s = initStore.get(sessionAtom);
  return s.status === "authenticated" ? s.user : null;
}

/**
 * Calls back at each change of the session to a live one (confirmed by the server, not the
 * offline trust of a cold start), saying whether it is a new one (after none, an offline one or
 * another user). The session monitor sets the same session again every 20 s: changed is false then.
 */
export function subscribeLiveSession(onLive: (changed: boolean) => void): () => void {
  const live = (s: SessionState) => s.status === "authenticated" && !s.offline;
  let previous = initStore.get(sessionAtom);
  return initStore.sub(sessionAtom, () => {
    const s = initStore.get(sessionAtom);
    const changed = !live(previous) || previous.user?.uUsername !== s.user?.uUsername;
    previous = s;
    if (live(s)) onLive(changed);
  });
}
