// Developer tool: screenshots of a running Banco in Chromium, to look at what users see.
//   node scripts/shot.mjs --base http://localhost:8080 --user officina.rossi --width 1024 /home out.png [/cart out2.png ...]
// Optional: --height N, --full (full page), --search CODE (types a search on /home first).
import { chromium } from "@playwright/test";
import { findChromium } from "./find-chromium.mjs";

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return def;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const flag = (name) => {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return false;
  args.splice(i, 1);
  return true;
};
const base = opt("base", "http://localhost:8080");
const user = opt("user", null);
const password = opt("password", "Ricambi2026!");
const width = Number(opt("width", "1024"));
const height = Number(opt("height", "768"));
const search = opt("search", null);
const full = flag("full");

const browser = await chromium.launch({ executablePath: findChromium(), args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
const page = await browser.newPage({ viewport: { width, height }, locale: "it-IT", timezoneId: "Europe/Rome" });
if (user) {
  await page.goto(`${base}/login`);
  await page.getByLabel("Nome utente").fill(user);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Accedi" }).click();
  await page.waitForURL((u) => !u.pathname.startsWith("/login"));
}
for (let i = 0; i + 1 < args.length; i += 2) {
  await page.goto(`${base}${args[i]}`);
  await page.waitForLoadState("networkidle");
  if (search && args[i] === "/home") {
    const box = page.getByRole("searchbox").first();
    await box.fill(search);
    await box.press("Enter");
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(800);
  }
  await page.screenshot({ path: args[i + 1], fullPage: full });
  console.log(`${args[i]} -> ${args[i + 1]}`);
}
await browser.close();
