// Honest about what it knows (issue 16 items 12, 14, 15, 16), in Chromium on the production build:
// an offline search never replaces the results on screen nor deletes the stored search; a 401 on
// any request shows the session-expired message at once and the edit waits for that user; a send
// whose answer was lost asks the server and shows the order, or says clearly nothing was sent; an
// order has one number everywhere and its send is confirmed once.
import { expect as baseExpect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { loginAs } from "./helpers";
import { goOffline, goOnline, idbRowsOf, persistedCacheHas, reloadOffline, search, waitForServiceWorker } from "./offline-helpers";

const SLOW = { timeout: 60_000 };
// A machine shared with other work answers slowly: wait longer (nothing here measures time).
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 240_000 });
const SESSION_EXPIRED = "La sessione è scaduta. Si prega di effettuare nuovamente l'accesso.";
const resultRow = (page: Page, product: string) => page.locator(`[data-testid="product-row"][data-product="${product}"]`).first();

async function cartOnServer(page: Page): Promise<{ codice: string; qntRichiesta: number }[]> {
  const res = await page.request.get("/v100/cart/myCart");
  expect(res.status()).toBe(200);
  return (await res.json()).data.productsList;
}

/** `rossi` (a copy of officina.rossi: the order it sends is on its own customer's history) with one line. */
async function rossiWithOneLine(page: Page, rossi: string): Promise<void> {
  await loginAs(page, rossi, undefined, SLOW);
  expect((await page.request.get("/v100/cart/closeCart")).status()).toBe(200);
  expect((await page.request.post("/v100/cart/addToCart", { data: { precodice: "M120", codice: "OC90", qntRichiesta: 2, noteCliente: "" } })).status()).toBe(200);
}

test("offline, repeating a search keeps its results on screen and its stored copy", async ({ page, context, users }) => {
  const rossi = await users.copy("officina.rossi");
  await loginAs(page, rossi, undefined, SLOW);
  await waitForServiceWorker(page);
  await page.goto("/home");
  await search(page, "OC90");
  await expect(resultRow(page, "M120/OC90")).toBeVisible();
  await expect.poll(() => idbRowsOf(page, "searches", rossi)).toBe(1);

  await goOffline(context, page);
  await search(page, "OC90");
  const current = page.getByTestId("current-search");
  await expect(current.getByTestId("offline-search-notice")).toBeVisible();
  await expect(current.locator('[data-testid="product-row"][data-product="M120/OC90"]').first()).toBeVisible();
  await expect(page.getByTestId("no-results")).toHaveCount(0);

  // The stored copy is still there: a reload without network shows it.
  await reloadOffline(context, page);
  await expect(page.locator('[data-query="OC90"]').first()).toBeVisible();
  expect(await idbRowsOf(page, "searches", rossi)).toBe(1);
  await goOnline(context, page);
});

test("a 401 on an edit shows the session-expired message at once; the edit waits for that user and lands at the next login", async ({ page, users }) => {
  const rossi = await users.copy("officina.rossi");
  await loginAs(page, rossi, undefined, SLOW);
  expect((await page.request.get("/v100/cart/closeCart")).status()).toBe(200);
  await page.clock.install();
  await page.goto("/home");
  await search(page, "OC90");
  const row = resultRow(page, "M120/OC90");
  await expect(row).toBeVisible();
  // Time stops: the 20 s session check cannot be what notices the expiry.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const out = await page.request.get("/v100/auth/logout");
  expect(out.ok()).toBe(true);
  await row.getByTestId("add-to-cart").click();
  await expect(page.getByText(SESSION_EXPIRED).first()).toBeVisible();
  await page.clock.resume();
  await expect(page).toHaveURL(/\/login/, SLOW);

  await loginAs(page, rossi, undefined, SLOW);
  await expect.poll(() => cartOnServer(page), SLOW).toEqual([expect.objectContaining({ codice: "OC90", qntRichiesta: 1 })]);
});

