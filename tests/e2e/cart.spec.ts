// The cart end to end in Chromium: search, add two products, /cart with the urgent flag and the
// notes, send, the order number; a double click on send makes one order.
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { loginAs } from "./helpers";

/** The order's number as the history and the PDF write it (one rule: "OW 275/2026"). */
const ORDER_CODE = /^OW \d+\/\d{4}$/;

async function search(page: Page, code: string): Promise<void> {
  const box = page.getByRole("searchbox", { name: "Codice da cercare" });
  await box.fill(code);
  await box.press("Enter");
}

async function addFromResults(page: Page, product: string): Promise<void> {
  const row = page.locator(`[data-testid="product-row"][data-product="${product}"]`).first();
  await expect(row).toBeVisible();
  await row.getByTestId("add-to-cart").click();
  await expect(page.getByText("Prodotto aggiunto al carrello").first()).toBeVisible();
}

async function ordersWithNote(page: Page, note: string): Promise<{ numeroDoc: number; anno: number }[]> {
  const res = await page.request.post("/v100/orders/lastOrdersPost?startFrom=0", { data: { notaOrdine: note } });
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

async function emptyTheCart(page: Page): Promise<void> {
  expect((await page.request.get("/v100/cart/closeCart")).status()).toBe(200);
}

test("search, add two products, set urgent and notes on /cart, send and see the order number", async ({ page, users }, testInfo) => {
  const rossi = await users.copy("officina.rossi");
  await loginAs(page, rossi);
  await emptyTheCart(page);
  await page.goto("/home");

  await search(page, "OC90");
  await addFromResults(page, "M120/OC90");
  await search(page, "DISC300");
  await addFromResults(page, "M200/DISC300");

  // The header follows the cart.
  await expect(page.getByTestId("cart-articles")).toHaveText("2 articoli nel carrello");

  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  await expect(page.getByTestId("cart-articles-count")).toHaveText("2");
  await expect(page.getByTestId("cart-quantity")).toHaveText("2");
  await expect(page.getByTestId("cart-id")).toContainText(/\d+/);

  await page.getByRole("checkbox", { name: "Ordine urgente" }).click();
  await expect(page.getByRole("checkbox", { name: "Ordine urgente" })).toBeChecked();
  // Locked for 5 seconds after a change.
  await expect(page.getByRole("checkbox", { name: "Ordine urgente" })).toBeDisabled();

  const note = `Ritiro al banco e2e ${Date.now()}`;
  await page.getByTestId("order-ref").fill("RIF-E2E-1");
  await page.getByTestId("operator-note").fill(note);
  await page.getByRole("button", { name: "Salva note e riferimenti" }).click();
  await expect(page.getByText("Le note sono state salvate")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("cart-filled.png"), fullPage: true });

  await page.getByTestId("send-order").click();
  const dialog = page.getByRole("dialog", { name: "Ordine inviato con successo" });
  await expect(dialog).toBeVisible();
  const code = (await dialog.getByTestId("order-number").textContent())?.trim() ?? "";
  expect(code).toMatch(ORDER_CODE);
  await expect(dialog.getByRole("link", { name: "Stampa l'ordine" })).toHaveAttribute("href", /^\/v100\/orders\/orderDetails\/pdf\/OW\/\d+\/\d{4}$/);
  await page.screenshot({ path: testInfo.outputPath("cart-sent.png"), fullPage: true });

  // The cart is new and empty; the order is in the history with its notes and urgency.
  await page.keyboard.press("Escape");
  await expect(page.getByText("Il carrello è vuoto")).toBeVisible();
  await expect(page.getByTestId("cart-articles")).toHaveText("0 articoli nel carrello");
  const sent = await ordersWithNote(page, note);
  expect(sent).toHaveLength(1);
  expect(`OW ${sent[0]!.numeroDoc}/${sent[0]!.anno}`).toBe(code);
});

test("double-clicking send makes exactly one order", async ({ page, users }) => {
  const rossi = await users.copy("officina.rossi");
  await loginAs(page, rossi);
  await emptyTheCart(page);
  const add = await page.request.post("/v100/cart/addToCart", { data: { precodice: "M120", codice: "OC90", qntRichiesta: 2 } });
  expect(add.status()).toBe(200);

  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  const note = `doppio clic ${Date.now()}`;
  await page.getByTestId("operator-note").fill(note);
  await page.getByTestId("send-order").dblclick();

  await expect(page.getByRole("dialog", { name: "Ordine inviato con successo" }).getByTestId("order-number")).toHaveText(ORDER_CODE);
  await page.waitForLoadState("networkidle");
  expect(await ordersWithNote(page, note)).toHaveLength(1);

  // A send of the already sent cart from another tab answers the same order.
  const again = await page.request.post("/v100/cart/cartCheckout", { form: { cartNotes: note, cRifOrdCli: "" } });
  const code = await page.getByTestId("order-number").first().textContent();
  const answered = (await again.json()).data as { numeroDoc: number; anno: number };
  expect(`OW ${answered.numeroDoc}/${answered.anno}`).toBe(code?.trim());
  expect(await ordersWithNote(page, note)).toHaveLength(1);
});
