// Regenerates the SQL migrations from the drizzle schema (src/server/db/schema/*.ts).
// Until Banco's first production deployment there is one baseline migration, rebuilt from the
// whole schema (docs/decisions/0002-baseline-migration.md); after that, drizzle-kit adds
// incremental migrations and this script stops deleting the folder (BANCO_MIGRATIONS_FROZEN=1).
// What drizzle-kit cannot write (functions and triggers, src/server/db/sql/*.sql) is appended to
// the baseline, so a new database gets them in the same migration (decision 0050).
import { appendFileSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { execFileSync } from "node:child_process";

const MIGRATIONS = "src/server/db/migrations";
const HAND_WRITTEN = "src/server/db/sql";

if (process.env.BANCO_MIGRATIONS_FROZEN !== "1") {
  rmSync(MIGRATIONS, { recursive: true, force: true });
}
execFileSync("npx", ["drizzle-kit", "generate", "--name=baseline"], { stdio: "inherit" });
if (process.env.BANCO_MIGRATIONS_FROZEN !== "1") {
  const baseline = `${MIGRATIONS}/${readdirSync(MIGRATIONS).find((f) => f.endsWith("_baseline.sql"))}`;
  for (const file of readdirSync(HAND_WRITTEN).filter((f) => f.endsWith(".sql")).sort()) {
    appendFileSync(baseline, `--> statement-breakpoint\n${readFileSync(`${HAND_WRITTEN}/${file}`, "utf8")}`);
  }
}
