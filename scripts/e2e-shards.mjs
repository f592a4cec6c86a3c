// The end-to-end suite for `npm test` (decision 0037). By default one Playwright process with two
// workers (E2E_SHARDS=1, E2E_WORKERS 2): Playwright hands the next file to whichever worker is free,
// and each test that changes data logs in as its own copy of a demo account (tests/e2e/fixtures.ts).
// E2E_SHARDS=2 runs two parallel processes of one worker each instead, each with its own port,
// server and fresh embedded database (e2e-server.mjs).
// Shards are balanced by the minutes the files took on this project's CI machine (SPEC_MINUTES; a
// spec not listed counts as 0.3 minutes), longest first into the lightest shard.
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";

// Minutes per spec: the integration run of 2026-11-24 08:42 (2 shards, load average ~20, so about
// twice the quiet figures; a11y split in two files since); only the balance depends on them.
const SPEC_MINUTES = {
  "a11y-staff.spec.ts": 19,
  "a11y.spec.ts": 13.5,
  "offline.spec.ts": 4.2,
  "visits.spec.ts": 2.0,
  "honest-offline.spec.ts": 2.0,
  "shell-behaviour.spec.ts": 1.9,
  "counter-layout.spec.ts": 1.6,
  "search.spec.ts": 1.4,
  "promos.spec.ts": 1.3,
  "back-office.spec.ts": 1.2,
  "counter.spec.ts": 1.1,
  "workshop-tools.spec.ts": 1.3,
  "shared-device.spec.ts": 1.0,
  "tracking-obsolete.spec.ts": 1.0,
  "roles.spec.ts": 1.0,
  "cart.spec.ts": 0.9,
  "returns.spec.ts": 0.9,
  "after-order.spec.ts": 0.8,
  "deposits.spec.ts": 0.6,
  "offline-storage.spec.ts": 0.4,
  "admin-mail.spec.ts": 0.4,
  // Added 2026-11-24 (estimates from the helpers' single runs under load).
  "scan.spec.ts": 1.5,
  "reorder.spec.ts": 1.2,
  "delivery-promise.spec.ts": 1.0,
};

/** Spec files split into `n` lists of about equal minutes. */
export function balance(files, n, minutes = SPEC_MINUTES) {
  const shards = Array.from({ length: n }, () => ({ files: [], minutes: 0 }));
  const weighted = files.map((f) => ({ f, m: minutes[f] ?? 0.3 })).sort((a, b) => b.m - a.m || a.f.localeCompare(b.f));
  for (const { f, m } of weighted) {
    const lightest = shards.reduce((a, b) => (b.minutes < a.minutes ? b : a));
    lightest.files.push(f);
    lightest.minutes += m;
  }
  return shards.filter((s) => s.files.length > 0);
}

function runShard(index, total, files, env, tag = `[e2e ${index + 1}/${total}]`) {
  const port = 8181 + index * 10;
  return new Promise((resolve) => {
    const child = spawn("npx", ["playwright", "test", ...files.map((f) => `tests/e2e/${f}`)], {
      env: { ...process.env, ...env, E2E_PORT: String(port), E2E_SHARD: String(index + 1) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const prefix = (stream, out) => {
      let rest = "";
      stream.on("data", (chunk) => {
        const lines = (rest + chunk.toString()).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) out.write(`${tag} ${line}\n`);
      });
      stream.on("end", () => rest && out.write(`${tag} ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

/**
 * The specs that deploy a new version (fakeDeployment): every page of the server, and of a shard's
 * server on the same build, sees the new worker script and its "Nuova versione disponibile" prompt.
 * They run after the others, in a process of their own with one worker (decision 0037).
 */
const ALONE = new Set(["new-version.spec.ts"]);

/** Runs every spec in `n` parallel processes, then those that must run alone; resolves to 0 when all passed. */
export async function runE2eShards(n, env = {}) {
  const files = readdirSync("tests/e2e").filter((f) => f.endsWith(".spec.ts"));
  const shards = balance(files.filter((f) => !ALONE.has(f)), Math.max(1, n));
  const alone = files.filter((f) => ALONE.has(f));
  for (const [i, s] of shards.entries()) console.log(`[e2e ${i + 1}/${shards.length}] ~${s.minutes.toFixed(1)} min: ${s.files.join(", ")}`);
  if (alone.length) console.log(`[e2e alone] then, one worker: ${alone.join(", ")}`);
  const codes = await Promise.all(shards.map((s, i) => runShard(i, shards.length, s.files, env)));
  if (alone.length) codes.push(await runShard(shards.length, shards.length, alone, { ...env, E2E_WORKERS: "1" }, "[e2e alone]"));
  return codes.every((c) => c === 0) ? 0 : 1;
}

/**
 * `npm test`'s end-to-end run: E2E_SHARDS processes (default 1: one process, two workers, whole
 * and clean twice on this machine in 19.0 and 20.4 min against the shards' 20.0) with E2E_WORKERS
 * workers each (default 2 for one process, 1 for shards: never more browsers than cores on a
 * 2-core machine).
 */
export function runE2e(env = {}) {
  const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 1));
  const workers = process.env.E2E_WORKERS ?? (shards === 1 ? "2" : "1");
  return runE2eShards(shards, { ...env, E2E_WORKERS: workers });
}
