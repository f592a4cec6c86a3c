// Regenerates the SQL migrations from the drizzle schema (src/server/db/schema/*.ts).
// Until Banco's first production deployment there is one baseline migration, rebuilt from the
// whole schema (docs/decisions/0002-baseline-migration.md); after that, drizzle-kit adds
// incremental migrations and this script stops deleting the folder (BANCO_MIGRATIONS_FROZEN=1).
import { rmSync } from "node:fs";
import { execFileSync } from "node:child_process";

if (process.env.BANCO_MIGRATIONS_FROZEN !== "1") {
  rmSync("src/server/db/migrations", { recursive: true, force: true });
}
execFileSync("npx", ["drizzle-kit", "generate", "--name=baseline"], { stdio: "inherit" });
