// The counter at the tablet (issue 16 items 1, 2, 3, 5): keys typed right after an add go to the
// search box, never to the added row; an unlikely quantity asks first; a pack-size product rounds
// up in one line (in the cart too); an outlet item with no stock cannot be added; a search shows the part and its
// equivalents first, codes that merely start the same in a collapsed group; while the next search is
// on its way the results on screen keep their place, covered, until its answer replaces them, and
// the quantity typed ahead of that answer goes to its part; an add is one request.
import { type Page } from "@playwright/test";
import { test } from "./fixtures";
import { searchMessages } from "../../src/shared/messages/search";
import { emptyCart, expect, holdSearchAnswers, openHome, productRow as row, search, searchBox } from "./counter-helpers";

test.use({ viewport: { width: 1024, height: 768 } });


async function cartLines(page: Page): Promise<{ key: string; qty: number }[]> {
  const cart = await (await page.request.get("/v100/cart/myCart")).json();
  return cart.data.productsList.map((l: { precodice: string; codice: string; qntRichiesta: number }) => ({ key: `${l.precodice}/${l.codice}`, qty: l.qntRichiesta }));
}

test("typing the next code right after an add goes to the search box; the added row takes no more input", async ({ page, users }) => {
  const esposito = await users.copy("officina.esposito");
  await openHome(page, esposito);
  await emptyCart(page);
  await search(page, "W71275");
  await page.keyboard.press("Tab");
  const qty = row(page.getByTestId("current-search"), "M130/W71275").getByRole("textbox", { name: /^Quantità per/ });
  await expect(qty).toBeFocused();
  // W71275 Enter, Tab, 2 Enter, then WD40 typed at once (no wait for the add to finish).
  await page.keyboard.type("2");
  await page.keyboard.press("Enter");
  await page.keyboard.type("WD40");
  await page.keyboard.press("Enter");

  await expect(page.getByTestId("current-search")).toHaveAttribute("data-query", "WD40");
  await expect(searchBox(page)).toHaveValue("WD40");
  await expect.poll(() => cartLines(page)).toEqual([{ key: "M130/W71275", qty: 2 }]);
  // The added row fades out and leaves the results (2.5 s). Nothing more reached the cart in the
  // meantime, and the row leaving did not take the keyboard or the typed code from the search box.
  await expect(page.locator('[data-testid="product-row"][data-product="M130/W71275"]')).toHaveCount(0);
  expect(await cartLines(page)).toEqual([{ key: "M130/W71275", qty: 2 }]);
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue("WD40");
  await emptyCart(page);
});

