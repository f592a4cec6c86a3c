// Issue 16 item 4, "the deposit disappears": a part with a deposit (BAT70, + cauzione 10,00 € in
// search) keeps the deposit as its own amount in the header, the cart, the sent order's detail and
// the order PDF; the net total never includes it.
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { loginAs } from "./helpers";
import { pdfText } from "../api/helpers/pdf-text";

const DEPOSIT_LINE = "+ cauzione 10,00 € (10,00 € cad.)";

async function search(page: Page, code: string): Promise<void> {
  const box = page.getByRole("searchbox", { name: "Codice da cercare" });
  await box.fill(code);
  await box.press("Enter");
}

test("a product with a deposit shows it apart in the cart, the sent order and its PDF", async ({ page, users }, testInfo) => {
  const rossi = await users.copy("officina.rossi");
  await loginAs(page, rossi);
  expect((await page.request.get("/v100/cart/closeCart")).status()).toBe(200);
  await page.goto("/home");

  await search(page, "BAT70");
  const row = page.locator('[data-testid="product-row"][data-product="outf/BAT70"]').first();
  await expect(row).toContainText("+ cauzione 10,00 €");
  await row.getByTestId("add-to-cart").click();
  await expect(page.getByText("Prodotto aggiunto al carrello").first()).toBeVisible();

  // The header total's detail names the deposits apart from the net total.
  await expect(page.getByTestId("cart-deposit-detail")).toHaveText("+ cauzioni 10,00 €");
  await expect(page.getByTestId("cart-totals")).toHaveAttribute("title", /cauzioni 10,00 €/);

  await page.goto("/cart");
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId("line-deposit")).toHaveText(DEPOSIT_LINE);
  await expect(page.getByTestId("cart-deposit-total")).toHaveText("10,00 €");
  // The net total is the line's net amount: the deposit is not folded in.
  // The line's total cell holds its net amount, then the deposit on its own line.
  const lineTotal = ((await line.getByTestId("line-total").textContent()) ?? "").replace(DEPOSIT_LINE, "").trim();
  expect(lineTotal).toMatch(/^\d+,\d{2} €$/);
  await expect(page.getByTestId("cart-net-total")).toHaveText(lineTotal);
  await expect(page.getByTestId("cart-summary")).toContainText("Totale con cauzioni");
  await page.screenshot({ path: testInfo.outputPath("cart-with-deposit.png"), fullPage: true });

  const ref = `CAUZ-E2E-${Date.now()}`;
  await page.getByTestId("order-ref").fill(ref);
  await page.getByTestId("send-order").click();
  const dialog = page.getByRole("dialog", { name: "Ordine inviato con successo" });
  await expect(dialog).toBeVisible();
  const pdfHref = await dialog.getByRole("link", { name: "Stampa l'ordine" }).getAttribute("href");
  expect(pdfHref).toMatch(/^\/v100\/orders\/orderDetails\/pdf\/OW\/\d+\/\d{4}$/);
  await page.keyboard.press("Escape");

  // The order in the history: its deposit beside the net total, and on its line in the detail.
  await page.goto("/orderList");
  const card = page.getByTestId("order-card").filter({ hasText: ref });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("order-deposit-total")).toHaveText("+ cauzioni 10,00 €");
  await card.getByRole("button", { name: "Dettagli" }).click();
  await expect(card.getByTestId("order-lines").getByTestId("line-deposit")).toHaveText(DEPOSIT_LINE);
  await page.screenshot({ path: testInfo.outputPath("order-with-deposit.png"), fullPage: true });

  // The order PDF carries the deposit on the line and in the totals.
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  const text = pdfText(Buffer.from(await pdf.body()));
  expect(text).toContain(DEPOSIT_LINE);
  expect(text).toContain("Cauzioni");
  expect(text).toContain("Totale con cauzioni");
});
