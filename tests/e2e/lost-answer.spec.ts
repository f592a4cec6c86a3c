// An add whose answer was lost (the server applied it; the connection broke before the answer came
// back, or the tab was closed) stays queued on the device until its replay. The cart shown after a
// reload must not count it twice, not even for a frame: myCart names the queued edits and the
// server answers which of them the cart already holds (X-Pending-Mutations, decision 0047).
import { test } from "./fixtures";
import { emptyCart, expect, openHome, productRow as row, search } from "./counter-helpers";

test("an add whose answer was lost is shown once in the cart after a reload, never doubled", async ({ page, users }) => {
  const esposito = await users.copy("officina.esposito");
  await page.setViewportSize({ width: 1366, height: 768 });
  await openHome(page, esposito);
  await emptyCart(page);
  const qty = row(await search(page, "WD40"), "Q287/WD40").getByRole("textbox", { name: /^Quantità per/ });

  // The add reaches the server, which applies it; its answer is cut on the way back.
  let applied = false;
  await page.route("**/v100/cart/addToCart**", async (route) => {
    await route.fetch();
    applied = true;
    await route.abort("connectionreset");
  });
  await qty.fill("18");
  await qty.press("Enter");
  await expect.poll(() => applied).toBe(true);
  await expect.poll(async () => (await (await page.request.get("/v100/cart/myCart")).json()).data.productsList.map((l: { qntRichiesta: number }) => l.qntRichiesta)).toEqual([18]);
  await page.unroute("**/v100/cart/addToCart**");

  // Every value the cart's quantity field shows, frame by frame, from the first paint of /cart.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __qtySeen: seen });
    const sample = () => {
      const field = document.querySelector<HTMLInputElement>('[data-testid="cart-line"][data-code="Q287/WD40"] [data-testid="line-qty"]');
      if (field && seen[seen.length - 1] !== field.value) seen.push(field.value);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.goto("/cart");
  const line = page.locator('[data-testid="cart-line"][data-code="Q287/WD40"]');
  await expect(line.getByTestId("line-qty")).toHaveValue("18", { timeout: 30_000 });
  // The replay of the queued add is answered as applied once: the pending mark goes, the server keeps 18.
  await expect(line.getByText("in attesa di connessione")).toHaveCount(0);
  await expect.poll(async () => (await (await page.request.get("/v100/cart/myCart")).json()).data.productsList[0].qntRichiesta).toBe(18);
  const seen = await page.evaluate(() => (window as unknown as { __qtySeen: string[] }).__qtySeen);
  expect(seen).toEqual(["18"]);
});

test("an online add: the header's total goes from before to after, never through the add counted twice", async ({ page, users }) => {
  const esposito = await users.copy("officina.esposito");
  await page.setViewportSize({ width: 1366, height: 768 });
  await openHome(page, esposito);
  await emptyCart(page);
  const total = page.getByTestId("cart-total");
  await expect(total).toHaveText(/^0,00\s€$/);
  const qty = row(await search(page, "WD40"), "Q287/WD40").getByRole("textbox", { name: /^Quantità per/ });
  await qty.fill("18");
  // Every text the header's total shows, frame by frame, from just before the add.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { __totalSeen: seen });
    const sample = () => {
      const text = document.querySelector('[data-testid="cart-total"]')?.textContent ?? "";
      if (seen[seen.length - 1] !== text) seen.push(text);
      requestAnimationFrame(sample);
    };
    sample();
  });
  await qty.press("Enter");
  await expect.poll(async () => (await (await page.request.get("/v100/cart/myCart")).json()).data.totaliQuantita).toBe(18);
  await expect(total).not.toHaveText(/^0,00\s€$/);
  await page.waitForTimeout(1000);
  const seen = await page.evaluate(() => (window as unknown as { __totalSeen: string[] }).__totalSeen);
  const after = (await total.textContent()) ?? "";
  expect(seen).toEqual([seen[0], after]);
});
