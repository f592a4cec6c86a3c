// Bundles the server (and the PGlite worker) into dist/server; npm packages stay external.
import { build } from "esbuild";
import { cpSync, rmSync } from "node:fs";

rmSync("dist/server", { recursive: true, force: true });
await build({
  entryPoints: { main: "src/server/main.ts", "embedded-worker": "src/server/db/embedded-worker.ts" },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
cpSync("src/server/db/migrations", "dist/server/migrations", { recursive: true });
console.log("server built: dist/server");
