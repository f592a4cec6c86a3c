// `npm start`: builds what is missing or out of date, then runs the server (one process: the PWA
// and the v100 API).
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { execSync, spawn } from "node:child_process";

function newest(dir) {
  let t = 0;
  if (!existsSync(dir)) return t;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const sources = Math.max(newest("src"), newest("sw"), newest("public"), statSync("package.json").mtimeMs, statSync("index.html").mtimeMs);
const built = existsSync("dist/server/main.js") && existsSync("dist/client/index.html")
  ? Math.min(statSync("dist/server/main.js").mtimeMs, statSync("dist/client/index.html").mtimeMs)
  : 0;
if (built < sources) {
  console.log("Preparazione di Banco (build)…");
  execSync("npm run build", { stdio: "inherit" });
}
const child = spawn(process.execPath, ["--enable-source-maps", "dist/server/main.js"], { stdio: "inherit" });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
