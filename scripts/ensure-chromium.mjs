// Finds a browser for the end-to-end suite: Playwright's own, else the system Chromium; when
// neither is there and apt-get is usable, installs Debian's chromium; otherwise stops with one
// clear sentence.
import { execSync } from "node:child_process";
import { findChromium } from "./find-chromium.mjs";

export function ensureChromium() {
  let found = findChromium();
  if (found) return found;
  let canApt;
  try {
    execSync("command -v apt-get", { stdio: "ignore" });
    canApt = typeof process.getuid === "function" && process.getuid() === 0;
  } catch {
    canApt = false;
  }
  if (canApt) {
    console.log("Chromium non trovato: installo il pacchetto Debian 'chromium'…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
    found = findChromium();
  }
  if (!found) {
    console.error("Per i test end-to-end serve Chromium: installalo con 'apt-get install chromium' (o 'npx playwright install chromium') e rilancia npm test.");
    process.exit(1);
  }
  return found;
}
