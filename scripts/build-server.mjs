// Bundles the server into dist/server; npm packages stay external, except those whose many small
// modules Node's loader would resolve one by one at every start (BUNDLED: date-fns and drizzle-orm,
// plain JavaScript that reads no file of its own; together 1.5 s of the server's start on two
// cores, decision 0049).
import { build } from "esbuild";
import { cpSync, existsSync, rmSync, symlinkSync } from "node:fs";
import { dirname, resolve } from "node:path";

const BUNDLED = /^(date-fns|drizzle-orm)(\/|$)/;
/** Bare imports stay external (read from node_modules at run time) unless BUNDLED. */
const externalPackages = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.kind === "entry-point" || BUNDLED.test(args.path) ? undefined : { path: args.path, external: true }));
  },
};

const out = `${process.env.BANCO_DIST ?? "dist"}/server`;
rmSync(out, { recursive: true, force: true });
await build({
  // Worker threads' modules are files of their own beside main.js (src/server/lib/thread-file.ts):
  // the PDF pool's (lib/pdf-pool.ts) and those the job queue's thread runs (jobs/job-thread.ts).
  entryPoints: { main: "src/server/main.ts", "pdf-worker": "src/server/lib/pdf-worker.ts", "cart-upload-thread": "src/server/modules/cart-upload/thread.ts" },
  outdir: out,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  plugins: [externalPackages],
  sourcemap: true,
  logLevel: "warning",
});
cpSync("src/server/db/migrations", `${out}/migrations`, { recursive: true });
// A build outside the project (BANCO_DIST=/tmp/...) still resolves the project's packages.
const modules = resolve(dirname(resolve(out)), "node_modules");
if (!resolve(out).startsWith(process.cwd()) && !existsSync(modules)) symlinkSync(resolve("node_modules"), modules, "dir");
console.log(`server built: ${out}`);
