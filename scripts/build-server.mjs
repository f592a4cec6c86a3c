// Bundles the server (and the PGlite worker) into dist/server; npm packages stay external.
import { build } from "esbuild";
import { cpSync, rmSync } from "node:fs";

const out = `${process.env.BANCO_DIST ?? "dist"}/server`;
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: { main: "src/server/main.ts", "embedded-worker": "src/server/db/embedded-worker.ts" },
  outdir: out,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
cpSync("src/server/db/migrations", `${out}/migrations`, { recursive: true });
console.log(`server built: ${out}`);
