// Searches restored as history (a reload, the next morning) mount their product rows when they come
// near the screen, not all at once with the page (search-results.tsx EntryBlock, lib/use-near-viewport.ts):
// twenty restored searches of up to 50 rows each held the counter for over a second while the
// mechanic typed (BENCHMARKS.md, session 43). A search that was current keeps its rows.
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { loginAs } from "./helpers";

const box = (page: Page) => page.getByRole("searchbox", { name: "Codice da cercare" });

async function searchAndWait(page: Page, code: string): Promise<void> {
  await box(page).fill(code);
  await box(page).press("Enter");
  const current = page.getByTestId("current-search");
  await expect(current).toHaveAttribute("data-query", code);
  await expect(current.getByTestId("product-row").first()).toBeVisible();
}

test("restored searches far below the screen mount their rows when reached, by scroll or by Tab", async ({ page, users }) => {
  const user = await users.copy("officina.rossi");
  await page.setViewportSize({ width: 1024, height: 768 });
  await loginAs(page, user, "/home");
  if (!page.url().endsWith("/home")) await page.goto("/home");
  // Oldest first: after the reload OC9 (a broad answer, pages of rows) is on top and WD40 far below.
  for (const q of ["WD40", "OC90", "OC9"]) await searchAndWait(page, q);
  // Before the reload, the searches made on this screen all have their rows.
  await expect(page.getByTestId("rows-deferred")).toHaveCount(0);

  await page.reload();
  const previous = page.getByTestId("previous-search");
  await expect(previous).toHaveCount(3);
  const [top, far] = [previous.first(), previous.last()];
  await expect(top).toHaveAttribute("data-query", "OC9");
  await expect(far).toHaveAttribute("data-query", "WD40");
  await expect(top.getByTestId("product-row").first()).toBeVisible();
  // WD40 is several screens down: its rows are not mounted, the block keeps their room.
  await expect(far.getByTestId("rows-deferred")).toHaveCount(1);
  await expect(far.getByTestId("product-row")).toHaveCount(0);
  expect((await far.getByTestId("rows-deferred").boundingBox())!.height).toBeGreaterThan(0);

  // By keyboard: the block's remove button takes the focus, the page scrolls to it, the rows mount
  // and the next Tab goes into them.
  await far.getByRole("button", { name: "Togli questa ricerca «WD40»" }).focus();
  const wd40 = far.locator('[data-testid="product-row"][data-product="Q287/WD40"]');
  await expect(wd40).toBeVisible();
  await expect(far.getByTestId("rows-deferred")).toHaveCount(0);
  await page.keyboard.press("Tab");
  await expect(far.locator('[data-testid="product-row"] :focus')).toHaveCount(1);

  // By scrolling: the middle block, mounted by now or when scrolled to, shows its rows.
  const middle = previous.nth(1);
  await middle.scrollIntoViewIfNeeded();
  await expect(middle.getByTestId("product-row").first()).toBeVisible();
});
