// Starts the built server for the end-to-end suite on a fresh embedded database.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawn } from "node:child_process";

const dataDir = mkdtempSync(join(tmpdir(), "banco-e2e-"));
const dist = process.env.BANCO_DIST ?? "dist";
const child = spawn(process.execPath, ["--enable-source-maps", `${dist}/server/main.js`], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    DEMO_PRODUCTS: process.env.DEMO_PRODUCTS ?? "5000",
    ERP_SIM_INTERVAL_MS: process.env.ERP_SIM_INTERVAL_MS ?? "1000",
    // The suite's own users (POST /v100/e2e/users, tests/e2e/fixtures.ts, decision 0037).
    E2E_FIXTURES: "1",
  },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
