// Back office in Chromium (decision 0028): the admin registers a user who then logs in; downloads
// the stock report and both search report files; loads a price list with errors and sees both tabs;
// a load past the retention of its previous values shows "non più annullabile".
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { loginAs, suppressPromoPopups } from "./helpers";

test("admin registers a user who then logs in with the new password", async ({ page, browser }) => {
  await loginAs(page, "admin");
  await page.goto("/registration");
  await expect(page.getByRole("tab", { name: "Nuova Registrazione" })).toHaveAttribute("aria-selected", "true");
  const form = page.getByRole("form", { name: "Nuova Registrazione" });
  // Submitting empty shows the spec's messages under their fields.
  await form.getByRole("button", { name: "Registra utente" }).click();
  await expect(form.getByText("Inserire lo username")).toBeVisible();
  await expect(form.getByText("Inserire il codice cliente", { exact: true })).toBeVisible();
  await expect(form.getByText("Inserire l'indirizzo e-mail")).toBeVisible();
  // The supplier fields appear only for obsolete suppliers.
  await expect(form.getByLabel("Precodice fornitore")).toHaveCount(0);
  await form.getByLabel("Fornitore obsoleti").selectOption("1");
  await expect(form.getByLabel("Precodice fornitore")).toBeVisible();
  await form.getByLabel("Fornitore obsoleti").selectOption("0");

  await form.getByLabel("Username").fill("officina.e2e");
  await form.getByLabel("Password", { exact: true }).fill("Marmitta-Nuova-2026");
  await form.getByLabel("Codice cliente").fill("100003");
  await form.getByLabel("Codice destinazione").fill("0");
  await form.getByLabel(/^E-mail/).fill("e2e@esposito.it");
  await form.getByRole("button", { name: "Registra utente" }).click();
  await expect(page.getByText("Utente registrato con successo").first()).toBeVisible();

  // The same username again is refused with a clear message.
  await form.getByLabel("Username").fill("officina.e2e");
  await form.getByLabel("Password", { exact: true }).fill("Marmitta-Nuova-2026");
  await form.getByLabel("Codice cliente").fill("100003");
  await form.getByLabel(/^E-mail/).fill("e2e@esposito.it");
  await form.getByRole("button", { name: "Registra utente" }).click();
  await expect(page.getByText("Lo username officina.e2e è già utilizzato da un altro utente")).toBeVisible();

  const other = await browser.newPage();
  await suppressPromoPopups(other);
  await other.goto("/login");
  await other.getByLabel("Nome utente").fill("officina.e2e");
  await other.getByLabel("Password").fill("Marmitta-Nuova-2026");
  await other.getByRole("button", { name: "Accedi" }).click();
  await expect(other).not.toHaveURL(/\/login/, { timeout: 30_000 });
  await other.close();
});

test("admin downloads the stock report and both search report files", async ({ page }) => {
  await loginAs(page, "admin");
  await page.goto("/stockCheck");
  await expect(page.getByLabel(/Giorni di vendita/)).toHaveValue("365");
  const stock = page.waitForEvent("download");
  const stockResponse = page.waitForResponse((r) => /\/v100\/admin\/reports\/\d+\/file$/.test(r.url()));
  await page.getByRole("button", { name: "Scarica il report CSV" }).click();
  // Run as a job: the state is shown while it runs, the file downloads when ready and again on request.
  await expect(page.getByRole("status")).toContainText(/Report (in coda|in preparazione|pronto)/);
  const stockFile = await stock;
  expect(stockFile.suggestedFilename()).toMatch(/^report-stock-01_\d{8}_\d{4}\.csv$/);
  // Sent as zstd to this browser (decision 0046), saved as plain CSV.
  expect((await stockResponse).headers()["content-encoding"]).toBe("zstd");
  expect(readFileSync((await stockFile.path())!, "utf8")).toMatch(/^\uFEFFPrecodice;Codice;Descrizione;/);
  await expect(page.getByRole("status")).toContainText("Report pronto");
  const again = page.waitForEvent("download");
  await page.getByRole("button", { name: "Scarica di nuovo" }).click();
  expect((await again).suggestedFilename()).toMatch(/^report-stock-01_\d{8}_\d{4}\.csv$/);

  await page.getByLabel(/Giorni di vendita/).fill("30");
  await page.getByRole("button", { name: "Scarica il report CSV" }).click();
  await expect(page.getByText("I giorni di vendita da analizzare devono essere tra 60 e 365")).toBeVisible();

  await page.goto("/searchReport");
  const searches = page.waitForEvent("download");
  await page.getByRole("button", { name: "Scarica le ricerche", exact: true }).click();
  const searchFile = await searches;
  expect(searchFile.suggestedFilename()).toMatch(/^report-ricerche_\d{8}_\d{4}\.csv$/);
  expect(readFileSync((await searchFile.path())!, "utf8")).toMatch(/^\uFEFFData e ora;Utente;/);
  const none = page.waitForEvent("download");
  await page.getByRole("button", { name: "Scarica le ricerche senza risultati" }).click();
  expect((await none).suggestedFilename()).toMatch(/^report-ricerche-senza-risultati_\d{8}_\d{4}\.csv$/);
});

