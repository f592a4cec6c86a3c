// Writes docs/routes.md from the routes the app registers (run: npm run docs:routes).
// The app is built on an empty in-memory database: only the route table is read.
import { writeFileSync } from "node:fs";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { connectDatabase } from "../src/server/db/connection";
import { runMigrations } from "../src/server/db/migrate";
import { renderRoutesDoc } from "../src/server/lib/routes-doc";

const database = await connectDatabase({ dataDir: "memory://", pgliteMode: "inline" });
await runMigrations(database.db);
const config = loadConfig({}, { LOG_LEVEL: "silent", BACKGROUND_JOBS: false });
const built = await buildApp({ database, config });
const out = new URL("../docs/routes.md", import.meta.url);
writeFileSync(out, renderRoutesDoc(built.routes));
console.log(`docs/routes.md: ${built.routes.length} rotte`);
await built.app.close();
await database.close();
