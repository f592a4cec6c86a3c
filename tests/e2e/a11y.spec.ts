// axe-core on every screen a user can reach, at 1366×768, 1024×768 and 390×844 (issue 16 item 6):
// the login page logged out; then as officina.rossi (customer), agente.verdi acting for a customer,
// and admin, every built screen the route table lets them open (reachable-screens.ts), plus the
// home with search results and the shortcuts panel. Zero violations of any axe rule, best
// practices included (region, heading-order, …). Screenshots of the main screens are kept.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import type { SessionUser } from "../../src/shared/contract/auth";
import { loginAs } from "./helpers";
import { reachableScreens, SIZES } from "./reachable-screens";

const MAIN_SCREENS = new Set(["/home", "/cart", "/orderList", "/behalf", "/promoList", "/missing"]);

interface Finding {
  where: string;
  rule: string;
  impact: string | null | undefined;
  targets: string[];
}

async function scan(page: Page, where: string, findings: Finding[]): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  for (const v of result.violations) {
    findings.push({ where, rule: v.id, impact: v.impact, targets: v.nodes.slice(0, 4).map((n) => `${n.target.join(" ")} — ${n.failureSummary?.split("\n")[1]?.trim() ?? ""}`) });
  }
  // Also printed as found: a run cut short still tells what it saw.
  if (result.violations.length) console.log(report(findings.slice(-result.violations.length)));
}

/** Waits until the screen is drawn: its main heading is there and nothing is loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator("main h1").first()).toBeAttached({ timeout: 30_000 });
  await expect(page.locator('main [role="status"]:has(.animate-spin)')).toHaveCount(0, { timeout: 30_000 });
  // Carousel and toasts animate: let transitions end before colours are measured.
  await page.waitForTimeout(600);
}

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

function report(findings: Finding[]): string {
  return findings.map((f) => `${f.where}: ${f.rule} (${f.impact})\n    ${f.targets.join("\n    ")}`).join("\n");
}

async function visitAll(page: Page, testInfo: TestInfo, who: string, size: (typeof SIZES)[number]): Promise<Finding[]> {
  const user = (await (await page.request.get("/v100/auth/check")).json()).data as SessionUser;
  const screens = await reachableScreens(page.request, user);
  expect(screens.length).toBeGreaterThan(2);
  const findings: Finding[] = [];
  await page.setViewportSize({ width: size.width, height: size.height });
  for (const s of screens) {
    await page.goto(s.url);
    await settled(page);
    await scan(page, `${who} ${size.name} ${s.url}`, findings);
    if (MAIN_SCREENS.has(s.url)) await shot(page, testInfo, `${who}-${size.name}-${s.url.slice(1).replace(/\W+/g, "_")}`);
  }
  if (user.idCliente !== null) {
    // The home with results (the product table) and the shortcuts panel.
    await page.goto("/home");
    await settled(page);
    const box = page.getByRole("searchbox", { name: "Codice da cercare" });
    await box.fill("OC90");
    await box.press("Enter");
    await expect(page.getByTestId("product-row").first()).toBeVisible();
    await page.waitForTimeout(600);
    await scan(page, `${who} ${size.name} /home con risultati`, findings);
    await shot(page, testInfo, `${who}-${size.name}-home-results`);
    // The keyboard panel (no button on phones: no function keys there).
    if (size.name !== "phone") {
      await page.getByRole("button", { name: "Scorciatoie da tastiera" }).click();
      await expect(page.getByRole("dialog", { name: "Scorciatoie da tastiera" })).toBeVisible();
      await scan(page, `${who} ${size.name} pannello scorciatoie`, findings);
      await page.keyboard.press("Escape");
    }
  }
  return findings;
}

// Slow on a busy machine (axe measures every text's contrast): one test per user and size.
test.describe.configure({ timeout: 600_000 });

test("the login page has no axe violations at the three sizes", async ({ page }) => {
  const findings: Finding[] = [];
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await scan(page, `login ${size.name}`, findings);
    await page.getByRole("button", { name: "Accedi" }).click();
    await expect(page.getByText("Per favore inserisci il tuo username")).toBeVisible();
    await scan(page, `login con errori ${size.name}`, findings);
  }
  expect(findings, report(findings)).toEqual([]);
});

for (const size of SIZES) {
  test(`officina.rossi at ${size.name} ${size.width}×${size.height}: every reachable screen has no axe violations`, async ({ page }, testInfo) => {
    await loginAs(page, "officina.rossi");
    // Something in the cart, so the cart screen shows its lines and the send button.
    expect((await page.request.get("/v100/cart/closeCart")).status()).toBe(200);
    const add = await page.request.post("/v100/cart/addToCart", { data: { precodice: "M200", codice: "DISC300", qntRichiesta: 1, noteCliente: "" } });
    expect(add.status()).toBe(200);
    const findings = await visitAll(page, testInfo, "rossi", size);
    expect(findings, report(findings)).toEqual([]);
  });

  test(`agente.verdi at ${size.name} ${size.width}×${size.height}: the picker, then every screen acting for officina.rossi, has no axe violations`, async ({ page }, testInfo) => {
    await loginAs(page, "agente.verdi");
    const findings = await visitAll(page, testInfo, "verdi", size);
    await page.goto("/behalf");
    await page.getByLabel("Cerca cliente").fill("100001");
    await page.getByRole("button", { name: "Accedi come officina.rossi" }).click();
    await expect(page.getByTestId("behalf-bar")).toContainText("Autofficina Rossi");
    findings.push(...(await visitAll(page, testInfo, "verdi-per-rossi", size)));
    expect(findings, report(findings)).toEqual([]);
  });

  test(`admin at ${size.name} ${size.width}×${size.height}: every reachable screen has no axe violations`, async ({ page }, testInfo) => {
    await loginAs(page, "admin");
    const findings = await visitAll(page, testInfo, "admin", size);
    expect(findings, report(findings)).toEqual([]);
  });
}
