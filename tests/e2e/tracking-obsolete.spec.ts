// Obsolete stock and tracking end to end in Chromium: fornitore.obs uploads a file and sees its rows
// and errors; ADMIN uploads discounts; officina.rossi finds the obsolete part at the discounted price
// with its mark and orders it; ADMIN sets the tracking and rossi sees the courier's link on the order.
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { loginAs, openScreen } from "./helpers";
import { romeParts } from "../../src/shared/rules/rome-time";
import { addDays } from "../../src/shared/rules/business-days";

const stamp = Date.now().toString(36).toUpperCase();
const CODE = `E2E-${stamp}`;
const LETTER = `Z${String.fromCharCode(65 + (Date.now() % 26))}`;

/** The Rome day `offset` days from today, YYYY-MM-DD (the app's days are Rome days, also just after midnight). */
const isoDay = (offset: number) => addDays(romeParts(new Date()).date, offset);
const itDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

async function uploadFile(page: Page, zone: string, name: string, content: string): Promise<void> {
  await page.locator(`[data-testid="${zone}"] input[type=file]`).setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(content, "utf8") });
}

test("obsolete stock from the supplier's file to the workshop's order, then its tracking", async ({ browser, users }, testInfo) => {
  // Three users' pages, two uploads, an order and the tracking console: the longest story of the
  // suite (past 120 s in the CI run of session 11, two workers on two loaded cores).
  test.setTimeout(300_000);
  // The workshop: this test's own copy of officina.rossi, on its own copy of customer 100001.
  const workshop = await users.copy("officina.rossi");
  // 1. The supplier uploads a file with a good row and a bad one.
  const supplier = await browser.newPage();
  await loginAs(supplier, "fornitore.obs", "/obsolete");
  await expect(supplier.getByRole("heading", { name: "Obsoleti" })).toBeVisible();
  await uploadFile(supplier, "obsolete-drop", "stock.csv", `${CODE};Centralina fuori produzione;100,00;3;${LETTER}\n${CODE}-X;Senza prezzo;;1;${LETTER}\n`);
  await expect(supplier.getByText("Attenzione il file: stock.csv è stato caricato ma contiene degli errori.")).toBeVisible();
  const loaded = supplier.getByTestId("obsolete-loaded");
  await expect(loaded).toContainText(CODE);
  await expect(loaded).toContainText("100,00");
  await supplier.getByRole("tab", { name: /Errori/ }).click();
  await expect(supplier.getByTestId("obsolete-errors")).toContainText("Prezzo di listino non valido");
  await supplier.screenshot({ path: testInfo.outputPath("obsolete-upload.png"), fullPage: true });
  await openScreen(supplier, "/listaObsolete");
  await expect(supplier.getByTestId("obsolete-list")).toContainText(CODE);
  await supplier.close();

  // 2. ADMIN uploads the discount of the workshop (officina.rossi's copy) for that letter.
  const admin = await browser.newPage();
  await loginAs(admin, "admin", "/scontiObsolete");
  await expect(admin.getByRole("heading", { name: "Sconti Prodotti Obsoleti" })).toBeVisible();
  await uploadFile(admin, "discounts-drop", "sconti.csv", `${users.customerOf(workshop)};20;35;${itDay(isoDay(-1))};${itDay(isoDay(30))};${LETTER}\n`);
  await expect(admin.getByText("sconti.csv file uploaded successfully")).toBeVisible();
  // The table lists the discounts of every customer copy the run made, 25 a page: find the
  // workshop's by its customer number, as an admin would (with more than 25 it was on page two).
  const customer = `${users.customerOf(workshop)}`;
  await admin.getByRole("searchbox", { name: "Filtra Id Cliente" }).fill(customer);
  await expect(admin.getByTestId("discounts-table").getByRole("row", { name: new RegExp(`^${customer} .* ${LETTER}$`) })).toBeVisible();
  await openScreen(admin, "/VisualizzaSconti");
  await admin.getByRole("searchbox", { name: "Filtra Id Cliente" }).fill(customer);
  await expect(admin.getByTestId("discounts-view").getByRole("row", { name: new RegExp(`^${customer} .* ${LETTER}$`) })).toBeVisible();

  // 3. The workshop finds it at 100,00 less 35% with the mark, and orders it.
  const rossi = await browser.newPage();
  await loginAs(rossi, workshop);
  expect((await rossi.request.get("/v100/cart/closeCart")).status()).toBe(200);
  await openScreen(rossi, "/home");
  const box = rossi.getByRole("searchbox", { name: "Codice da cercare" });
  await box.fill(CODE);
  await box.press("Enter");
  const row = rossi.locator(`[data-testid="product-row"][data-product="OBS/${CODE}"]`).first();
  await expect(row).toBeVisible();
  await expect(row.getByTestId("obsolete-mark").first()).toContainText("Occasione / stock obsoleto");
  await expect(row).toContainText("65,00");
  await rossi.screenshot({ path: testInfo.outputPath("obsolete-search.png"), fullPage: true });
  await row.getByTestId("add-to-cart").click();
  await expect(rossi.getByText("Prodotto aggiunto al carrello").first()).toBeVisible();
  await openScreen(rossi, "/cart");
  await expect(rossi.getByTestId("cart-line")).toHaveCount(1);
  await rossi.getByTestId("send-order").click();
  const sent = rossi.getByRole("dialog", { name: "Ordine inviato con successo" });
  const orderLabel = ((await sent.getByTestId("order-number").textContent()) ?? "").trim();
  expect(orderLabel).toMatch(/^OW \d+\/\d{4}$/);
  await rossi.keyboard.press("Escape");

  // 4. ADMIN sets the tracking from the console.
  await openScreen(admin, "/orderListTracking");
  await expect(admin.getByRole("heading", { name: "Caricamento Tracking via CSV" })).toBeVisible();
  const table = admin.getByTestId("tracking-table");
  await table.getByLabel("Filtra Ordine n").fill(orderLabel);
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await table.getByRole("button", { name: `Imposta tracking ${orderLabel}` }).click();
  const modal = admin.getByRole("dialog", { name: "Conferma Reso" });
  await modal.getByRole("button", { name: "Imposta" }).click();
  await expect(modal.getByText("Inserire data di spedizione")).toBeVisible();
  await modal.getByLabel("Data Spedizione").fill(isoDay(0));
  await modal.getByLabel("Data prevista consegna").fill(isoDay(3));
  await modal.getByLabel("Corriere").selectOption("BRT");
  await modal.getByLabel("Tracking Number").fill(`BRT${stamp}`);
  await admin.screenshot({ path: testInfo.outputPath("tracking-modal.png") });
  await modal.getByRole("button", { name: "Imposta" }).click();
  await expect(admin.getByText("Tracking inserito!")).toBeVisible();
  await expect(table.locator("tbody tr").first()).toContainText(`BRT${stamp}`);
  await admin.screenshot({ path: testInfo.outputPath("tracking-console.png"), fullPage: true });

  // 5. The workshop sees the courier's link on its order.
  await openScreen(rossi, "/orderList");
  const card = rossi.getByTestId("order-card").filter({ hasText: orderLabel });
  const link = card.getByTestId("tracking-link");
  await expect(link).toHaveText(`BRT${stamp}`);
  await expect(link).toHaveAttribute("href", `https://vas.brt.it/vas/sped_det_show.hsm?Nspediz=BRT${stamp}`);
  await rossi.setViewportSize({ width: 390, height: 844 });
  await rossi.screenshot({ path: testInfo.outputPath("order-tracking-mobile.png"), fullPage: true });
});
