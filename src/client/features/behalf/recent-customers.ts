// The customers a staff member acted for lately, newest first, kept on this device per staff
// member: the picker lists them first (issue 16 item 19), a sales rep's day goes back and forth
// between the same few workshops.
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const RECENT_MAX = 8;

const key = (staff: string) => `banco.behalfRecent.${staff.toLowerCase()}`;

export function readRecent(storage: KeyValueStorage, staff: string): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key(staff)) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((v): v is number => Number.isInteger(v)).slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

export function rememberRecent(storage: KeyValueStorage, staff: string, userId: number): void {
  const next = [userId, ...readRecent(storage, staff).filter((id) => id !== userId)].slice(0, RECENT_MAX);
  try {
    storage.setItem(key(staff), JSON.stringify(next));
  } catch {
    // Storage full or disabled: the picker keeps its plain order.
  }
}

/** The recent ones first, newest first; the others after, in their own order. */
export function recentFirst<T extends { uId: number }>(rows: readonly T[], recent: readonly number[]): T[] {
  const rank = new Map(recent.map((id, i) => [id, i]));
  const r = rows.filter((u) => rank.has(u.uId)).sort((a, b) => rank.get(a.uId)! - rank.get(b.uId)!);
  return [...r, ...rows.filter((u) => !rank.has(u.uId))];
}
