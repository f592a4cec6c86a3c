import { expect, test, type Page, type Response } from "@playwright/test";
import { loginAs } from "./helpers";

/** Clicks a link that opens a PDF in a new window; checks the window got a real PDF. */
async function opensPdf(page: Page, click: () => Promise<void>, urlPart: RegExp): Promise<void> {
  const pdfResponse = page.context().waitForEvent("response", (r: Response) => urlPart.test(r.url()));
  const popup = page.waitForEvent("popup");
  await click();
  const [res, win] = await Promise.all([pdfResponse, popup]);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect(res.headers()["content-disposition"]).toMatch(/^inline; filename=".+\.pdf"$/);
  expect(win.url()).toMatch(urlPart);
  // The same URL, fetched with the session, is a PDF file.
  const again = await page.request.get(win.url());
  expect((await again.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await win.close();
}

test("order history: filter by article, open the details, open the PDF", async ({ page }) => {
  await loginAs(page, "officina.rossi", "/orderList");
  await expect(page.getByTestId("breadcrumb-current")).toHaveText("Storico Ordini");
  const cards = page.getByTestId("order-card");
  await expect(cards).toHaveCount(20);
  await expect(page.getByRole("button", { name: "Carica altri ordini" })).toBeVisible();

  await page.getByRole("button", { name: "Mostra filtri" }).click();
  await page.getByLabel("Codice articolo").fill("oc90");
  await page.getByRole("button", { name: "Filtra", exact: true }).click();
  await expect(page.getByRole("button", { name: "Nascondi filtri 1" })).toBeVisible();
  await expect(cards.first()).toBeVisible();
  const filtered = await cards.count();
  expect(filtered).toBeGreaterThan(0);

  // Every order found has an OC90 line: open the first one's details.
  const first = cards.first();
  await first.getByRole("button", { name: "Dettagli" }).click();
  const lines = first.getByTestId("order-lines");
  await expect(lines).toBeVisible();
  await expect(lines).toContainText("OC90");
  await expect(lines).toContainText("FILTRO OLIO MOTORE");
  await expect(first.getByRole("button", { name: "Chiudi dettagli" })).toHaveAttribute("aria-expanded", "true");

  const number = (await first.getByRole("heading").textContent())!.trim();
  await opensPdf(page, () => first.getByRole("link", { name: new RegExp(`PDF dell'ordine ${number}`) }).click(), /\/v100\/orders\/orderDetails\/pdf\/OW\/\d+\/\d{4}$/);

  // Clearing the filter brings the whole history back.
  await page.getByRole("button", { name: "Elimina i filtri" }).click();
  await expect(cards).toHaveCount(20);
});

test("missing list: per-column filters, page sizes and 'Elimina tutti i filtri'", async ({ page }) => {
  await loginAs(page, "officina.rossi", "/missing");
  await expect(page.getByTestId("breadcrumb-current")).toHaveText("Lista mancanti");
  await expect(page.getByTestId("forecasts-updated")).toContainText(/Previsioni di consegna aggiornate al \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  const table = page.getByTestId("missing-table");
  const rows = table.locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  const shown = await rows.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(10); // default page size

  // Page size 5.
  await table.getByLabel("Righe per pagina").selectOption("5");
  expect(await rows.count()).toBeLessThanOrEqual(5);
  await table.getByLabel("Righe per pagina").selectOption("50");
  const total = await rows.count();

  // Filter the code column with the first row's code, typed in lower case.
  const code = (await rows.first().locator("td").first().textContent())!.trim();
  await table.getByLabel("Filtra Codice").fill(code.toLowerCase());
  await expect(rows.first()).toContainText(code);
  for (const cell of await rows.locator("td:first-child").allTextContents()) expect(cell.toLowerCase()).toContain(code.toLowerCase());

  // A filter that matches nothing, then 'Elimina tutti i filtri'.
  await table.getByLabel("Filtra Descrizione").fill("nessuna descrizione così");
  await expect(table).toContainText("Nessuna riga corrisponde ai filtri.");
  await page.getByRole("button", { name: "Elimina tutti i filtri" }).click();
  await expect(rows).toHaveCount(total);
  await expect(table.getByLabel("Filtra Codice")).toHaveValue("");
});

test("documents: delivery notes load more, lines on demand, print; invoices tab", async ({ page }) => {
  await loginAs(page, "officina.rossi", "/documents");
  await expect(page.getByRole("tab", { name: "Bolle" })).toHaveAttribute("aria-selected", "true");
  const rows = page.getByTestId("ddt-row");
  await expect(rows).toHaveCount(20);
  await page.getByRole("button", { name: "Carica altre bolle" }).click();
  await expect(rows).toHaveCount(40);

  // Lines of the first DDT, then its PDF in a new window.
  const first = rows.first();
  await first.getByRole("button", { name: "Righe" }).click();
  await expect(page.getByTestId("ddt-lines").first()).toBeVisible();
  await opensPdf(page, () => first.getByRole("link", { name: /^Stampa B10[13] \d+\/\d{4}/ }).click(), /\/v100\/documents\/getPdf\?idDoc=\d+&typeDoc=B10[13]$/);

  // The number filter refuses prefixes.
  await page.getByRole("button", { name: "Mostra ricerca estesa" }).click();
  await page.getByLabel("Numero bolla").fill("B101 12");
  await expect(page.getByText("Il numero bolla deve contenere solo cifre, senza prefissi come B101 o B103")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cerca", exact: true })).toBeDisabled();

  await page.getByRole("tab", { name: "Fatture/Note Cred." }).click();
  const invoices = page.getByTestId("invoice-row");
  await expect(invoices.first()).toBeVisible();
  await expect(page.getByTestId("invoice-table")).toContainText("Nota di credito");
  await expect(page.getByRole("button", { name: "Carica altri documenti" })).toBeVisible();

  // The keyboard: the selected tab is the one in the tab order; ←/→ (wrapping), Home and End move and select; Tab enters the panel.
  const ddts = page.getByRole("tab", { name: "Bolle" });
  const invoicesTab = page.getByRole("tab", { name: "Fatture/Note Cred." });
  await invoicesTab.focus();
  await page.keyboard.press("ArrowRight");
  await expect(ddts).toBeFocused();
  await expect(ddts).toHaveAttribute("aria-selected", "true");
  await expect(rows.first()).toBeVisible();
  await expect(invoices).toHaveCount(0);
  await expect(invoicesTab).toHaveAttribute("tabindex", "-1");
  await page.keyboard.press("End");
  await expect(invoicesTab).toBeFocused();
  await expect(invoicesTab).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(ddts).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tabpanel", { name: "Bolle" })).toBeFocused();
});
