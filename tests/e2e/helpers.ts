import { expect, type Page } from "@playwright/test";

export const PASSWORD = "Ricambi2026!";

const DEMO_USERS = ["officina.rossi", "officina.bianchi", "agente.verdi", "admin", "fornitore.obs", "officina.esposito", "gommista.melis"];

/**
 * The demo has a promo with a popup, which would cover /home in every test. This makes the
 * popup memory on the device say one was just shown (for every demo user, impersonated ones
 * too, and `also`: a test's own copies, tests/e2e/fixtures.ts), so none opens; tests/e2e/promos.spec.ts
 * tests the popup itself.
 */
export async function suppressPromoPopups(page: Page, also: string[] = []): Promise<void> {
  await page.addInitScript((users) => {
    for (const u of users) localStorage.setItem(`banco.promoPopup.${u}`, JSON.stringify({ seen: {}, lastPopupAt: Date.now() }));
  }, [...DEMO_USERS, ...also]);
}

/** Logs in through the login screen (promo popups suppressed unless `promoPopup` is true). */
export async function loginAs(page: Page, username: string, from?: string, opts: { promoPopup?: boolean; timeout?: number } = {}): Promise<void> {
  if (!opts.promoPopup) await suppressPromoPopups(page, [username]);
  await page.goto(from ? `/login?from=${encodeURIComponent(from)}` : "/login");
  await page.getByLabel("Nome utente").fill(username);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();
  // A login on a busy machine (scrypt, the first screen's code) can take longer than a click.
  await expect(page).not.toHaveURL(/\/login/, { timeout: opts.timeout ?? 30_000 });
}

/**
 * Waits until a screen is drawn: its main heading is there and nothing is loading. A page's first
 * view on a loaded CI machine (two Chromium workers, the server and PostgreSQL on two cores) has
 * taken over 10 s: in session 13's rehearsal /orderList's requests left 10 s after the navigation.
 */
export async function screenDrawn(page: Page): Promise<void> {
  await expect(page.locator("main h1").first()).toBeAttached({ timeout: 30_000 });
  await expect(page.locator('main [role="status"]:has(.animate-spin)')).toHaveCount(0, { timeout: 30_000 });
}

/** Opens a screen and waits until it is drawn (screenDrawn). */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await screenDrawn(page);
}
