// `npm test`: every test. Unit, API (vitest: on the embedded PostgreSQL, and also on the server of
// TEST_DATABASE_URL when set) and platform (whole server processes: kill -9, two instances, data
// folder faults), then the production build and the end-to-end suite in Chromium.
// Run through npm, so on the Node pinned by the `node` dev dependency (README, "Node.js").
import { execSync } from "node:child_process";
import { ensureChromium } from "./ensure-chromium.mjs";
import { runE2e } from "./e2e-shards.mjs";

const run = (cmd, env = {}) => execSync(cmd, { stdio: "inherit", env: { ...process.env, ...env } });

try {
  run("npx vitest run");
  const chromium = ensureChromium();
  run("npm run build");
  // One process with two workers, or E2E_SHARDS=2 for two shards of one worker (scripts/e2e-shards.mjs).
  const code = await runE2e({ CHROMIUM_PATH: chromium });
  if (code !== 0) process.exit(code);
} catch (err) {
  process.exit(typeof err.status === "number" ? err.status : 1);
}
