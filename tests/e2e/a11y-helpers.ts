// What the axe specs share (a11y.spec.ts: login and the customer; a11y-staff.spec.ts: agent and
// admin): a scan of the page with every axe rule, screenshots of the main screens, and a visit of
// every screen the route table lets a user open (reachable-screens.ts).
import { axe } from "./axe";
import { screenDrawn } from "./helpers";
import { expect, type Page, type TestInfo } from "@playwright/test";
import type { SessionUser } from "../../src/shared/contract/auth";
import { reachableScreens, type SIZES } from "./reachable-screens";

const MAIN_SCREENS = new Set(["/home", "/cart", "/orderList", "/behalf", "/promoList", "/missing"]);

export interface Finding {
  where: string;
  rule: string;
  impact: string | null | undefined;
  targets: string[];
}

export async function scan(page: Page, where: string, findings: Finding[]): Promise<void> {
  const result = await axe(page).analyze();
  for (const v of result.violations) {
    findings.push({ where, rule: v.id, impact: v.impact, targets: v.nodes.slice(0, 4).map((n) => `${n.target.join(" ")} — ${n.failureSummary?.split("\n")[1]?.trim() ?? ""}`) });
  }
  // Also printed as found: a run cut short still tells what it saw.
  if (result.violations.length) console.log(report(findings.slice(-result.violations.length)));
}

/** Waits until the screen is drawn: its main heading is there and nothing is loading. */
async function settled(page: Page): Promise<void> {
  await screenDrawn(page);
  // Carousel and toasts animate: let transitions end before colours are measured.
  await page.waitForTimeout(600);
}

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

export function report(findings: Finding[]): string {
  return findings.map((f) => `${f.where}: ${f.rule} (${f.impact})\n    ${f.targets.join("\n    ")}`).join("\n");
}

export async function visitAll(page: Page, testInfo: TestInfo, who: string, size: (typeof SIZES)[number]): Promise<Finding[]> {
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
