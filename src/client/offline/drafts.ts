// Unsaved note drafts survive a reload of the tab (issue 16 item 17): 'Aggiorna' in one tab lets
// the new version take over, and every open tab reloads into it; a note being typed in another
// tab (the cart's note for operators and order reference, a cart line's note) comes back as it
// was. Kept in this tab's sessionStorage (gone with the tab), per identity: another user of the
// device never sees it, and the identity's reset (logout, impersonation) clears them.
const PREFIX = "banco.draft.";

const keyOf = (identity: string, field: string) => `${PREFIX}${identity}|${field}`;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The draft of a field, or null when there is none (or it cannot be read). */
export function readDraft<T>(identity: string | null, field: string): T | null {
  if (!identity) return null;
  try {
    const raw = storage()?.getItem(keyOf(identity, field));
    return raw === null || raw === undefined ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeDraft(identity: string | null, field: string, value: unknown): void {
  if (!identity) return;
  try {
    storage()?.setItem(keyOf(identity, field), JSON.stringify(value));
  } catch {
    // storage full or unavailable: the draft lives on screen only
  }
}

export function clearDraft(identity: string | null, field: string): void {
  if (!identity) return;
  try {
    storage()?.removeItem(keyOf(identity, field));
  } catch {
    // nothing kept
  }
}

/** Drops every draft of the identity (its reset: logout, impersonation, another user). */
export function clearDrafts(identity: string): void {
  const s = storage();
  if (!s) return;
  const prefix = `${PREFIX}${identity}|`;
  try {
    const keys = Array.from({ length: s.length }, (_, i) => s.key(i)).filter((k): k is string => k !== null && k.startsWith(prefix));
    keys.forEach((k) => s.removeItem(k));
  } catch {
    // nothing kept
  }
}

/** The identity has unsaved drafts in this tab. */
export function hasDrafts(identity: string | null): boolean {
  const s = storage();
  if (!s || !identity) return false;
  const prefix = `${PREFIX}${identity}|`;
  try {
    return Array.from({ length: s.length }, (_, i) => s.key(i)).some((k) => k !== null && k.startsWith(prefix));
  } catch {
    return false;
  }
}

/** Field names: the cart's notes, and one per cart line. */
export const draftFields = {
  cartNotes: (cId: number) => `cart-notes:${cId}`,
  lineNote: (cId: number, precodice: string, codice: string) => `line-note:${cId}:${precodice}/${codice}`,
};
