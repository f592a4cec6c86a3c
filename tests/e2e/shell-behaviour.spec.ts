// The portal's frame, issue 16: focus after a route change, page titles and keyboard shortcuts
// (item 10); Italian words only (11); a sales rep's landing, "acting for" bar and recent customers
// (19); the promo popup on phones and across impersonations, the carousel's height (20); no menu
// entry or home button for screens still to come, and the counter's phone number (21).
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { loginAs } from "./helpers";

// Long user journeys (an order sent, two identities): more than the default minute on a busy machine.
test.describe.configure({ timeout: 240_000 });

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

async function search(page: Page, code: string): Promise<void> {
  const box = page.getByRole("searchbox", { name: "Codice da cercare" });
  await box.fill(code);
  await box.press("Enter");
}

test("route changes focus the page's heading and set its title; F2, F4, F9 and the shortcuts panel; the sent order's dialog opens on its primary action", async ({ page, users }) => {
  const rossi = await users.copy("officina.rossi");
  await page.setViewportSize(DESKTOP);
  await loginAs(page, rossi);
  expect((await page.request.get("/v100/cart/closeCart")).status()).toBe(200);
  await page.goto("/home");
  await expect(page).toHaveTitle("Ricerca Codici — Banco");

  // A menu entry: the keyboard lands on the new page's main heading.
  await page.getByRole("navigation", { name: "Principale" }).getByRole("link", { name: /^Ordini/ }).click();
  await expect(page).toHaveURL(/\/orderList$/);
  await expect(page).toHaveTitle("Storico Ordini — Banco");
  await expect(page.locator("main h1").first()).toBeFocused();

  // The shortcuts are shown beside their entries and listed in the panel.
  const cartEntry = page.getByRole("navigation", { name: "Principale" }).getByRole("link", { name: /^Carrello/ });
  await expect(cartEntry).toHaveAttribute("aria-keyshortcuts", "F4");
  await expect(cartEntry.locator("kbd")).toHaveText("F4");
  await page.keyboard.press("?");
  const panel = page.getByRole("dialog", { name: "Scorciatoie da tastiera" });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("shortcuts-list")).toContainText("F2");
  await expect(panel.getByTestId("shortcuts-list")).toContainText("F4");
  await expect(panel.getByTestId("shortcuts-list")).toContainText("F9");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();

  // F4: the cart, its heading focused. An empty cart's send button is disabled and looks it.
  await page.keyboard.press("F4");
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page).toHaveTitle("Carrello — Banco");
  await expect(page.locator("main h1").first()).toBeFocused();

  // F2: back to the search box, from anywhere. With an empty cart "Invia ordine" is disabled and looks it.
  await page.keyboard.press("F2");
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("searchbox", { name: "Codice da cercare" })).toBeFocused();
  const send = page.getByTestId("home-send-order");
  await expect(send).toBeDisabled();
  expect(await send.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgb(240, 140, 26)");
  await search(page, "OC90");
  const row = page.locator('[data-testid="product-row"][data-product="M120/OC90"]').first();
  await row.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-articles")).toHaveText("1 articolo nel carrello");

  // F9 from another page: the cart opens with the keyboard on "Invia ordine"; Enter sends.
  await page.goto("/orderList");
  await expect(page.locator("main h1")).toBeVisible();
  await page.keyboard.press("F9");
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId("send-order")).toBeEnabled();
  await expect(page.getByTestId("send-order")).toBeFocused();
  await page.keyboard.press("Enter");
  const sent = page.getByRole("dialog", { name: "Ordine inviato con successo" });
  await expect(sent).toBeVisible({ timeout: 30_000 });
  await expect(sent.locator("[data-primary]")).toBeFocused();
});

test("a sales rep lands on the customer picker, sees for whom they act on desktop and tablet, and finds recent customers first", async ({ page, users }) => {
  const verdi = await users.copy("agente.verdi");
  await page.setViewportSize(DESKTOP);
  await loginAs(page, verdi);
  await expect(page).toHaveURL(/\/behalf$/);
  await expect(page).toHaveTitle("Impersonifica un utente — Banco");
  // /home without a customer cannot search: it sends to the picker too.
  await page.goto("/home");
  await expect(page).toHaveURL(/\/behalf$/);

  const rows = page.getByTestId("behalf-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("Autofficina Rossi");
  await expect(page.getByTestId("behalf-recent")).toHaveCount(0);
  await expect(page.getByRole("columnheader", { name: "Nome utente" })).toBeVisible();
  await page.getByRole("button", { name: "Accedi come officina.bianchi" }).click();
  await expect(page).toHaveURL(/\/home$/);

  const bar = page.getByTestId("behalf-bar");
  await expect(bar).toBeVisible();
  await expect(bar).toContainText("Stai operando per conto di");
  await expect(bar.getByTestId("behalf-customer")).toHaveText("Officina Bianchi S.r.l.");
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("button", { name: /^Esci/ })).toBeVisible();

  await bar.getByRole("button", { name: /^Esci/ }).click();
  await expect(page).toHaveURL(/\/behalf$/);
  await expect(bar).toHaveCount(0);
  // The customer just used comes first, marked as recent.
  await expect(rows.first()).toContainText("Officina Bianchi");
  await expect(rows.first().getByTestId("behalf-recent")).toHaveText("Recente");
});

