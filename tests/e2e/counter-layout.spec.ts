// The counter's layout, measured (issue 16 items 7, 8, 9): the main tables never scroll sideways
// from 1024 px and "Aggiungi al carrello" is never cut; codes stay on one line and codes and prices
// are at least 15 px on the tablet; on the phone every tap target is at least 44 px and the nav and
// the action bar keep everything on screen; a notification never covers the search box or a
// quantity field. The order history's cards keep their number, state and actions on screen.
import { type Locator } from "@playwright/test";
import { test } from "./fixtures";
import { emptyCart, expect, openHome, search } from "./counter-helpers";

/** No sideways overflow: the scroll container's content is no wider than the container. */
async function expectNoSidewaysScroll(container: Locator): Promise<void> {
  const { scrollWidth, clientWidth } = await container.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth, "content width vs container width").toBeLessThanOrEqual(clientWidth);
}


type Box = { x: number; y: number; width: number; height: number };

for (const width of [1024, 1366]) {
  test(`at ${width}×768 the results, promo and missing tables fit their cards`, async ({ page }) => {
    await page.setViewportSize({ width, height: 768 });
    await openHome(page, "officina.rossi");
    const current = await search(page, "OC90");
    await expectNoSidewaysScroll(current.getByTestId("product-table-scroll").first());
    const add = current.getByTestId("add-to-cart").first();
    // Nothing of the add button is cut: its own content fits, and it lies inside the table's card.
    const card = await current.getByTestId("product-table-scroll").first().boundingBox();
    const button = await add.boundingBox();
    expect(button!.x + button!.width).toBeLessThanOrEqual(card!.x + card!.width);
    expect(await add.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    if (width >= 1280) await expect(add).toHaveText("Aggiungi al carrello");
    // Every column header fits its column (none runs into its neighbour).
    const headers = await current.getByTestId("product-table").first().locator("th").evaluateAll((ths) => ths.map((th) => ({ text: th.textContent, over: th.scrollWidth - th.clientWidth })));
    for (const h of headers) expect(h.over, `header ${h.text}`).toBeLessThanOrEqual(0);

    await page.goto("/promoDetail/1");
    const promoTable = page.getByTestId("product-table-scroll");
    await expect(promoTable).toBeVisible();
    await expectNoSidewaysScroll(promoTable);

    await page.goto("/missing");
    const missing = page.getByTestId("missing-table").locator(".overflow-x-auto");
    await expect(missing.getByRole("row").nth(2)).toBeVisible();
    await expectNoSidewaysScroll(missing);
  });
}

test("on the tablet codes never wrap, and codes and prices are at least 15 px", async ({ page, users }) => {
  const rossi = await users.copy("officina.rossi");
  await page.setViewportSize({ width: 1024, height: 768 });
  await openHome(page, rossi);
  const current = await search(page, "OC90");
  const first = current.getByTestId("product-row").first();
  for (const id of ["product-code", "net-price", "list-price"]) {
    const size = await first.getByTestId(id).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size, id).toBeGreaterThanOrEqual(15);
  }
  const codes = current.getByTestId("product-code");
  for (let i = 0; i < (await codes.count()); i++) {
    const one = await codes.nth(i).evaluate((el) => ({ white: getComputedStyle(el).whiteSpace, h: el.getBoundingClientRect().height, lh: parseFloat(getComputedStyle(el).lineHeight) }));
    expect(one.white).toBe("nowrap");
    expect(one.h).toBeLessThan(one.lh * 1.5);
  }
});

test("on a phone every tap target is at least 44 px and the nav and action bar keep everything on screen", async ({ page, users }) => {
  const rossi = await users.copy("officina.rossi");
  await page.setViewportSize({ width: 390, height: 844 });
  await openHome(page, rossi);
  const current = await search(page, "OC90");
  const targets: { name: string; box: Box }[] = [];
  const collect = async (name: string, loc: Locator) => {
    for (let i = 0; i < (await loc.count()); i++) {
      const box = await loc.nth(i).boundingBox();
      if (box) targets.push({ name: `${name} ${i}: ${(await loc.nth(i).innerText()).trim() || (await loc.nth(i).getAttribute("aria-label"))}`, box });
    }
  };
  await collect("nav", page.getByRole("navigation", { name: "Principale" }).locator("a, button"));
  await collect("action bar", page.getByTestId("cart-action-bar").locator("a, button"));
  await page.getByTestId("more-actions").click();
  await collect("action bar opened", page.getByTestId("cart-action-bar").locator("a, button"));
  await collect("home", page.getByRole("navigation", { name: "Percorso" }).getByRole("link"));
  const card = current.getByTestId("product-row").first();
  await collect("row", card.locator("button"));
  await collect("quantity", card.getByRole("textbox"));
  expect(targets.length).toBeGreaterThan(10);
  for (const t of targets) {
    expect(t.box.height, t.name).toBeGreaterThanOrEqual(44);
    expect(t.box.x, t.name).toBeGreaterThanOrEqual(0);
    expect(t.box.x + t.box.width, t.name).toBeLessThanOrEqual(390);
  }
});

