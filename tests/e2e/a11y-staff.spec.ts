// axe-core on every screen the staff can reach, at the three sizes (issue 16 item 6): agente.verdi
// (the picker, then every screen acting for officina.rossi) and admin (every back-office screen).
// Zero violations of any axe rule, best practices included.
import { expect, test } from "@playwright/test";
import { loginAs } from "./helpers";
import { SIZES } from "./reachable-screens";
import { report, visitAll } from "./a11y-helpers";

// Slow on a busy machine (axe measures every text's contrast): one test per user and size.
test.describe.configure({ timeout: 600_000 });

for (const size of SIZES) {
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
