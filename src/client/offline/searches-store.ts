// The previous searches with their results, kept per identity so they are on screen after a
// reload or a cold start without network, and searchable offline.
import { bancoDb, type StoredSearch } from "./db";

/** Replaces the identity's stored searches with these (the ones on screen, newest first). */
export async function saveSearches(identity: string, searches: Omit<StoredSearch, "identity">[]): Promise<void> {
  const db = bancoDb();
  await db.transaction("rw", db.searches, async () => {
    await db.searches.where("identity").equals(identity).delete();
    await db.searches.bulkPut(searches.map((s) => ({ ...s, identity })));
  });
}

/** The identity's stored searches, newest first. */
export async function loadSearches(identity: string): Promise<StoredSearch[]> {
  const rows = await bancoDb().searches.where("identity").equals(identity).toArray();
  return rows.sort((a, b) => b.at - a.at);
}
