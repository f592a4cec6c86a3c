// What the popup rule needs to remember per user on this device (spec §4 "Promo popup"): how many
// times each promo was seen as a popup and when the last popup was shown. Kept in localStorage
// under the username, so two people sharing a counter tablet each get their own count.
export interface PopupMemory {
  seen: Record<number, number>;
  lastPopupAt: number | null;
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const popupStorageKey = (username: string): string => `banco.promoPopup.${username.toLowerCase()}`;

/** Reads the memory; anything unreadable or malformed counts as "nothing seen yet". */
export function readPopupMemory(storage: KeyValueStorage, username: string): PopupMemory {
  try {
    const raw = storage.getItem(popupStorageKey(username));
    if (!raw) return { seen: {}, lastPopupAt: null };
    const parsed = JSON.parse(raw) as { seen?: unknown; lastPopupAt?: unknown };
    const seen: Record<number, number> = {};
    if (parsed.seen && typeof parsed.seen === "object") {
      for (const [k, v] of Object.entries(parsed.seen as Record<string, unknown>)) {
        const id = Number(k);
        if (Number.isInteger(id) && typeof v === "number" && Number.isFinite(v) && v >= 0) seen[id] = Math.floor(v);
      }
    }
    const last = typeof parsed.lastPopupAt === "number" && Number.isFinite(parsed.lastPopupAt) ? parsed.lastPopupAt : null;
    return { seen, lastPopupAt: last };
  } catch {
    return { seen: {}, lastPopupAt: null };
  }
}

export function writePopupMemory(storage: KeyValueStorage, username: string, memory: PopupMemory): void {
  try {
    storage.setItem(popupStorageKey(username), JSON.stringify(memory));
  } catch {
    // Storage full or disabled (private mode): the popup may show again, nothing breaks.
  }
}

/**
 * Whose memory a popup view goes to. Counts belong to the person looking at the screen for the
 * customer on show: a user alone is both; staff acting for a customer count under "staff>customer",
 * so the same customer's popup is not shown again at each impersonation. The 10-minute interval
 * belongs to the person (the staff member's own name), so switching identity does not bring a
 * popup back at once.
 */
export function popupMemoryKeys(user: { uUsername: string; isBehelf: boolean; originalUser: { uUsername: string } | null }): { counts: string; person: string } {
  const person = user.isBehelf && user.originalUser ? user.originalUser.uUsername : user.uUsername;
  return { counts: person === user.uUsername ? person : `${person}>${user.uUsername}`, person };
}
