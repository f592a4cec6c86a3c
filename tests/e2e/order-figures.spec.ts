// Issue 16 item 16, second half: "one order card says '0% · Evasi 0 · Da evadere 8' while its
// details show every line fulfilled". The list is fetched when the order is still with the ERP;
// the ERP simulator ships it a moment later; the details, opened then, are newer than the list.
// The card and the details under it must show the same figures.
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { loginAs } from "./helpers";

expect.configure({ timeout: 45_000 });

interface ListedOrder {
  numeroDoc: number;
  anno: number;
  rifOrdCli: string;
  quantita: number;
  quantitaEvasa: number;
}
interface DetailLine {
  quantita: number;
  quantitaEvasa: number;
}

/** Sends a one-line order through the API (as another tab would) and returns its reference. */
async function sendOrder(page: Page, ref: string): Promise<void> {
  expect((await page.request.get("/v100/cart/closeCart")).status()).toBe(200);
  const add = await page.request.post("/v100/cart/addToCart", { data: { precodice: "M120", codice: "OC90", qntRichiesta: 2, noteCliente: "" } });
  expect(add.status()).toBe(200);
  const sent = await page.request.post("/v100/cart/cartCheckout", { form: { cartNotes: "", cRifOrdCli: ref } });
  expect(sent.status()).toBe(200);
}

async function serverLines(page: Page, o: ListedOrder): Promise<DetailLine[]> {
  const res = await page.request.post("/v100/orders/orderDetails", { data: { tipoDoc: "OW", numeroDoc: o.numeroDoc, anno: o.anno } });
  return ((await res.json()) as { data: DetailLine[] }).data;
}

test("the order card and its details show the same figures once the ERP has shipped", async ({ page, users }, testInfo) => {
  const rossi = await users.copy("officina.rossi");
  test.setTimeout(240_000);
  await loginAs(page, rossi, "/orderList");
  // The copy's customer has no history yet: the list has loaded when it says so.
  await expect(page.getByText("Nessun ordine trovato.")).toBeVisible();

  // Send an order and refresh the list at once, until the list answers while the ERP has not
  // shipped it yet (the simulator ships about a second after it takes an order).
  let listed: ListedOrder | undefined;
  let ref = "";
  for (let attempt = 0; attempt < 4 && !listed; attempt++) {
    ref = `CIFRE-${Date.now()}`;
    await sendOrder(page, ref);
    const answer = page.waitForResponse((r) => r.url().includes("/v100/orders/lastOrders") && r.request().method() === "GET");
    await page.getByRole("button", { name: "Aggiorna Storico Ordini" }).click();
    const body = (await (await answer).json()) as { data: ListedOrder[] };
    const mine = body.data.find((o) => o.rifOrdCli === ref);
    expect(mine, "the order just sent is in the list").toBeTruthy();
    if (mine!.quantitaEvasa === 0) listed = mine;
  }
  expect(listed, "the list answered before the ERP shipped the order").toBeTruthy();
  const card = page.getByTestId("order-card").filter({ hasText: ref });
  // The card's badges (the details table's headers say "Evasa", "Da evadere" without a number).
  const fulfilledBadge = card.getByText(/^Evasi \d+$/);
  const toFulfilBadge = card.getByText(/^Da evadere \d+$/);
  await expect(fulfilledBadge).toHaveText("Evasi 0");
  await expect(toFulfilBadge).toHaveText("Da evadere 2");

  // The ERP ships it (the server's details say every line is fulfilled).
  await expect
    .poll(async () => (await serverLines(page, listed!)).every((l) => l.quantitaEvasa === l.quantita), { timeout: 60_000 })
    .toBe(true);

  // The details open now, newer than the list: the card agrees with them.
  await card.getByRole("button", { name: "Dettagli" }).click();
  const table = card.getByTestId("order-lines");
  await expect(table).toBeVisible();
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(1);
  const cells = rows.first().locator("td");
  await expect(cells.nth(2)).toHaveText("2"); // Q.tà
  await expect(cells.nth(3)).toHaveText("2"); // Evasa
  await expect(cells.nth(4)).toHaveText("0"); // Da evadere
  await expect(card.getByText(/^Ordinati \d+$/)).toHaveText("Ordinati 2");
  await expect(fulfilledBadge).toHaveText("Evasi 2");
  await expect(toFulfilBadge).toHaveText("Da evadere 0");
  await expect(card.getByRole("img", { name: "Evaso al 100%" })).toHaveText("100%");
  await expect(card.getByText("Evaso", { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("order-card-agrees.png"), fullPage: false });
});
