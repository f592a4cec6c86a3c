// Whose session is alive in this browser, as a cookie the page writes and the service worker reads
// (docs/decisions/0021-device-data-ownership.md). The server's session cookie is HttpOnly: neither
// the page offline nor the worker can see it. This marker follows it: a session cookie (gone when
// the browser closes) unless the user ticked "Ricordami", removed at logout and at expiry. Without
// it, nothing of an identity's offline copy is served: a closed browser ends the copy's readability
// as it ends the server session. Imported by the service worker: no DOM here.
export const LIVE_COOKIE = "banco_live";

/** Days the marker lasts after a login with "Ricordami" (the server's remembered session is as long). */
export const REMEMBERED_MARKER_DAYS = 30;

/** The identity named by a Cookie header / document.cookie string (null: none). */
export function liveIdentityFrom(cookies: string): string | null {
  for (const part of cookies.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === LIVE_COOKIE) {
      try {
        return decodeURIComponent(rest.join("=")) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The identity whose session is alive in this browser, read by a page (null: none, or not a page). */
export function liveIdentity(): string | null {
  const doc = pageDocument();
  return doc ? liveIdentityFrom(doc.cookie) : null;
}

/** The page's document (none in the service worker or in node tests). */
function pageDocument(): { cookie: string } | undefined {
  return (globalThis as { document?: { cookie: string } }).document;
}

/**
 * May this page write the identity's offline copy? Only while its session is alive in this browser:
 * a tab still holding a user who logged out in another tab writes nothing more for them.
 */
export function isLiveIdentity(identity: string): boolean {
  return pageDocument() === undefined || liveIdentity() === identity;
}
