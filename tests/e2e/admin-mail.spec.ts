// The outgoing-mail screen: ADMIN opens "Posta in uscita" from the menu and sees the mail kept by
// an instance without SMTP (none yet on a fresh demo) and the failed-jobs list; a customer has no
// such menu entry.
import { expect, test } from "@playwright/test";
import { loginAs } from "./helpers";

test("admin opens Posta in uscita from the menu: outbox and failed jobs", async ({ page }) => {
  await loginAs(page, "admin");
  await page.getByRole("button", { name: "Altro" }).click();
  await page.getByRole("menuitem", { name: "Posta in uscita" }).click();
  await expect(page).toHaveURL(/\/adminMail$/);
  await expect(page.getByTestId("breadcrumb-current")).toHaveText("Posta in uscita");
  await expect(page.getByRole("heading", { name: "Lavori non riusciti" })).toBeVisible();
  await expect(page.getByText("Nessun lavoro non riuscito")).toBeVisible();
  await expect(page.getByText("Nessuna e-mail in uscita")).toBeVisible();
});

test("a customer has no Posta in uscita in the menu", async ({ page }) => {
  await loginAs(page, "officina.rossi");
  await page.getByRole("button", { name: "Altro" }).click();
  await expect(page.getByRole("menuitem").first()).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Posta in uscita" })).toHaveCount(0);
});
