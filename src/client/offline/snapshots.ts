// The latest server answer of a shared view (the cart), written to IndexedDB whenever this tab
// gets one, so every other tab of the same identity shows it at once (Dexie liveQuery).
import { liveQuery } from "dexie";
import { newClientId } from "../lib/client-id";
import { isLiveIdentity } from "./live-identity";
import { bancoDb, type Snapshot } from "./db";

/** This tab: a tab ignores the snapshots it wrote itself. */
export const TAB_ID = newClientId("tab-");

export async function writeSnapshot(identity: string, key: string, data: unknown, updatedAt: number): Promise<void> {
  if (!isLiveIdentity(identity)) return;
  const db = bancoDb();
  await db.transaction("rw", db.snapshots, async () => {
    const current = await db.snapshots.get([identity, key]);
    if (current && current.updatedAt > updatedAt) return;
    await db.snapshots.put({ identity, key, data, updatedAt, origin: TAB_ID });
  });
}

/** Calls back with the snapshots other tabs wrote for this identity, whenever they change. */
export function watchSnapshots(identity: string, onChange: (snapshots: Snapshot[]) => void): () => void {
  const sub = liveQuery(() => bancoDb().snapshots.where("identity").equals(identity).toArray()).subscribe({
    next: (rows) => onChange(rows.filter((r) => r.origin !== TAB_ID)),
    error: () => undefined,
  });
  return () => sub.unsubscribe();
}