for (const [width, height] of [
  [1024, 768],
  [390, 844],
] as const) {
  test(`at ${width}×${height} an order card keeps its number and state on one line and its actions inside the card`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openHome(page, "officina.rossi");
    await page.goto("/orderList");
    const cards = page.getByTestId("order-card");
    await expect(cards.first()).toBeVisible();
    const count = Math.min(await cards.count(), 4);
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      const box = (await card.boundingBox())!;
      expect(box.x + box.width, "card inside the screen").toBeLessThanOrEqual(width);
      for (const one of [card.getByRole("heading"), card.getByTestId("order-status")]) {
        const m = await one.evaluate((el) => ({ h: el.getBoundingClientRect().height, lh: parseFloat(getComputedStyle(el).lineHeight), text: el.textContent }));
        expect(m.h, `${m.text} on one line`).toBeLessThan(m.lh * 1.5);
      }
      for (const action of [card.getByRole("link", { name: /PDF/ }), card.getByRole("button", { name: /Riordina/ }), card.getByRole("button", { name: "Dettagli" })]) {
        const a = (await action.boundingBox())!;
        const name = (await action.innerText()).trim();
        expect(a.x, name).toBeGreaterThanOrEqual(box.x);
        expect(a.x + a.width, name).toBeLessThanOrEqual(box.x + box.width);
        expect(await action.evaluate((el) => el.scrollWidth <= el.clientWidth), `${name} not cut`).toBe(true);
        if (width < 640) expect(a.height, name).toBeGreaterThanOrEqual(44);
      }
    }
  });
}

for (const [width, height] of [
  [1366, 768],
  [1024, 768],
  [390, 844],
] as const) {
  test(`at ${width}×${height} the notification after an add covers neither the search box nor a quantity field`, async ({ page, users }) => {
    const esposito = await users.copy("officina.esposito");
    await page.setViewportSize({ width, height });
    await openHome(page, esposito);
    await emptyCart(page);
    await search(page, "OC90");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    // Measured in the frame a notification ("Prodotto aggiunto al carrello") is first on screen,
    // every notification against the search box and every quantity field of the results, in one
    // go: a notification lives 3 s, longer than a busy machine may take between two steps.
    const seen = await page.waitForFunction(() => {
      const box = (el: Element) => el.getBoundingClientRect();
      const shown = (r: DOMRect) => r.width > 0 && r.height > 0;
      const toasts = [...document.querySelectorAll('[data-testid="notifications"] [role="status"], [data-testid="notifications"] [role="alert"]')].map(box).filter(shown);
      if (toasts.length === 0) return null;
      const fields = [...document.querySelectorAll<HTMLInputElement>('#home-search, #search-current [data-qty-input]')].map((el) => ({ name: el.getAttribute("aria-label") ?? el.id, r: box(el) })).filter((f) => shown(f.r));
      const hit = (a: DOMRect, b: DOMRect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      return {
        toasts: toasts.length,
        fields: fields.length,
        covered: fields.filter((f) => toasts.some((t) => hit(t, f.r))).map((f) => f.name),
        top: Math.min(...toasts.map((t) => t.y)),
      };
    });
    const measured = (await seen.jsonValue())!;
    expect(measured.fields, "search box and quantity fields measured").toBeGreaterThan(1);
    expect(measured.covered, "fields under a notification").toEqual([]);
    // Still the spec's place when nothing is in the way: never above the 200 px offset.
    expect(measured.top).toBeGreaterThanOrEqual(200);
    await emptyCart(page);
  });
}

// The stack reads the fields to keep uncovered once, and again only after the page changed
// (ui/uncovered-fields.ts): a quantity field that appears under a notification already shown, or an
// element marked to keep uncovered while it is shown, still moves the stack out of its way.
for (const how of ["added", "marked"] as const) {
  test(`a field ${how === "added" ? "added" : "marked to keep uncovered"} under a notification already shown moves the notification away`, async ({ page, users }) => {
    const esposito = await users.copy("officina.esposito");
    await page.setViewportSize({ width: 1024, height: 768 });
    await openHome(page, esposito);
    await emptyCart(page);
    await search(page, "OC90");
    // "marked": the element is on the page before the notice; only its attribute changes after.
    if (how === "marked") await page.evaluate(() => document.body.append(Object.assign(document.createElement("div"), { id: "test-later-marked" })));
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    const outcome = await page.waitForFunction(
      (how) => {
        const w = window as unknown as { __field?: HTMLElement };
        const toasts = [...document.querySelectorAll('[data-testid="notifications"] > *')].map((t) => t.getBoundingClientRect());
        if (!w.__field) {
          if (toasts.length === 0) return null;
          // The notice is placed: a field goes exactly where it is.
          const at = toasts[0]!;
          const el = how === "added" ? Object.assign(document.createElement("input"), { inputMode: "numeric", ariaLabel: "Quantità di prova" }) : document.getElementById("test-later-marked")!;
          el.style.cssText = `position:fixed;top:${at.top}px;left:${at.left}px;width:120px;height:40px;z-index:70`;
          if (how === "added") document.body.append(el);
          else el.setAttribute("data-keep-uncovered", "");
          w.__field = el;
          return null;
        }
        if (toasts.length === 0) return "gone before moving";
        const f = w.__field.getBoundingClientRect();
        return toasts.some((t) => t.x < f.x + f.width && f.x < t.x + t.width && t.y < f.y + f.height && f.y < t.y + t.height) ? null : "moved";
      },
      how,
      { polling: "raf" },
    );
    expect(await outcome.jsonValue()).toBe("moved");
    await emptyCart(page);
  });
}

// Searches scrolled out of sight are not rendered (content-visibility:auto in the search feature).
// The stack measures only the fields the browser renders (ui/uncovered-fields.ts rects): measuring a
// field in a skipped search made the browser lay that search out, on every tick of every notice.
test("a notification does not measure the quantity fields of searches scrolled out of sight", async ({ page, users }) => {
  const esposito = await users.copy("officina.esposito");
  await page.setViewportSize({ width: 1024, height: 768 });
  await openHome(page, esposito);
  await emptyCart(page);
  for (const code of ["W71275", "WD40", "DISC300", "BAT70", "PAD4455", "OC90"]) await search(page, code);
  const skippedFields = () =>
    page.evaluate(() => [...document.querySelectorAll("[data-qty-input]")].filter((e) => !e.checkVisibility({ contentVisibilityAuto: true })).length);
  await expect.poll(skippedFields, { message: "quantity fields in searches the browser skips" }).toBeGreaterThan(0);
  await page.evaluate(() => {
    const w = window as unknown as { __measured: { stack: number; skipped: number; rendered: number } };
    w.__measured = { stack: 0, skipped: 0, rendered: 0 };
    const measure = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if (this.matches('[data-testid="notifications"]')) w.__measured.stack++;
      else if (this.matches("[data-qty-input]")) w.__measured[this.checkVisibility({ contentVisibilityAuto: true }) ? "rendered" : "skipped"]++;
      return measure.call(this);
    };
  });
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  // Three placings of the stack while the notice is shown (the first, then one per tick).
  const measured = await page.waitForFunction(() => {
    const m = (window as unknown as { __measured: { stack: number; skipped: number; rendered: number } }).__measured;
    return m.stack >= 3 ? m : null;
  });
  const { skipped, rendered } = (await measured.jsonValue())!;
  expect(rendered, "quantity fields on screen measured").toBeGreaterThan(0);
  expect(skipped, "quantity fields in skipped searches measured").toBe(0);
  await emptyCart(page);
});