test("a quantity far above the stock asks for a confirmation; hurried keys do not confirm it", async ({ page, users }) => {
  const esposito = await users.copy("officina.esposito");
  await openHome(page, esposito);
  await emptyCart(page);
  const current = await search(page, "W71275");
  const qty = row(current, "M130/W71275").getByRole("textbox", { name: /^Quantità per/ });
  await qty.fill("240");
  await qty.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Confermi 240 pezzi?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Disponibili \d+ pz$/)).toBeVisible();
  // The safe choice has the focus: an Enter typed in a hurry corrects, it does not add.
  await expect(dialog.getByRole("button", { name: "Correggi la quantità" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(qty).toBeFocused();
  expect(await cartLines(page)).toEqual([]);

  // Confirmed on purpose, it is added as typed and the keyboard goes back to the search box.
  await qty.press("Enter");
  await dialog.getByRole("button", { name: "Aggiungi 240 pezzi" }).click();
  await expect.poll(() => cartLines(page)).toEqual([{ key: "M130/W71275", qty: 240 }]);
  await expect(searchBox(page)).toBeFocused();
  await emptyCart(page);
});

test("a pack-size item rounds a wrong quantity up to the next pack and says so in one line", async ({ page, users }) => {
  const esposito = await users.copy("officina.esposito");
  await page.setViewportSize({ width: 1366, height: 768 });
  await openHome(page, esposito);
  await emptyCart(page);
  const current = await search(page, "WD40");
  const wd40 = row(current, "Q287/WD40");
  const qty = wd40.getByRole("textbox", { name: /^Quantità per/ });
  await qty.fill("5");
  await qty.press("Tab");
  await expect(qty).toHaveValue("6");
  const message = wd40.getByTestId("quantity-message");
  await expect(message).toHaveText("Venduto a multipli di 6: impostato 6");
  await expect(qty).not.toHaveAttribute("aria-invalid", "true");
  // One line: no taller than one line of its text.
  const lineHeight = await message.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  const box = await message.boundingBox();
  expect(box!.height).toBeLessThan(lineHeight * 1.5);

  await qty.fill("13");
  await qty.press("Tab");
  await expect(qty).toHaveValue("18");
  await expect(message).toHaveText("Venduto a multipli di 6: impostato 18");

  // The cart's quantity follows the same rule: 7 becomes 12, and it says so.
  await qty.press("Enter");
  await expect.poll(() => cartLines(page)).toEqual([{ key: "Q287/WD40", qty: 18 }]);
  await page.goto("/cart");
  const line = page.locator('[data-testid="cart-line"][data-code="Q287/WD40"]').getByTestId("line-qty");
  await expect(line).toHaveValue("18");
  await line.fill("7");
  await line.press("Enter");
  await expect(line).toHaveValue("12");
  await expect(page.getByTestId("notifications").getByText("Venduto a multipli di 6: impostato 12")).toBeVisible();
  await expect.poll(() => cartLines(page)).toEqual([{ key: "Q287/WD40", qty: 12 }]);
  // A click in the field (coming from elsewhere) and a number typed replace the quantity (the field
  // selects its value on focus, as the search's does): 24, not 1224 or 2412.
  await line.blur();
  await line.click();
  await page.keyboard.type("24");
  await expect(line).toHaveValue("24");
  await line.press("Enter");
  await expect.poll(() => cartLines(page)).toEqual([{ key: "Q287/WD40", qty: 24 }]);
  await emptyCart(page);
});

test("an outlet item with no stock cannot be added: the add is disabled with the reason", async ({ page, users }) => {
  const melis = await users.copy("gommista.melis");
  // gommista.melis orders from Cagliari (03), where the outlet battery BAT70 has none left.
  await openHome(page, melis);
  const current = await search(page, "BAT70");
  const bat = row(current, "outf/BAT70");
  await expect(bat.getByRole("button", { name: /^Aggiungi outf BAT70 al carrello/ })).toBeDisabled();
  await expect(bat.getByRole("button", { name: /^Aggiungi outf BAT70 al carrello/ })).toHaveAttribute("title", "Esaurito: non riordinabile");
  await expect(bat.getByText("Esaurito: non riordinabile")).toBeVisible();
  await expect(bat.getByRole("textbox", { name: /^Quantità per/ })).toBeDisabled();
});

test("the part and its equivalents come first; codes that merely start the same are a separate, collapsed group", async ({ page, users }) => {
  const rossi = await users.copy("officina.rossi");
  await openHome(page, rossi);
  const current = await search(page, "OC90");
  const main = current.getByRole("table", { name: "Risultati per OC90" });
  for (const key of ["M120/OC90", "M130/W71275", "M140/23.108.00"]) await expect(row(main, key)).toBeVisible();
  // The headlamp whose cross-reference is "OC 900" is not among them.
  await expect(row(current, "F260/1EL032910")).toHaveCount(0);

  const group = current.getByRole("button", { name: /^Altri codici che iniziano con OC90/ });
  await expect(group).toHaveAttribute("aria-expanded", "false");
  await group.click();
  await expect(group).toHaveAttribute("aria-expanded", "true");
  const others = current.getByRole("table", { name: "Altri codici che iniziano con OC90" });
  await expect(row(others, "F260/1EL032910")).toBeVisible();
  await expect(row(others, "M120/OC90")).toHaveCount(0);

  // The server tells which rows are which.
  const answer = await (await page.request.get("/v100/search?searchString=OC90")).json();
  const match = Object.fromEntries(answer.data.map((r: { precodice: string; codice: string; match: string }) => [`${r.precodice}/${r.codice}`, r.match]));
  expect(match["M120/OC90"]).toBe("exact");
  expect(match["M130/W71275"]).toBe("crossRef");
  expect(match["F260/1EL032910"]).toBe("prefix");
});

test("while the next search is on its way the results on screen keep their place, dimmed and taking no tap; its answer replaces them", async ({ page, users }) => {
  const esposito = await users.copy("officina.esposito");
  await openHome(page, esposito);
  await emptyCart(page);
  const first = await search(page, "W71275");
  const firstRow = row(first, "M130/W71275");
  const placed = await firstRow.boundingBox();
  // The next answer is held back until the checks below are done.
  const answer = await holdSearchAnswers(page);
  await searchBox(page).fill("WD40");
  await searchBox(page).press("Enter");

  const cover = page.getByTestId("search-replacing");
  await expect(cover.getByRole("status")).toHaveText(searchMessages.searchingFor("WD40"));
  await expect(page.getByTestId("current-search")).toHaveAttribute("data-query", "W71275");
  await expect(page.getByTestId("current-search")).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("status", { name: searchMessages.searching })).toHaveCount(0);
  expect(await firstRow.boundingBox()).toEqual(placed);
  // A tap where the row's add button is lands on the cover: nothing reaches the cart.
  const add = (await firstRow.getByTestId("add-to-cart").boundingBox())!;
  await page.mouse.click(add.x + add.width / 2, add.y + add.height / 2);

  answer();
  await expect(page.getByTestId("current-search")).toHaveAttribute("data-query", "WD40");
  await expect(cover).toHaveCount(0);
  await expect(page.getByTestId("current-search")).not.toHaveAttribute("aria-busy");
  await expect(page.locator('[data-testid="previous-search"][data-query="W71275"]')).toBeVisible();
  expect(await cartLines(page)).toEqual([]);
});

