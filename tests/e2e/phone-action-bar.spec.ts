// On a phone the results come first (session 42): with results on screen the /home action bar is
// one row (view cart, send order, "Altre azioni"), so the first card starts under the search box
// instead of under eight buttons in two columns; the toggle opens the other actions in place, by
// touch and by keyboard. Without results, and from 640 px wide, every action shows as before.
import type { Locator, Page } from "@playwright/test";
import { test } from "./fixtures";
import { expect, openHome, search } from "./counter-helpers";
import { axe } from "./axe";
import { cartMessages } from "../../src/shared/messages/cart";
import { searchMessages } from "../../src/shared/messages/search";

const ALWAYS = [cartMessages.viewCart, cartMessages.sendOrder];
const OTHERS = [cartMessages.saveNotes, cartMessages.emptyCart, cartMessages.missingList, cartMessages.loadCsv, cartMessages.requestQuote];

function actionIn(bar: Locator) {
  return (name: string) => bar.getByRole("link", { name }).or(bar.getByRole("button", { name }));
}

async function expectAxeClean(page: Page, where: string): Promise<void> {
  const result = await axe(page).include('[data-testid="cart-action-bar"]').analyze();
  expect(result.violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("on a phone with results on screen the action bar is one row, and 'Altre azioni' opens the rest in place", async ({ page, users }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHome(page, await users.copy("officina.rossi"));
  const bar = page.getByTestId("cart-action-bar");
  const action = actionIn(bar);
  // No results: every action, and nothing to open.
  for (const name of [...ALWAYS, ...OTHERS]) await expect(action(name)).toBeVisible();
  await expect(bar.getByTestId("more-actions")).toHaveCount(0);

  const current = await search(page, "OC90");
  const toggle = bar.getByRole("button", { name: cartMessages.moreActions });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const row = await Promise.all([...ALWAYS.map(action), toggle].map((l) => l.boundingBox()));
  for (const box of row) {
    expect(box!.y, "one row").toBe(row[0]!.y);
    expect(box!.height, "a tap target").toBeGreaterThanOrEqual(44);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  for (const name of [...OTHERS, searchMessages.clearSearches]) await expect(action(name)).toBeHidden();
  // The first card starts right under the bar, with its code, price and quantity on screen.
  const barBox = (await bar.boundingBox())!;
  expect(barBox.height, "the bar is one row").toBeLessThan(100);
  const card = current.getByTestId("product-row").first();
  const cardTop = (await card.boundingBox())!.y;
  expect(cardTop - (barBox.y + barBox.height), "card under the bar").toBeLessThan(120);
  for (const part of [card.getByTestId("product-code"), card.getByTestId("net-price"), card.getByRole("textbox").first()]) {
    const box = (await part.boundingBox())!;
    expect(box.y + box.height, "on screen without scrolling").toBeLessThanOrEqual(844);
  }
  await expectAxeClean(page, "closed");

  // By keyboard: Enter opens the others right after the toggle, in Tab order; Enter again closes them.
  await toggle.focus();
  await page.keyboard.press("Enter");
  const open = bar.getByRole("button", { name: cartMessages.fewerActions });
  await expect(open).toHaveAttribute("aria-expanded", "true");
  await expect(open).toBeFocused();
  for (const name of [...OTHERS, searchMessages.clearSearches]) await expect(action(name)).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(action(cartMessages.saveNotes)).toBeFocused();
  await expectAxeClean(page, "open");
  await open.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(action(cartMessages.loadCsv)).toBeHidden();

  // By touch: the opened actions work (the missing list opens).
  await toggle.click();
  await action(cartMessages.missingList).click();
  await expect(page).toHaveURL(/\/missing$/);
});

test("from 640 px wide the action bar shows every action with results on screen, and no toggle", async ({ page, users }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openHome(page, await users.copy("officina.rossi"));
  await search(page, "OC90");
  const bar = page.getByTestId("cart-action-bar");
  const action = actionIn(bar);
  for (const name of [...ALWAYS, ...OTHERS, searchMessages.clearSearches]) await expect(action(name)).toBeVisible();
  await expect(bar.getByTestId("more-actions")).toBeHidden();
});
