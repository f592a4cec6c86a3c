// A device with no live marker (lib/session.ts assumeVisitor): the login form is shown at once,
// not after /auth/check answers; the check still decides when it does answer.
import { expect, type Page, type Route } from "@playwright/test";
import { test } from "./fixtures";
import { PASSWORD } from "./helpers";

/** Holds every /auth/check until `release`; each is answered as the server answered when it was asked. */
async function holdSessionChecks(page: Page) {
  const held: { route: Route; answer: Awaited<ReturnType<Route["fetch"]>> }[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/v100/auth/check", async (route) => {
    // Asked now, with the cookies of now; delivered only when the test says.
    const answer = await route.fetch();
    held.push({ route, answer });
    await released;
    await route.fulfill({ response: answer });
  });
  return { held, release: () => release() };
}

test("a visitor sees the login form while the session check is on its way, and a login made meanwhile stands", async ({ page, users }) => {
  const username = await users.copy("officina.rossi");
  const checks = await holdSessionChecks(page);
  await page.goto("/orderList");
  await expect(page).toHaveURL(/\/login\?from=%2ForderList$/);
  await expect(page.getByRole("heading", { name: "Accedi a Banco" })).toBeVisible();
  await expect.poll(() => checks.held.length).toBe(1);
  expect(checks.held[0]!.answer.status()).toBe(401);

  // The user logs in before the check answers; its late 401 is about the session before the login.
  await page.getByLabel("Nome utente").fill(username);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL(/\/orderList$/, { timeout: 30_000 });
  await expect(page.getByTestId("header-username")).toHaveText(username);
  const delivered = page.waitForEvent("requestfinished", (r) => r.url().includes("/v100/auth/check"));
  checks.release();
  await delivered;
  // The page has read the answer (a few turns of its event loop); the login stands: the user is
  // still the device's last user (a 401 taken as the answer would have removed it at once).
  await page.evaluate(() => new Promise((r) => setTimeout(() => requestAnimationFrame(() => setTimeout(r, 50)), 0)));
  expect(await page.evaluate(() => localStorage.getItem("banco.lastUser"))).toContain(username);
  await expect(page).toHaveURL(/\/orderList$/);
  await expect(page.getByTestId("header-username")).toHaveText(username);
  expect((await page.request.get("/v100/auth/check")).status()).toBe(200);
});

test("a session found open by the start's check sends /login on, even without the device's marker", async ({ page, users }) => {
  const username = await users.copy("officina.rossi");
  await page.goto("/login");
  await page.getByLabel("Nome utente").fill(username);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });

  // The marker cleared by hand (the server's session cookie kept): the app takes the device for a
  // visitor's and shows the form, then the check finds the session and the user goes on.
  await page.context().clearCookies({ name: "banco_live" });
  await page.goto("/login?from=%2Fcart");
  await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
  await expect(page.getByTestId("header-username")).toHaveText(username);
});
