// The storage this device uses for the logged identity, and 'Libera spazio' (issue 16 item 18):
// it deletes the identity's stored PDFs and its old stored searches — every one but the newest,
// the search on screen. Queued edits (the outbox: what the user typed and nothing else has) and
// other identities' rows are never touched.
import { bancoDb, type StoredSearch } from "./db";

/** Stored searches kept by 'Libera spazio': the newest (the search on screen). */
export const FREE_KEEPS_SEARCHES = 1;

export interface StoreFigure {
  count: number;
  bytes: number;
}

export interface StorageFigures {
  /** The browser's figure for the whole site on this device (all stores and the app's files); null when unknown. */
  total: number | null;
  pdfs: StoreFigure;
  searches: StoreFigure;
  /** The copy of the screens' data (the persisted query cache). */
  screens: StoreFigure;
  /** Edits waiting to be sent: shown, never freed. */
  pending: number;
}

export interface Freed {
  pdfs: StoreFigure;
  searches: StoreFigure;
}

/** The searches 'Libera spazio' deletes: all but the `keep` newest. */
export function searchesToFree<T extends Pick<StoredSearch, "normalized" | "at">>(searches: readonly T[], keep = FREE_KEEPS_SEARCHES): T[] {
  return [...searches].sort((a, b) => b.at - a.at).slice(Math.max(0, keep));
}

/** Approximate bytes of a stored search (its rows as the database keeps them). */
export function searchBytes(s: Pick<StoredSearch, "query" | "rows">): number {
  return JSON.stringify(s.rows).length + s.query.length;
}

async function browserUsage(): Promise<number | null> {
  try {
    const estimate = await globalThis.navigator?.storage?.estimate?.();
    return typeof estimate?.usage === "number" ? estimate.usage : null;
  } catch {
    return null;
  }
}

export async function storageFigures(identity: string): Promise<StorageFigures> {
  const db = bancoDb();
  const [pdfRows, searchRows, cache, pending, total] = await Promise.all([
    db.pdfs.where("identity").equals(identity).toArray(),
    db.searches.where("identity").equals(identity).toArray(),
    db.queryCache.get(identity),
    db.outbox.where("identity").equals(identity).count(),
    browserUsage(),
  ]);
  return {
    total,
    pdfs: { count: pdfRows.length, bytes: pdfRows.reduce((a, p) => a + (p.size ?? p.blob.size), 0) },
    searches: { count: searchRows.length, bytes: searchRows.reduce((a, s) => a + searchBytes(s), 0) },
    screens: { count: cache ? 1 : 0, bytes: cache?.value.length ?? 0 },
    pending,
  };
}

/** 'Libera spazio': deletes the identity's PDFs and its old searches; returns what went. */
export async function freeSpace(identity: string): Promise<Freed & { searchesDeleted: string[] }> {
  const db = bancoDb();
  return db.transaction("rw", db.pdfs, db.searches, async () => {
    const pdfRows = await db.pdfs.where("identity").equals(identity).toArray();
    const old = searchesToFree(await db.searches.where("identity").equals(identity).toArray());
    if (pdfRows.length) await db.pdfs.bulkDelete(pdfRows.map((p) => [identity, p.url] as [string, string]));
    if (old.length) await db.searches.bulkDelete(old.map((s) => [identity, s.normalized] as [string, string]));
    return {
      pdfs: { count: pdfRows.length, bytes: pdfRows.reduce((a, p) => a + (p.size ?? p.blob.size), 0) },
      searches: { count: old.length, bytes: old.reduce((a, s) => a + searchBytes(s), 0) },
      searchesDeleted: old.map((s) => s.normalized),
    };
  });
}
