// How long the copy of an identity whose session is gone stays on the device
// (docs/decisions/0021-device-data-ownership.md). While the session is gone nothing of it is read
// or served (lib/session.ts, sw/sw.ts); these limits delete it. The page records when each
// identity was last live; the service worker and the page purge. Imported by the service worker:
// no DOM here.
import { bancoDb, IDENTITY_TABLES } from "./db";

const DAY_MS = 86_400_000;
/** The searches, query cache, cart snapshots, PDFs and refused edits: a week, as the persisted cache. */
export const COPY_KEPT_DAYS = 7;
/** Queued edits (what the user typed, sent at their next login): a month. */
export const OUTBOX_KEPT_DAYS = 30;

const seenKey = (identity: string) => `seen:${identity}`;

/** The identity is live on this device now. */
export async function touchIdentity(identity: string, now = Date.now()): Promise<void> {
  await bancoDb().meta.put({ key: seenKey(identity), value: now });
}

/** Deletes what the limits say of every identity but `live`. Returns the identities touched. */
export async function purgeExpiredIdentities(live: string | null, now = Date.now()): Promise<string[]> {
  const db = bancoDb();
  const identities = new Set<string>();
  for (const t of IDENTITY_TABLES) {
    for (const k of await db.table(t).orderBy("identity").uniqueKeys()) identities.add(String(k));
  }
  const purged: string[] = [];
  for (const identity of identities) {
    if (identity === live) continue;
    const seen = (await db.meta.get(seenKey(identity)))?.value;
    if (typeof seen !== "number") {
      // Rows from before this rule: their clock starts now.
      await touchIdentity(identity, now);
      continue;
    }
    const age = now - seen;
    if (age <= COPY_KEPT_DAYS * DAY_MS) continue;
    const dropOutbox = age > OUTBOX_KEPT_DAYS * DAY_MS;
    const tables = IDENTITY_TABLES.filter((t) => dropOutbox || t !== "outbox");
    await db.transaction("rw", [...tables.map((t) => db.table(t)), db.meta], async () => {
      for (const t of tables) await db.table(t).where("identity").equals(identity).delete();
      if (dropOutbox) await db.meta.delete(seenKey(identity));
    });
    purged.push(identity);
  }
  return purged;
}