// On a phone each card of the results is content-visibility:auto (components/product-table): the
// cards far below the screen are not laid out or painted until scrolled near, and hold their size
// meanwhile, so scrolling down to them moves nothing.
test("at 390×844 the cards far below the screen wait to be rendered, and scrolling to them moves nothing", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHome(page, "officina.rossi");
  // A prefix that fills the page: OC9 has no exact match, so all its rows show as cards.
  const cards = (await search(page, "OC9")).getByTestId("product-row");
  const rendered = () => cards.evaluateAll((lis) => lis.map((li) => li.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })));
  await expect.poll(async () => (await rendered()).at(-1), { message: "the last card, far below, is skipped" }).toBe(false);
  expect((await rendered())[0], "the first card, on screen, is rendered").toBe(true);
  await page.evaluate(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: "layout-shift" });
  });
  for (let i = 0; i < 20; i++) {
    await page.mouse.wheel(0, 300);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
  await cards.last().scrollIntoViewIfNeeded();
  await expect.poll(async () => (await rendered()).at(-1), { message: "the last card, scrolled to, is rendered" }).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift), "layout shift while scrolling").toBeLessThanOrEqual(0.01);
});

// Issue 22 (CLS ≤ 0.05): on a phone the order history's first load moved under the user's eyes. The
// countdown and 'aggiornato alle' arrived after the first paint and wrapped under the breadcrumb
// (the screen 36 px down, 0.032), and the first cards rendered a frame after the list, pushing
// 'Carica altri ordini' down from under the filters (0.055). Their places are now kept.
test("at 390×844 the order history's first load does not move: the countdown, 'aggiornato alle' and the cards keep their places", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHome(page, "officina.rossi");
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; what: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
        if (!e.hadRecentInput) w.__shifts.push({ value: e.value, what: (e.sources ?? []).map((s) => (s.node?.textContent ?? "").slice(0, 40)) });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/orderList");
  await expect(page.getByTestId("order-card").first()).toBeVisible();
  await expect(page.getByTestId("countdown")).toBeVisible();
  await expect(page.getByTestId("data-freshness")).toBeVisible();
  await expect(page.getByRole("button", { name: "Carica altri ordini" })).toBeAttached();
  // Two frames more for a deferred render still on its way.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; what: string[] }[] }).__shifts);
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.01);
});
