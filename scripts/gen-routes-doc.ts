// Writes docs/routes.md from the routes the app registers (run: npm run docs:routes).
// The app is built on an empty embedded database in a temporary folder: only the route table is read.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { connectDatabase } from "../src/server/db/connection";
import { runMigrations } from "../src/server/db/migrate";
import { renderRoutesDoc } from "../src/server/lib/routes-doc";

const dataDir = mkdtempSync(join(tmpdir(), "banco-routes-"));
const database = await connectDatabase({ dataDir, poolSize: 2 });
await runMigrations(database.db);
const config = loadConfig({}, { LOG_LEVEL: "silent", BACKGROUND_JOBS: false });
const built = await buildApp({ database, config });
const out = new URL("../docs/routes.md", import.meta.url);
writeFileSync(out, renderRoutesDoc(built.routes));
console.log(`docs/routes.md: ${built.routes.length} rotte`);
await built.app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