test("code, Enter, Tab, quantity, Enter typed before the answer: the quantity goes to the answer's part, never to the results it replaces", async ({ page, users }) => {
  const esposito = await users.copy("officina.esposito");
  await openHome(page, esposito);
  await emptyCart(page);
  await search(page, "OC90");
  const answer = await holdSearchAnswers(page);
  await searchBox(page).fill("W71275");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await page.keyboard.type("2");
  await page.keyboard.press("Enter");
  // The next code, typed at once: it goes to the search box.
  await page.keyboard.type("WD40");
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue("WD40");
  expect(await cartLines(page)).toEqual([]);

  answer();
  await expect(page.getByTestId("current-search")).toHaveAttribute("data-query", "W71275");
  await expect.poll(() => cartLines(page)).toEqual([{ key: "M130/W71275", qty: 2 }]);
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue("WD40");
  await emptyCart(page);
});

test("an add from the results is one request: no session check nor cart read goes before it", async ({ page, users }) => {
  const esposito = await users.copy("officina.esposito");
  await openHome(page, esposito);
  await emptyCart(page);
  const current = await search(page, "W71275");
  const before: string[] = [];
  let sent = false;
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (!url.pathname.startsWith("/v100/") || sent) return;
    if (url.pathname === "/v100/cart/addToCart") sent = true;
    // The session poll (every 20 s, with its random key) is not part of the add.
    else if (!url.searchParams.has("key")) before.push(`${r.method()} ${url.pathname}`);
  });
  await row(current, "M130/W71275").getByTestId("add-to-cart").click();
  await expect(row(current, "M130/W71275")).toContainText(searchMessages.addedToCart);
  expect(sent).toBe(true);
  expect(before.filter((r) => r.startsWith("GET /v100/auth/check") || r.startsWith("GET /v100/cart/myCart"))).toEqual([]);
  await expect.poll(() => cartLines(page)).toEqual([{ key: "M130/W71275", qty: 1 }]);
  await emptyCart(page);
});

test("an add made online never shows in the header as waiting, not even on a phone where the indicator steps aside", async ({ page, users }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const esposito = await users.copy("officina.esposito");
  await openHome(page, esposito);
  await emptyCart(page);
  const current = await search(page, "W71275");
  const status = page.getByTestId("connection-status");
  await expect(status).toBeHidden();
  // Every state the indicator takes during the add, its answer held for a second.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { indicatorStates: string[] }).indicatorStates = seen;
    const el = document.querySelector('[data-testid="connection-status"]')!;
    const note = () => seen.push(`${getComputedStyle(el).display} ${el.querySelector('[data-testid="pending-count"]')!.getAttribute("data-count")}`);
    new MutationObserver(note).observe(el, { subtree: true, attributes: true, childList: true, characterData: true });
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/v100/cart/addToCart", async (route) => {
    await held;
    await route.continue();
  });
  await row(current, "M130/W71275").getByTestId("add-to-cart").click();
  await expect.poll(() => page.evaluate(() => navigator.locks.query().then((q) => q.held?.length ?? 0))).toBeGreaterThan(0);
  await page.waitForTimeout(1000);
  await expect(status).toBeHidden();
  release();
  await expect(row(current, "M130/W71275")).toContainText(searchMessages.addedToCart);
  await expect(status).toBeHidden();
  const states = await page.evaluate(() => (window as unknown as { indicatorStates: string[] }).indicatorStates);
  expect(states.filter((s) => !s.startsWith("none 0"))).toEqual([]);
  await page.unroute("**/v100/cart/addToCart");
  await emptyCart(page);
});
