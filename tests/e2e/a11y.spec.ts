// axe-core on every screen a user can reach, at 1366×768, 1024×768 and 390×844 (issue 16 item 6):
// the login page logged out, then officina.rossi (customer) on every screen the route table
// lets them open, plus the home with search results and the shortcuts panel. Zero violations of any
// axe rule, best practices included. The agent and the admin are in a11y-staff.spec.ts (the two
// files run in parallel e2e shards). Screenshots of the main screens are kept.
import { expect, test } from "@playwright/test";
import { loginAs } from "./helpers";
import { SIZES } from "./reachable-screens";
import { report, scan, visitAll, type Finding } from "./a11y-helpers";

// Slow on a busy machine (axe measures every text's contrast): one test per user and size.
test.describe.configure({ timeout: 600_000 });

test("the scan finds what it is meant to find: an image without text and a nameless button, outside the landmarks", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    document.body.insertAdjacentHTML("beforeend", '<img src="/icons/icon-192.png"><button></button>');
  });
  const findings: Finding[] = [];
  await scan(page, "login con errori voluti", findings);
  expect(findings.map((f) => f.rule).sort()).toEqual(["button-name", "image-alt", "region"]);
});

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
}
