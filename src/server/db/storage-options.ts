// Table storage parameters (WITH (…)) that the drizzle schema cannot declare. Applied after the
// migrations on every start, so an existing database gets them too; only a parameter that differs
// is set. ALTER TABLE … SET (fillfactor) takes a SHARE UPDATE EXCLUSIVE lock (reads and writes go
// on) and changes no data: pages written from then on follow it (decision 0036, amended).
import { sql } from "drizzle-orm";
import type { Db } from "./connection";
import { productsStorage } from "./schema/catalogue";

const TABLE_STORAGE: Record<string, Readonly<Record<string, number>>> = { products: productsStorage };

export async function applyStorageOptions(db: Db): Promise<void> {
  for (const [table, options] of Object.entries(TABLE_STORAGE)) {
    const res = await db.execute<{ options: string[] | null }>(sql`select reloptions as options from pg_class where oid = to_regclass(${table})`);
    if (res.rows.length === 0) continue;
    const current = new Set(res.rows[0]!.options ?? []);
    const wanted = Object.entries(options).map(([key, value]) => `${key}=${value}`);
    if (wanted.every((o) => current.has(o))) continue;
    await db.execute(sql.raw(`alter table ${table} set (${wanted.join(", ")})`));
  }
}