test("admin loads a price list with errors and sees both tabs", async ({ page }) => {
  await loginAs(page, "admin");
  await page.goto("/loadTariffario");
  await expect(page.getByText("Separatore punto e virgola (;), nessuna riga di intestazione.")).toBeVisible();
  // A product no other spec looks at: the shard's server is shared by the specs that run after this one.
  const csv = ["M120;NOORD1;;61,90;0,20", "M120;NOORD1;;13", "ZZZ;NONESISTE;;1", "M130;W71275"].join("\r\n");
  await page.getByLabel("File del tariffario").setInputFiles({ name: "tariffario.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Anteprima" }).click();
  await expect(page.getByText(/Anteprima \(nessuna modifica applicata\)/)).toBeVisible();
  await page.getByRole("button", { name: "Carica", exact: true }).click();
  await expect(page.getByText("Attenzione il file: tariffario.csv è stato caricato ma contiene degli errori.")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Caricati (1)" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("cell", { name: "61,90 €" })).toBeVisible();
  await page.getByRole("tab", { name: "Errori (3)" }).click();
  await expect(page.getByRole("cell", { name: "Riga duplicata: lo stesso prodotto è già alla riga 1" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Prodotto sconosciuto" })).toBeVisible();
  await expect(page.getByRole("cell", { name: /Numero di colonne errato: 2/ })).toBeVisible();

  // A file without errors leaves the Errori tab disabled.
  await page.getByLabel("File del tariffario").setInputFiles({ name: "ok.csv", mimeType: "text/csv", buffer: Buffer.from("M120;NOORD1;;62,00\r\n") });
  await page.getByRole("button", { name: "Carica", exact: true }).click();
  await expect(page.getByText("Il file: ok.csv è stato caricato correttamente.")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Errori (0)" })).toBeDisabled();
  await page.getByRole("button", { name: "Annulla caricamento" }).click();
  await expect(page.getByText("Caricamento annullato: ripristinati i valori precedenti")).toBeVisible();
});

test("a load whose previous values are no longer kept says so instead of offering the rollback", async ({ page }) => {
  // The server's own answer, its list replaced: the latest load is one the hourly job marked as past
  // the retention (decision 0036), the one before it was rolled back.
  await page.route("**/v100/admin/priceList/loads", async (route) => {
    const answer = (await (await route.fetch()).json()) as { data: unknown };
    const load = { admin: "admin", rowsRead: 3, rowsChanged: 3, rowsNotParsed: 0 };
    answer.data = [
      { ...load, id: 902, at: "2026-12-01T08:30:00.000Z", fileName: "vecchio.csv", rolledBackAt: null, undoable: false },
      { ...load, id: 901, at: "2026-11-30T08:30:00.000Z", fileName: "annullato.csv", rolledBackAt: "2026-11-30T09:00:00.000Z", undoable: false },
    ];
    await route.fulfill({ json: answer });
  });
  await loginAs(page, "admin");
  await page.goto("/loadTariffario");
  const latest = page.getByRole("listitem").filter({ hasText: "vecchio.csv" });
  await expect(latest.getByText("non più annullabile")).toBeVisible();
  await expect(page.getByRole("button", { name: "Annulla caricamento" })).toHaveCount(0);
  await expect(page.getByRole("listitem").filter({ hasText: "annullato.csv" }).getByText("annullato", { exact: true })).toBeVisible();
});
