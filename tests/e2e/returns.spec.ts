// Returns end to end (issue 17): officina.rossi asks a return from a delivery-note line; the admin
// authorises it, seeing the photo rossi attached; rossi sees AUTORIZZATO and the mail is in the admin's outgoing mail; the ERP
// simulator (ERP_SIM_INTERVAL_MS=1000 in the e2e server) receives it and issues the credit note:
// COMPLETO, and the credit note is in /documents.
import { expect, test } from "@playwright/test";
import { loginAs } from "./helpers";
import { pngFromRgb } from "../../src/server/lib/images";

test("a return from request to credit note", async ({ browser }) => {
  const rossiCtx = await browser.newContext();
  const adminCtx = await browser.newContext();
  const rossi = await rossiCtx.newPage();
  const admin = await adminCtx.newPage();

  // Rossi asks a return of one piece of the first returnable line.
  await loginAs(rossi, "officina.rossi", "/nuovoReso");
  await expect(rossi.getByRole("heading", { name: "Nuovo Reso" })).toBeVisible();
  const ask = rossi.getByTestId("ask-return").and(rossi.locator(":enabled")).first();
  await ask.click();
  const dialog = rossi.getByRole("dialog");
  await dialog.getByTestId("return-submit").click();
  await expect(dialog.getByText("Inserisci la motivazione del reso")).toBeVisible();
  await dialog.getByTestId("return-reason").selectOption({ label: "Difettoso in garanzia" });
  await dialog.getByTestId("return-submit").click();
  await expect(dialog.getByText("Specificare la targa e il motivo")).toBeVisible();
  await dialog.getByTestId("return-reason").selectOption({ label: "Articolo ordinato per errore" });
  // A photo of the part: a thumbnail with its remove button.
  const png = await pngFromRgb(4, 4, new Uint8Array(48).fill(200));
  await dialog.getByTestId("return-photos").setInputFiles({ name: "pezzo.png", mimeType: "image/png", buffer: png });
  await expect(dialog.getByRole("img", { name: "pezzo.png" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Rimuovi pezzo.png" })).toBeVisible();
  await dialog.getByTestId("return-submit").click();
  await expect(rossi.getByText("Richiesta effettuata con successo")).toBeVisible();
  await expect(dialog).toBeHidden();

  await rossi.goto("/richiesteReso");
  const row = rossi.getByTestId("return-requests-table").locator("tbody tr").first();
  await expect(row.getByTestId("return-status")).toHaveText("RICHIESTO");
  const rId = (await row.locator("td").first().innerText()).trim();

  // The admin authorises it.
  await loginAs(admin, "admin", "/richiesteReso");
  const adminRow = admin.getByTestId("return-requests-table").locator("tbody tr", { has: admin.locator("td:first-child", { hasText: new RegExp(`^${rId}$`) }) });
  await adminRow.getByTestId("handle-return").click();
  const approval = admin.getByRole("dialog");
  // The photo rossi attached, loaded from the server.
  const shown = approval.getByTestId("approval-photos").getByRole("img", { name: "Foto 1 del pezzo" });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);
  await approval.getByTestId("approval-submit").click();
  await expect(approval.getByText("Inserisci lo stato del reso")).toBeVisible();
  await approval.getByLabel("AUTORIZZATO").check();
  await approval.getByTestId("approval-submit").click();
  await expect(admin.getByText("Lo stato è stato cambiato con successo")).toBeVisible();

  // The authorisation mail is in the admin's outgoing mail.
  await admin.goto("/adminMail");
  await expect(admin.getByText(new RegExp(`Reso n\\. ${rId} autorizzato – codice AR\\d{2}-\\d{6}`)).first()).toBeVisible();

  // Rossi sees AUTORIZZATO (or already further along: the simulator runs every second) …
  await rossi.reload();
  await expect(row.getByTestId("return-status")).toHaveText(/AUTORIZZATO|RICEVUTO|BOLLA CLIENTE MANCANTE|COMPLETO/);
  // … and, once the simulator has received and credited it, COMPLETO with the credit note.
  await expect(async () => {
    await rossi.reload();
    await expect(row.getByTestId("return-status")).toHaveText("COMPLETO", { timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000] });
  const creditNote = (await row.locator("td").nth(9).innerText()).trim();
  expect(creditNote).toMatch(/^NC \d+\/\d{4}$/);

  await rossi.goto("/documents");
  await rossi.getByRole("tab", { name: /Fatture/ }).click();
  await expect(rossi.getByTestId("invoice-table").getByText(creditNote)).toBeVisible();

  await rossiCtx.close();
  await adminCtx.close();
});
