import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/find-chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 8181);
// A shard of `npm test` (scripts/e2e-shards.mjs) keeps its artifacts and report apart.
const shard = process.env.E2E_SHARD ? `-${process.env.E2E_SHARD}` : "";
const executablePath = findChromium() ?? undefined;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/e2e${shard}`,
  // One worker for a spec run by hand (and for each shard of `E2E_SHARDS=2 npm test`); `npm test`
  // passes E2E_WORKERS=2 (scripts/e2e-shards.mjs): files side by side, the tests of one file still
  // in order (each test that changes state has its own user, tests/e2e/fixtures.ts).
  // Figures: decision 0037. Never 2 shards × 2 workers (4 browsers on 2 cores).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  // A test's time limit only catches a hang; each wait has its own (expect, 10 s). Three minutes:
  // on a loaded two-core CI machine the walks with several logins took 50-130 s (session 11), and
  // 60 s or hand-set 120 s limits failed tests that were only slow.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { outputFolder: `playwright-report${shard}`, open: "never" }]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL: `http://localhost:${port}`,
    locale: "it-IT",
    timezoneId: "Europe/Rome",
    viewport: { width: 1180, height: 820 },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  webServer: {
    // The production build served by the real server, on a fresh embedded database.
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
    env: { PORT: String(port) },
  },
});
