// The previous searches with their results, kept per identity so they are on screen after a
// reload or a cold start without network, and searchable offline. A save writes only what changed
// (a new or repeated search, a search gone from the screen), never the whole list again.
import { isLiveIdentity } from "./live-identity";
import { bancoDb, type StoredSearch } from "./db";

/**
 * Makes the identity's stored searches these (the ones on screen, newest first): puts the new or
 * newer ones, deletes the ones no longer on screen except `keep` (searches answered offline: their
 * stored copy stays as it was). Nothing is written for an identity whose session is not alive here.
 */
export async function saveSearches(identity: string, searches: Omit<StoredSearch, "identity">[], keep: readonly string[] = []): Promise<number> {
  if (!isLiveIdentity(identity)) return 0;
  const db = bancoDb();
  return db.transaction("rw", db.searches, async () => {
    const stored = new Map<string, number>();
    await db.searches
      .where("identity")
      .equals(identity)
      .each((s) => void stored.set(s.normalized, s.at));
    const wanted = new Set([...searches.map((s) => s.normalized), ...keep]);
    const gone = [...stored.keys()].filter((n) => !wanted.has(n));
    const changed = searches.filter((s) => stored.get(s.normalized) !== s.at);
    if (gone.length) await db.searches.bulkDelete(gone.map((n) => [identity, n] as [string, string]));
    if (changed.length) await db.searches.bulkPut(changed.map((s) => ({ ...s, identity })));
    return gone.length + changed.length;
  });
}

/** The identity's stored searches, newest first. */
export async function loadSearches(identity: string): Promise<StoredSearch[]> {
  const rows = await bancoDb().searches.where("identity").equals(identity).toArray();
  return rows.sort((a, b) => b.at - a.at);
}
