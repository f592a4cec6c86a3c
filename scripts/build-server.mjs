// Bundles the server into dist/server; npm packages stay external.
import { build } from "esbuild";
import { cpSync, existsSync, rmSync, symlinkSync } from "node:fs";
import { dirname, resolve } from "node:path";

const out = `${process.env.BANCO_DIST ?? "dist"}/server`;
rmSync(out, { recursive: true, force: true });
await build({
  // The PDF pool's worker thread (src/server/lib/pdf-pool.ts) is a file of its own beside main.js.
  entryPoints: { main: "src/server/main.ts", "pdf-worker": "src/server/lib/pdf-worker.ts" },
  outdir: out,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
cpSync("src/server/db/migrations", `${out}/migrations`, { recursive: true });
// A build outside the project (BANCO_DIST=/tmp/...) still resolves the project's packages.
const modules = resolve(dirname(resolve(out)), "node_modules");
if (!resolve(out).startsWith(process.cwd()) && !existsSync(modules)) symlinkSync(resolve("node_modules"), modules, "dir");
console.log(`server built: ${out}`);
