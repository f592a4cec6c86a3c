// `npm test`: every test. Unit and API (vitest; API also on PostgreSQL when TEST_DATABASE_URL is
// set), then the production build and the end-to-end suite in Chromium.
import { execSync } from "node:child_process";
import { ensureChromium } from "./ensure-chromium.mjs";

const polyfills = `--import ${new URL("./node20-polyfills.mjs", import.meta.url).pathname}`;
const run = (cmd, env = {}) =>
  execSync(cmd, { stdio: "inherit", env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${polyfills}`.trim(), ...env } });

try {
  run("npx vitest run");
  const chromium = ensureChromium();
  run("npm run build");
  run("npx playwright test", { CHROMIUM_PATH: chromium });
} catch (err) {
  process.exit(typeof err.status === "number" ? err.status : 1);
}