test("on a phone the promo popup is a bottom sheet that steps aside for results (as at every width); the carousel is at most 120 px; acting for another customer does not bring it back", async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, locale: "it-IT", timezoneId: "Europe/Rome" });
  const page = await context.newPage();
  await loginAs(page, "officina.rossi", "/home", { promoPopup: true });
  const popup = page.getByTestId("promo-popup");
  await expect(popup).toBeVisible({ timeout: 30_000 });
  const sheet = (await popup.boundingBox())!;
  expect(sheet.y + sheet.height).toBeGreaterThan(PHONE.height - 20);
  expect(sheet.height).toBeLessThan(PHONE.height / 3);
  const carousel = page.getByRole("region", { name: "Promo in evidenza" });
  expect((await carousel.boundingBox())!.height).toBeLessThanOrEqual(120);

  await search(page, "OC90");
  await expect(page.getByTestId("product-row").first()).toBeVisible();
  await expect(popup).toHaveCount(0);
  await context.close();

  // A sales rep: the popup seen while acting for one customer counts for that customer, and
  // acting for the next one right after does not show another.
  const rep = await browser.newContext({ viewport: PHONE, locale: "it-IT", timezoneId: "Europe/Rome" });
  const p2 = await rep.newPage();
  await loginAs(p2, "agente.verdi", undefined, { promoPopup: true });
  await expect(p2).toHaveURL(/\/behalf$/);
  await p2.getByRole("button", { name: "Accedi come officina.bianchi" }).click();
  await expect(p2).toHaveURL(/\/home$/);
  const popup2 = p2.getByTestId("promo-popup");
  await expect(popup2).toBeVisible({ timeout: 30_000 });
  await popup2.getByRole("button", { name: "Chiudi" }).last().click();
  await expect(popup2).toHaveCount(0);
  const counts = await p2.evaluate(() => JSON.parse(localStorage.getItem("banco.promoPopup.agente.verdi>officina.bianchi") ?? "{}"));
  expect(Object.values(counts.seen ?? {})).toEqual([1]);

  await p2.getByTestId("behalf-exit-bar").click();
  await expect(p2).toHaveURL(/\/behalf$/);
  await p2.getByRole("button", { name: "Accedi come officina.rossi" }).click();
  await expect(p2).toHaveURL(/\/home$/);
  await expect(p2.getByRole("region", { name: "Promo in evidenza" })).toBeVisible();
  await expect(popup2).toHaveCount(0);
  await rep.close();
});

test("every menu entry and home button leads to a built screen; the counter's phone is in the footer and on the no-results hint; Italian words only", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await loginAs(page, "officina.rossi");
  await page.goto("/home");
  const bar = page.getByTestId("cart-action-bar");
  await expect(bar.getByRole("link", { name: /Lista mancanti|Mancanti/ })).toBeVisible();
  // Built with the second specification (issues 17 and 21): the bar and the menu lead to them.
  await expect(bar.getByRole("link", { name: "Carica CSV" })).toHaveAttribute("href", "/loadFile");
  await expect(bar.getByRole("link", { name: "Richiedi preventivo" })).toHaveAttribute("href", "/preventivo");

  const nav = page.getByRole("navigation", { name: "Principale" });
  await expect(nav.getByRole("link", { name: "Resi" })).toBeVisible();
  await nav.getByRole("button", { name: "Altro" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Profilo cliente" })).toBeVisible();
  for (const name of ["Carica CSV", "Preventivo", "Catalogo", "Contatti", "Richieste di Reso"]) await expect(menu.getByRole("menuitem", { name })).toBeVisible();
  await page.keyboard.press("Escape");

  await expect(page.getByTestId("footer-phone")).toContainText("0973 584 210");
  await expect(page.getByTestId("footer-phone")).toHaveAttribute("href", "tel:0973584210");
  await expect(page.getByTestId("versions")).toHaveText(/^Versione app 1\.28\.3 · versione API 100\./);
  await search(page, "ZZQ9999");
  await expect(page.getByTestId("no-results")).toBeVisible();
  await expect(page.getByTestId("no-results-phone")).toContainText("0973 584 210");
  await expect(page.getByRole("link", { name: "Apri il catalogo KStore" })).toHaveAttribute("href", "/kstore");
  // The screens are real (every route has its screen: the route table requires one).
  await page.goto("/loadFile");
  await expect(page.getByRole("heading", { level: 1, name: "Carica CSV nel carrello" })).toBeVisible();
  await expect(page).toHaveTitle("Carica CSV — Banco");
  // An unknown address says so.
  await page.goto("/nessunaPagina");
  await expect(page.getByRole("heading", { level: 1, name: "Risorsa non trovata" })).toBeVisible();
  await expect(page.getByText("Questo indirizzo non corrisponde a nessuna pagina di Banco: usa il menu per continuare.")).toBeVisible();
});

test("admin: only built admin screens in the menu; roles and promo popup counts in words", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await loginAs(page, "admin", "/promoConsole");
  await expect(page.getByRole("heading", { level: 1, name: "Console Promo" })).toBeVisible();
  await expect(page.locator("main")).not.toContainText("Popup ×");
  await expect(page.locator("main")).toContainText("Finestra a comparsa: ");
  await page.getByRole("navigation", { name: "Principale" }).getByRole("button", { name: "Altro" }).click();
  await expect(page.getByRole("menuitem", { name: "Registro attività" })).toBeVisible();
  for (const name of ["Report giacenze", "Report ricerche", "Registrazione utenti", "Tracking ordini"]) await expect(page.getByRole("menuitem", { name })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.goto("/auditLog");
  await expect(page.getByTestId("audit-table")).toBeVisible();
  await expect(page.locator("main")).not.toContainText("SALESMAN");
  await expect(page.getByTestId("audit-table")).toContainText("Agente");
});
