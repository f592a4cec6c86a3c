// The app under its own Content-Security-Policy (server/plugins/security-headers.ts): a customer's
// day at the counter (login, a search, the cart, the orders, the documents) and a visitor's login
// screen raise no securitypolicyviolation. zod's eval probe raised one on every page that checked
// an answer (lib/zod-jitless.ts).
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { loginAs, openScreen } from "./helpers";

async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

test("a customer's screens run under the CSP without a violation", async ({ page, users }) => {
  const rossi = await users.copy("officina.rossi");
  await recordViolations(page);
  await page.goto("/login");
  await expect(page.getByLabel("Nome utente")).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await loginAs(page, rossi);
  const box = page.getByRole("searchbox", { name: "Codice da cercare" });
  await box.fill("OC90");
  await box.press("Enter");
  await expect(page.getByTestId("product-row").first()).toBeVisible();
  expect(await violations(page)).toEqual([]);

  for (const path of ["/cart", "/orderList", "/documents"]) {
    await openScreen(page, path);
    expect(await violations(page), path).toEqual([]);
  }
});
