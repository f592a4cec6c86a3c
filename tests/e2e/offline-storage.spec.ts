// Issue 16 item 18, second half: the profile menu shows the storage this device uses, with a
// 'Libera spazio' that deletes the user's stored PDFs and previous searches (the search on screen
// stays) and says what it freed; edits still waiting to be sent are never deleted.
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { loginAs } from "./helpers";
import { fetchFromPage, idbRowsOf, search, waitForServiceWorker } from "./offline-helpers";

const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 240_000 });

const ROSSI = "officina.rossi";
const anyResult = (page: Page) => page.locator('[data-testid="product-row"]').first();

async function orderPdfs(page: Page, n: number): Promise<string[]> {
  const res = await page.request.get("/v100/orders/lastOrders?startFrom=0");
  const orders = (await res.json()).data as { tipoDoc: string; numeroDoc: number; anno: number }[];
  return orders.slice(0, n).map((o) => `/v100/orders/orderDetails/pdf/${o.tipoDoc}/${o.numeroDoc}/${o.anno}`);
}

test("the profile menu shows the storage used; 'Libera spazio' frees PDFs and previous searches, never queued edits", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAs(page, ROSSI, undefined, { timeout: 60_000 });
  expect((await page.request.get("/v100/cart/closeCart")).status()).toBe(200);
  const add = await page.request.post("/v100/cart/addToCart", { data: { precodice: "M120", codice: "OC90", qntRichiesta: 1, noteCliente: "" } });
  expect(add.status()).toBe(200);
  await waitForServiceWorker(page);

  // Three searches (the newest, DISC300, stays on screen) and two order PDFs opened.
  await page.goto("/home");
  for (const code of ["OC90", "WD40", "DISC300"]) {
    await search(page, code);
    await expect(page.getByTestId("current-search")).toContainText(code);
    await expect(anyResult(page)).toBeVisible();
  }
  await expect.poll(() => idbRowsOf(page, "searches", ROSSI)).toBe(3);
  for (const url of await orderPdfs(page, 2)) expect(await fetchFromPage(page, url)).toMatchObject({ status: 200, type: "application/pdf", head: "%PDF-" });
  await expect.poll(() => idbRowsOf(page, "pdfs", ROSSI)).toBe(2);

  // An edit the server does not get (a dead connection): it waits in the outbox.
  await page.route("**/v100/cart/**", (route) => (route.request().headers()["x-mutation-id"] ? route.abort("internetdisconnected") : route.continue()));
  await page.getByRole("link", { name: "Carrello" }).first().click();
  const qty = page.locator('[data-testid="cart-line"][data-code="M120/OC90"]').getByTestId("line-qty");
  await qty.fill("3");
  await qty.press("Enter");
  await expect(page.getByTestId("pending-count")).toHaveAttribute("data-count", "1");
  await expect.poll(() => idbRowsOf(page, "outbox", ROSSI)).toBe(1);

  // The profile menu, from the user's name in the header.
  const trigger = page.getByRole("button", { name: `Profilo di ${ROSSI}` });
  await trigger.click();
  const menu = page.getByTestId("profile-menu");
  await expect(menu).toBeVisible();
  await expect(menu.getByTestId("storage-used")).toHaveText(/^Spazio usato: \d{1,3}(,\d)? (B|kB|MB|GB)$/);
  await expect(menu.getByTestId("storage-pdfs")).toHaveText(/^2 PDF salvati · \d{1,3}(,\d)? (B|kB|MB)$/);
  await expect(menu.getByTestId("storage-searches")).toHaveText(/^3 ricerche salvate · \d{1,3}(,\d)? (B|kB|MB)$/);
  await expect(menu.getByTestId("storage-pending")).toHaveText("1 modifica in attesa: non vengono mai cancellate");
  await page.screenshot({ path: testInfo.outputPath("profile-menu-1366.png") });

  const free = menu.getByRole("button", { name: "Libera spazio" });
  await free.click();
  await expect(menu.getByTestId("free-space-result")).toHaveText(/^Liberati \d{1,3}(,\d)? (B|kB|MB): 2 PDF e 2 ricerche precedenti\.$/);
  await expect(menu.getByTestId("storage-pdfs")).toHaveText("0 PDF salvati · 0 B");
  await expect(menu.getByTestId("storage-searches")).toHaveText(/^1 ricerca salvata · /);
  expect(await idbRowsOf(page, "pdfs", ROSSI)).toBe(0);
  expect(await idbRowsOf(page, "searches", ROSSI)).toBe(1);
  // The queued edit is still there, and still counted.
  expect(await idbRowsOf(page, "outbox", ROSSI)).toBe(1);
  await expect(menu.getByTestId("storage-pending")).toHaveText("1 modifica in attesa: non vengono mai cancellate");
  await expect(page.getByTestId("pending-count")).toHaveAttribute("data-count", "1");

  // Nothing left to free: a second press says so.
  await free.click();
  await expect(menu.getByTestId("free-space-result")).toHaveText("Niente da liberare: nessun PDF o ricerca precedente salvati.");

  // Keyboard: Escape closes the menu and gives the focus back to the name.
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(trigger).toBeFocused();

  // The search on screen stays, the previous ones are gone from the screen too.
  await page.getByRole("link", { name: "Banco, ricerca codici" }).click();
  await expect(page.getByTestId("current-search")).toContainText("DISC300");
  await expect(page.getByTestId("previous-search")).toHaveCount(0);

  // The phone: the menu fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: `Profilo di ${ROSSI}` }).click();
  await expect(menu.getByTestId("storage-used")).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath("profile-menu-390.png") });
  await page.unroute("**/v100/cart/**");
});