test.describe("sending the order", () => {
  // page.route sees the page's requests only without a service worker in between.
  test.use({ serviceWorkers: "block" });

  test("an answer lost after the server made the order: the app asks and shows that order, with the number of the history, confirmed once", async ({ page, users }) => {
    await rossiWithOneLine(page, await users.copy("officina.rossi"));
    await page.goto("/cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    // The send reaches the server; its answer never comes back.
    await page.route("**/v100/cart/cartCheckout", async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    });
    await page.getByTestId("send-order").click();
    const dialog = page.getByRole("dialog", { name: "Ordine inviato con successo" });
    await expect(dialog).toBeVisible(SLOW);
    const number = (await dialog.getByTestId("order-number").textContent())?.trim();
    const [order] = (await (await page.request.get("/v100/orders/lastOrders?startFrom=0")).json()).data as { tipoDoc: string; numeroDoc: number; anno: number }[];
    expect(number).toBe(`OW ${order!.numeroDoc}/${order!.anno}`);
    // Confirmed once: the dialog alone (no toast, no banner behind it).
    await expect(page.locator('[role="status"], [role="alert"]').filter({ hasText: "Ordine inviato con successo" })).toHaveCount(0);
    await expect(page.getByTestId("last-order-number")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("last-order-number")).toHaveText(`Numero ordine: ${number}`);
    // The history writes it the same way.
    await page.goto("/orderList");
    await expect(page.getByTestId("order-card").first().getByRole("heading", { level: 2 })).toHaveText(number!);
  });

  test("a send that never reached the server: the app says clearly nothing was sent and keeps the cart", async ({ page, users }) => {
    await rossiWithOneLine(page, await users.copy("officina.rossi"));
    await page.goto("/cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await page.route("**/v100/cart/cartCheckout", (route) => route.abort("connectionreset"));
    await page.getByTestId("send-order").click();
    await expect(page.getByText("L'ordine non è stato inviato: il server non ha ricevuto nulla.", { exact: false })).toBeVisible(SLOW);
    await expect(page.getByRole("dialog", { name: "Ordine inviato con successo" })).toHaveCount(0);
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    expect(await cartOnServer(page)).toHaveLength(1);
  });
});

test("server out of reach with the browser online: screens keep their stored copy with the banner, the badge says so; a screen never opened says 'Non disponibile offline'", async ({ page, context }) => {
  await loginAs(page, "officina.rossi", undefined, SLOW);
  await waitForServiceWorker(page);
  await page.goto("/missing");
  await expect(page.getByTestId("data-freshness")).toContainText("aggiornato alle");
  // On to the promos the way a user goes (in the app: a reload right away could leave before the copy is written).
  await page.getByRole("navigation", { name: "Principale" }).getByRole("link", { name: "Promo" }).click();
  await expect(page).toHaveURL(/\/promoList/);
  await expect(page.getByTestId("data-freshness")).toContainText("aggiornato alle");
  await expect.poll(() => persistedCacheHas(page, "officina.rossi", '"missing"'), SLOW).toBe(true);
  await expect.poll(() => persistedCacheHas(page, "officina.rossi", '"promos"'), SLOW).toBe(true);

  // The network is up, the server is not (a workshop Wi-Fi without internet).
  await context.route("**/v100/**", (route) => route.abort("connectionrefused"));
  for (const path of ["/missing", "/promoList"]) {
    await page.goto(path);
    await expect(page.getByTestId("server-unreachable")).toHaveText("Server non raggiungibile: i dati mostrati sono la copia salvata sul dispositivo.");
    await expect(page.getByTestId("connection-status")).toHaveAttribute("data-state", "unreachable");
    await expect(page.getByTestId("data-freshness")).toContainText("aggiornato alle");
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  }
  // A promo never opened on this device.
  await page.goto("/promoDetail/999999");
  await expect(page.getByTestId("offline-unavailable")).toContainText("Non disponibile offline");
  await expect(page.getByText("Caricamento…")).toHaveCount(0);
  await context.unrouteAll();
});
