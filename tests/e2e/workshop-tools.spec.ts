// Workshop tools end to end in Chromium (issue 21): a semicolon CSV fills the cart and lists the
// refused rows; a quote with a photo, answered by the quote desk (ADMIN); the round trip through the simulated catalogue store into
// the cart; the tyre-store link only for uShowGSUrl users (officina.bianchi).
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { pngFromRgb } from "../../src/server/lib/images";
import { loginAs } from "./helpers";

function photoPng(): Promise<Buffer> {
  const px = new Uint8Array(32 * 24 * 3).map((_, i) => (i % 3 === 0 ? 200 : 60));
  return pngFromRgb(32, 24, px);
}

/** SHOTS=1: screenshots at 1366×768 and 390×844 into test-results/shots (looked at by hand). */
async function shots(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  for (const [w, h] of [[1366, 768], [390, 844]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `test-results/shots/${name}-${w}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1180, height: 820 });
}

async function openMore(page: Page) {
  await page.getByRole("button", { name: "Altro" }).click();
}

test("a semicolon CSV fills the cart; the refused rows are listed with their reason", async ({ page, users }) => {
  const esposito = await users.copy("officina.esposito");
  await loginAs(page, esposito, "/loadFile");
  await expect(page.getByRole("heading", { name: "Carica CSV nel carrello" })).toBeVisible();
  // The sample file (real products: by code, EAN and cross-reference) plus an unknown code.
  const sample = await page.request.get("/v100/cart/addFromCSVSample?mode=SEMICOLON");
  expect(sample.ok()).toBe(true);
  const content = `${(await sample.text()).trimEnd()}\r\nNONESISTE999;2\r\n`;
  await page.getByLabel("CSV separato da punto e virgola").check();
  await page.getByLabel("Trascina qui il file oppure selezionalo").setInputFiles({ name: "ordine.csv", mimeType: "text/csv", buffer: Buffer.from(content) });
  await page.getByRole("button", { name: "Carica nel carrello" }).click();
  await expect(page.getByText("ordine.csv file uploaded successfully")).toBeVisible();
  // Polled every 10 s: the summary replaces the running notice.
  const summary = page.getByTestId("upload-summary");
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await expect(summary.locator("tbody tr")).toHaveCount(3);
  const failed = page.getByTestId("failed-rows");
  await expect(failed.getByRole("textbox", { name: /^Codice riga/ })).toHaveValue("NONESISTE999");
  await expect(failed).toContainText("Codice non trovato a catalogo");
  const codes = await summary.locator("tbody tr td:nth-child(2)").allTextContents();
  await shots(page, "loadfile");

  await page.goto("/cart");
  for (const code of codes) await expect(page.getByText(code, { exact: true }).first()).toBeVisible();
});

test("a large file: the summary, the refused rows, the cart and the order sent a hundred at a time, all rows sent again; the poll is answered 304 once done", async ({ page, users }) => {
  const esposito = await users.copy("officina.esposito");
  await loginAs(page, esposito, "/loadFile");
  // 150 real parts (three prefixes of 50) and 130 codes nobody sells.
  const found: { precodice: string; codice: string }[] = [];
  for (const prefix of ["KTB", "098", "SEL"]) {
    const res = await page.request.get(`/v100/search?searchString=${prefix}`);
    found.push(...((await res.json()) as { data: { precodice: string; codice: string }[] }).data);
  }
  const lines = [...found.map((p) => `${p.codice};1;${p.precodice}`), ...Array.from({ length: 130 }, (_, i) => `NONESISTE${1000 + i};1`)];
  await page.getByLabel("CSV separato da punto e virgola").check();
  await page.getByLabel("Trascina qui il file oppure selezionalo").setInputFiles({ name: "grande.csv", mimeType: "text/csv", buffer: Buffer.from(lines.join("\r\n")) });
  await page.getByRole("button", { name: "Carica nel carrello" }).click();

  const summary = page.getByTestId("upload-summary");
  await expect(summary).toBeVisible({ timeout: 30_000 });
  const added = Number((await summary.locator("caption").textContent())!.match(/: ([\d.]+) articoli aggiunti/)![1]!.replace(".", ""));
  expect(added).toBeGreaterThan(100);
  await expect(summary.locator("tbody tr")).toHaveCount(100);
  await page.getByRole("button", { name: `Mostra altri ${added - 100} articoli (ne restano ${added - 100})` }).click();
  await expect(summary.locator("tbody tr")).toHaveCount(added);

  const failed = page.getByTestId("failed-rows");
  const refused = lines.length - added;
  await expect(page.getByRole("heading", { name: `Righe non caricate (${refused})` })).toBeVisible();
  await expect(failed.locator("tbody tr")).toHaveCount(100);
  await page.getByRole("button", { name: /^Mostra altre \d+ righe/ }).click();
  await expect(failed.locator("tbody tr")).toHaveCount(refused);

  // Nothing changed since: the next poll is answered 304, and the screen keeps what it shows.
  const poll = await page.waitForResponse((r) => r.url().includes("/v100/cart/addFromCSVStatus/"), { timeout: 15_000 });
  expect(poll.status()).toBe(304);
  await expect(summary.locator("tbody tr")).toHaveCount(added);

  // Every refused row is sent again, the hidden ones too.
  await page.getByRole("button", { name: "Reinvia le righe corrette" }).click();
  await expect(page.getByText(`righe-corrette.csv · ${refused} righe · terminato`)).toBeVisible({ timeout: 30_000 });

  // The cart it filled shows its lines a hundred at a time too.
  await page.goto("/cart");
  const cartLines = page.getByTestId("cart-line");
  // A fresh page load: on a loaded CI machine the app's start alone took 9.6 s (session 37's trace).
  await expect(cartLines).toHaveCount(100, { timeout: 30_000 });
  await page.getByRole("button", { name: `Mostra altre ${added - 100} righe (ne restano ${added - 100})` }).click();
  await expect(cartLines).toHaveCount(added);

  // Sent, the order's details page their lines alike.
  await page.getByTestId("send-order").click();
  await expect(page.getByRole("dialog", { name: "Ordine inviato con successo" })).toBeVisible({ timeout: 30_000 });
  await page.goto("/orderList");
  const first = page.getByTestId("order-card").first();
  await first.getByRole("button", { name: "Dettagli" }).click();
  const orderLines = first.getByTestId("order-lines").locator("tbody tr");
  await expect(orderLines).toHaveCount(100);
  await first.getByRole("button", { name: `Mostra altre ${added - 100} righe (ne restano ${added - 100})` }).click();
  await expect(orderLines).toHaveCount(added);
});

test("a quote request with a photo, answered by the quote desk", async ({ page, browser, users }) => {
  const rossi = await users.copy("officina.rossi");
  await loginAs(page, rossi, "/preventivo");
  await expect(page.getByText("Il preventivo è valido solo nella data in cui viene redatto.").first()).toBeVisible();
  await page.getByRole("button", { name: "Richiedi Preventivo" }).click();
  await expect(page.getByText("Inserire il N° Telaio o Targa")).toBeVisible();
  await expect(page.getByText("Inserire il messaggio")).toBeVisible();
  const files = page.getByLabel("Immagini (facoltative)");
  await expect(files).toHaveAttribute("capture", "environment");
  await page.getByLabel("Telaio/Targa").fill("ZFA31200000123456");
  await page.getByLabel("Messaggio").fill("Kit frizione e volano, grazie");
  await files.setInputFiles({ name: "frizione.png", mimeType: "image/png", buffer: await photoPng() });
  await expect(page.getByText("frizione.png")).toBeVisible();
  await page.getByRole("button", { name: "Richiedi Preventivo" }).click();
  await expect(page.getByText("Richiesta preventivo inviato con successo")).toBeVisible();
  await expect(page.getByLabel("Telaio/Targa")).toHaveValue("");
  await expect(page.getByTestId("quote-list")).toContainText("ZFA31200000123456");
  await expect(page.getByTestId("quote-list")).toContainText("frizione.png");
  await shots(page, "preventivo");

  // The quote desk (ADMIN) sees it with its photo and marks it answered with a reply.
  const ctx = await browser.newContext();
  const desk = await ctx.newPage();
  await loginAs(desk, "admin", "/preventiviConsole");
  const item = desk.getByRole("listitem").filter({ hasText: "ZFA31200000123456" }).first();
  await expect(item.getByRole("img", { name: "Foto frizione.png" })).toBeVisible();
  await item.getByLabel("Risposta al cliente (facoltativa)").fill("Kit disponibile, 245 € + IVA");
  await item.getByRole("button", { name: "Segna come evaso" }).click();
  await expect(item.getByText("Evasa", { exact: true })).toBeVisible();
  await shots(desk, "preventivi-console");
  await ctx.close();

  await page.reload();
  const mine = page.getByTestId("quote-list").getByRole("listitem").filter({ hasText: "ZFA31200000123456" }).first();
  await expect(mine.getByText("Evasa", { exact: true })).toBeVisible();
  await expect(mine).toContainText("Kit disponibile, 245 € + IVA");
  if (process.env.SHOTS) {
    await page.goto("/contacts");
    await expect(page.getByRole("heading", { name: "Direzione" })).toBeVisible();
    await shots(page, "contacts");
  }
});

test("the catalogue store round trip: pick a part in the (simulated) store, add it to the cart from the landing", async ({ page, users }) => {
  const melis = await users.copy("gommista.melis");
  await loginAs(page, melis, "/home");
  const popupPromise = page.waitForEvent("popup", { timeout: 15_000 });
  await page.goto("/kstore");
  let store: Page;
  try {
    store = await popupPromise;
  } catch {
    const again = page.waitForEvent("popup");
    await page.getByRole("link", { name: "Apri il catalogo" }).click();
    store = await again;
  }
  await store.getByLabel("Veicolo o ricambio").fill("FILTRO");
  await store.getByRole("button", { name: "Cerca" }).click();
  await store.locator('input[name="item"]').first().check();
  await store.getByRole("button", { name: "Trasferisci al portale B2B" }).click();
  await expect(store).toHaveURL(/\/kstoreLanding\?/);
  await expect(store.getByRole("heading", { name: "Aggiungi gli articoli al carrello, poi torna al portale B2B." })).toBeVisible();
  const row = store.getByTestId("landing-rows").locator("tbody tr").first();
  const code = (await row.locator("td").nth(1).textContent())!.trim();
  await shots(store, "kstore-landing");
  await row.getByRole("button", { name: "Aggiungi al carrello" }).click();
  await expect(row.getByRole("button", { name: "Aggiunto" })).toBeVisible();
  // A reload of the landing: the token was used, the landing cookie still shows the parts.
  await store.reload();
  await expect(store.getByTestId("landing-rows")).toContainText(code);
  await store.close();

  await page.goto("/cart");
  await expect(page.getByText(code, { exact: true }).first()).toBeVisible();
});

test("the tyre-store link only for officina.bianchi (uShowGSUrl)", async ({ browser }) => {
  const rossi = await (await browser.newContext()).newPage();
  await loginAs(rossi, "officina.rossi", "/home");
  await openMore(rossi);
  await expect(rossi.getByRole("menuitem", { name: "Catalogo" })).toBeVisible();
  await expect(rossi.getByRole("menuitem", { name: "Store gomme" })).toHaveCount(0);

  const bianchi = await (await browser.newContext()).newPage();
  await loginAs(bianchi, "officina.bianchi");
  await openMore(bianchi);
  const link = bianchi.getByRole("menuitem", { name: "Store gomme" });
  await expect(link).toBeVisible();
  const popup = bianchi.waitForEvent("popup");
  await link.click();
  await expect(await popup).toHaveURL(/\/v100\/gs\/simulator/);
});
