// Logout wipes the identity's offline copy (searches, query cache, snapshots, PDFs, refused
// edits). Its queued edits are kept unless the user chose to discard them: they are what the user
// typed and nothing else has them (docs/decisions/0013-offline-design.md). Another identity's rows
// are never touched.
import { bancoDb, IDENTITY_TABLES } from "./db";

export async function wipeIdentity(identity: string, opts: { keepOutbox: boolean }): Promise<void> {
  const db = bancoDb();
  const tables = IDENTITY_TABLES.filter((t) => !(opts.keepOutbox && t === "outbox"));
  await db.transaction("rw", tables.map((t) => db.table(t)), async () => {
    for (const t of tables) await db.table(t).where("identity").equals(identity).delete();
  });
  const active = await db.meta.get("activeIdentity");
  if (active?.value === identity) await db.meta.delete("activeIdentity");
}

/** The identity the service worker serves stored PDFs for (null: nobody). */
export async function setActiveIdentity(identity: string | null): Promise<void> {
  if (identity) await bancoDb().meta.put({ key: "activeIdentity", value: identity });
  else await bancoDb().meta.delete("activeIdentity");
}
