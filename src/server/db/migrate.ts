import { fileURLToPath } from "node:url";
import { existsSync } from "node:fs";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Db } from "./connection";
import { applyStorageOptions } from "./storage-options";

// Source layout: src/server/db/migrations; bundled server: dist/server/migrations.
function migrationsFolder(): string {
  for (const rel of ["./migrations", "./db/migrations"]) {
    const p = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(p)) return p;
  }
  throw new Error("Cartella delle migrazioni non trovata");
}

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsFolder() });
  await applyStorageOptions(db);
}
