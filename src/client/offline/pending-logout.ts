// A logout made without network cannot end the session on the server: the cookie stays valid and
// the next start with network would silently open the app as that user again — on a shared
// counter tablet, for the next person. The device remembers the logout and sends it first, as
// soon as it can (app/session-bootstrap.tsx); a new login clears it.
const KEY = "banco.pendingLogout";

export function markPendingLogout(): void {
  try {
    localStorage.setItem(KEY, "1");
  } catch {
    // Storage unavailable: nothing to remember it with.
  }
}

export function hasPendingLogout(): boolean {
  try {
    return localStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

export function clearPendingLogout(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
