// One user's data never shown to the next on a shared device (issue 14), in Chromium with the
// production build and its service worker: a user change in one tab empties the other tabs at once
// and nothing is stored under the wrong user; a closed browser (a session without "Ricordami")
// leaves the previous user's copy on the device but unreadable — the app does not open it offline
// and the service worker serves none of its PDFs — until that user logs in again.
import { chromium, expect as baseExpect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { loginAs } from "./helpers";
import { fetchFromPage, goOffline, goOnline, idbRowsOf, reloadOffline, search, waitForServiceWorker } from "./offline-helpers";

// Logins on a loaded machine can take long (password hashing): these tests wait for them.
const SLOW = { timeout: 60_000 };
// A machine shared with other work answers slowly: wait longer (nothing here measures time).
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 240_000 });

const resultRow = (page: Page, product: string) => page.locator(`[data-testid="product-row"][data-product="${product}"]`).first();

async function firstOrderPdf(page: Page): Promise<string> {
  const orders = await page.request.get("/v100/orders/lastOrders?startFrom=0");
  const [order] = (await orders.json()).data as { tipoDoc: string; numeroDoc: number; anno: number }[];
  return `/v100/orders/orderDetails/pdf/${order!.tipoDoc}/${order!.numeroDoc}/${order!.anno}`;
}

test("a user change in another tab drops the previous user's searches at once and stores nothing under the new user", async ({ page, context, users }) => {
  const rossi = await users.copy("officina.rossi");
  const bianchi = await users.copy("officina.bianchi");
  await loginAs(page, rossi, undefined, SLOW);
  await page.goto("/home");
  await search(page, "DISC300");
  await expect(resultRow(page, "M200/DISC300")).toBeVisible();
  await expect.poll(() => idbRowsOf(page, "searches", rossi)).toBe(1);

  // Tab B of the same browser: logout, then officina.bianchi logs in.
  const other = await context.newPage();
  await other.goto("/logout");
  await expect(other).toHaveURL(/\/login/);
  // Tab A no longer shows rossi's results (not after the next 20 s session check: now).
  await expect(resultRow(page, "M200/DISC300")).toHaveCount(0);
  await loginAs(other, bianchi, undefined, SLOW);

  // Tab A follows as bianchi, with none of rossi's searches on screen or stored under bianchi.
  await expect(page.getByTestId("header-username")).toHaveText(bianchi);
  await expect(page.locator('[data-testid="previous-search"], [data-testid="current-search"]')).toHaveCount(0);
  expect(await idbRowsOf(page, "searches", bianchi)).toBe(0);
  // Rossi's copy went with his logout.
  expect(await idbRowsOf(page, "searches", rossi)).toBe(0);
  await other.close();
});

test("after the browser is closed, a session without 'Ricordami' leaves nothing readable: no offline start, no stored PDF", async ({ browser }, testInfo) => {
  // Not the shared browser of the other tests: a persistent profile, closed and opened again.
  void browser;
  const use = testInfo.project.use;
  const launch = () =>
    chromium.launchPersistentContext(testInfo.outputPath("profile"), {
      baseURL: use.baseURL,
      locale: use.locale,
      timezoneId: use.timezoneId,
      viewport: use.viewport,
      executablePath: use.launchOptions?.executablePath,
      args: use.launchOptions?.args,
    });

  // Rossi logs in without "Ricordami", searches and opens an order PDF: both kept for offline use.
  let context = await launch();
  let page = context.pages()[0] ?? (await context.newPage());
  await loginAs(page, "officina.rossi", undefined, SLOW);
  await waitForServiceWorker(page);
  await page.goto("/home");
  await search(page, "OC90");
  await expect(resultRow(page, "M120/OC90")).toBeVisible();
  const pdf = await firstOrderPdf(page);
  expect(await fetchFromPage(page, pdf)).toMatchObject({ status: 200, type: "application/pdf" });
  await expect.poll(() => idbRowsOf(page, "pdfs", "officina.rossi")).toBe(1);
  await expect.poll(() => idbRowsOf(page, "searches", "officina.rossi")).toBe(1);
  await context.close();

  // The browser is opened again, without network: the app does not open as rossi.
  context = await launch();
  page = context.pages()[0] ?? (await context.newPage());
  await context.setOffline(true);
  await reloadOffline(context, page, () => page.goto("/home"));
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("button", { name: "Accedi" })).toBeVisible();
  await expect(page.getByTestId("header-username")).toHaveCount(0);
  // The copy is still on the device (rossi's queued edits would be too) but the worker serves none of it.
  expect(await idbRowsOf(page, "pdfs", "officina.rossi")).toBe(1);
  const refused = await fetchFromPage(page, pdf);
  // 503 from the worker while the network is off; 401 from the server when the browser's freshly
  // started worker is not yet under the offline emulation: either way no PDF.
  expect([401, 503]).toContain(refused.status);
  expect(refused.type).not.toContain("application/pdf");

  // Rossi logs in again: his PDF opens offline again.
  await goOnline(context, page);
  await loginAs(page, "officina.rossi", undefined, SLOW);
  await waitForServiceWorker(page);
  await goOffline(context, page);
  expect(await fetchFromPage(page, pdf)).toMatchObject({ status: 200, type: "application/pdf", head: "%PDF-" });
  await context.close();
});
