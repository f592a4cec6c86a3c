// Shared by the counter specs (issue 16): open /home as a user (through the login screen) and run
// a search, waiting longer than the suite's default so a busy machine's slow password hashing is
// not mistaken for a failure of the screens under test.
import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { PASSWORD, suppressPromoPopups } from "./helpers";

/** Waits longer than the suite's default: these screens are measured on a shared, busy machine. */
export const expect = baseExpect.configure({ timeout: 30_000 });

export const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Codice da cercare" });
export const productRow = (scope: Page | Locator, key: string) => scope.locator(`[data-testid="product-row"][data-product="${key}"]`);

export async function openHome(page: Page, username: string): Promise<void> {
  await suppressPromoPopups(page, [username]);
  await page.goto("/login?from=%2Fhome");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel(/^(Username|Nome utente)$/).fill(username);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  if (!page.url().endsWith("/home")) await page.goto("/home");
  await expect(searchBox(page)).toBeVisible();
}

export async function search(page: Page, code: string): Promise<Locator> {
  await searchBox(page).fill(code);
  await searchBox(page).press("Enter");
  const current = page.getByTestId("current-search");
  await expect(current).toHaveAttribute("data-query", code);
  await expect(current.getByTestId("product-row").first()).toBeVisible();
  return current;
}

export async function emptyCart(page: Page): Promise<void> {
  expect((await page.request.get("/v100/cart/closeCart")).status()).toBe(200);
}

/** Holds every search's answer back until the returned function is called (a slow connection). */
export async function holdSearchAnswers(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/v100/search?*", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
