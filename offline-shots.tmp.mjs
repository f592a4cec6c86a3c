import { chromium } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
const base = "http://localhost:8306";
const [w, h, tag] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4]];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ viewport: { width: w, height: h }, locale: "it-IT", timezoneId: "Europe/Rome", baseURL: base });
const page = await context.newPage();
await page.addInitScript(() => { for (const u of ["officina.rossi"]) localStorage.setItem(`banco.promoPopup.${u}`, JSON.stringify({ seen: {}, lastPopupAt: Date.now() })); });
await page.goto("/login");
await page.getByLabel("Username").fill("officina.rossi");
await page.getByLabel("Password").fill("Ricambi2026!");
await page.getByRole("button", { name: "Accedi" }).click();
await page.waitForURL((u) => !u.pathname.startsWith("/login"));
for (let i = 0; i < 60; i++) { if ((await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state)) === "activated") break; await page.waitForTimeout(500); }
await page.request.get("/v100/cart/closeCart");
for (const [p, c] of [["M120", "OC90"], ["M200", "DISC300"], ["outf", "BAT70"]]) await page.request.post("/v100/cart/addToCart", { data: { precodice: p, codice: c, qntRichiesta: 1 } });
await page.goto("/home");
for (const code of ["DISC300", "OC90"]) { const box = page.getByRole("searchbox", { name: "Codice da cercare" }); await box.fill(code); await box.press("Enter"); await page.locator('[data-testid="current-search"] [data-testid="product-row"]').first().waitFor(); }
await page.goto("/cart"); await page.getByTestId("cart-line").first().waitFor();
await page.waitForTimeout(1500);
await context.setOffline(true);
await page.goto("/home"); await page.getByTestId("connection-status").waitFor();
await page.waitForTimeout(800);
await page.screenshot({ path: `/tmp/offline-${tag}-home-offline.png` });
const box = page.getByRole("searchbox", { name: "Codice da cercare" }); await box.fill("1109.AY"); await box.press("Enter");
await page.getByTestId("offline-search-notice").first().waitFor();
await page.getByTestId("offline-search-notice").first().scrollIntoViewIfNeeded();
await page.screenshot({ path: `/tmp/offline-${tag}-search-offline.png` });
await page.goto("/cart"); await page.getByTestId("cart-line").first().waitFor();
const q = page.locator('[data-testid="cart-line"][data-code="outf/BAT70"]').getByTestId("line-qty"); await q.fill("5"); await q.press("Enter");
await page.waitForTimeout(300);
const n = page.locator('[data-testid="cart-line"][data-code="M120/OC90"]').getByTestId("line-note"); await n.fill("montare lunedì"); await n.press("Enter");
await page.waitForTimeout(3500);
await page.screenshot({ path: `/tmp/offline-${tag}-cart-offline.png`, fullPage: true });
await context.setOffline(false);
await page.waitForTimeout(4000);
await page.screenshot({ path: `/tmp/offline-${tag}-cart-back-online.png` });
await page.getByTestId("connection-status").click();
await page.waitForTimeout(500);
await page.screenshot({ path: `/tmp/offline-${tag}-edits-dialog.png` });
await page.keyboard.press("Escape");
const sw = "/tmp/dist-offline/client/sw.js"; const orig = readFileSync(sw, "utf8");
try {
  writeFileSync(sw, orig + `\n// shot ${Date.now()}\n`);
  await context.setOffline(true); await page.waitForTimeout(300); await context.setOffline(false);
  await page.getByTestId("update-prompt").waitFor({ timeout: 30000 });
  await page.screenshot({ path: `/tmp/offline-${tag}-update.png` });
} finally { writeFileSync(sw, orig); }
await browser.close();
