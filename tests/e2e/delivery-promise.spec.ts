// Issue 23, "know when each line arrives": every cart line says in words when it leaves and
// arrives (own warehouse's run, transfer from the other warehouse, supplier), the order
// confirmation repeats it; the cart passes axe at 1366×768 and 390×844 (screenshots attached).
import { axe } from "./axe";
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { loginAs } from "./helpers";
import type { ProductRow } from "../../src/shared/contract/product";

const PROMISE = /^(Parte col giro delle \d{2}:\d{2}( di [^–]+)? – arriva .+|Dal magazzino di (Senise|Cagliari) – (arriva .+|partenza da confermare)|Dal fornitore – (previsto il \d{2}\/\d{2}|data da confermare))$/;

type Kind = "own" | "transfer" | "supplier";
function kindOf(r: ProductRow, qty: number): Kind {
  const own = r.stockByWarehouse.find((s) => s.warehouse === r.primaryWarehouse)?.qty ?? 0;
  if (own >= qty) return "own";
  const total = r.stockByWarehouse.reduce((a, s) => a + Math.max(0, s.qty), 0);
  return total >= qty ? "transfer" : "supplier";
}
const PREFIX: Record<Kind, string> = { own: "Parte col giro delle", transfer: "Dal magazzino di", supplier: "Dal fornitore" };

test("cart lines show their delivery promise; the confirmation repeats it", async ({ page, users }, testInfo) => {
  const bianchi = await users.copy("officina.bianchi");
  // officina.bianchi works with both warehouses (01+03): a transfer from Cagliari can be promised.
  await loginAs(page, bianchi);
  expect((await page.request.get("/v100/cart/closeCart")).status()).toBe(200);

  // One product of each kind the demo catalogue offers (own stock at least).
  const picked = new Map<Kind, ProductRow>();
  for (const s of ["OC9", "FI", "P1", "BAT", "CIN", "AMM", "OL", "PAS"]) {
    const res = await page.request.get(`/v100/search?searchString=${s}`);
    if (!res.ok()) continue;
    for (const r of ((await res.json()) as { data: ProductRow[] }).data) {
      if (!r.orderable || /^[QRS]\d{3}$|^OUT/.test(r.precodice)) continue;
      const k = kindOf(r, 1);
      if (!picked.has(k)) picked.set(k, r);
    }
    if (picked.size === 3) break;
  }
  expect(picked.has("own")).toBe(true);
  for (const r of picked.values()) {
    expect((await page.request.post("/v100/cart/addToCart", { data: { precodice: r.precodice, codice: r.codice, qntRichiesta: 1 } })).status()).toBe(200);
  }

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/cart");
  const lines = page.getByTestId("cart-line");
  await expect(lines).toHaveCount(picked.size);
  for (const [kind, r] of picked) {
    const promise = page.locator(`[data-testid="cart-line"][data-code="${r.precodice}/${r.codice}"]`).getByTestId("line-promise");
    await expect(promise).toContainText(PREFIX[kind]);
    expect(((await promise.textContent()) ?? "").replace(/^Consegna: /, "").trim()).toMatch(PROMISE);
  }
  await page.screenshot({ path: testInfo.outputPath("cart-promise-1366.png"), fullPage: true });
  const scanned = await axe(page).analyze();
  expect(scanned.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(lines.first().getByTestId("line-promise")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("cart-promise-390.png"), fullPage: true });
  const axePhone = await axe(page).analyze();
  expect(axePhone.violations.map((v) => v.id)).toEqual([]);

  // The confirmation: "Quando arriva", one promise per line.
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByTestId("send-order").click();
  const dialog = page.getByRole("dialog", { name: "Ordine inviato con successo" });
  await expect(dialog).toBeVisible();
  const promises = dialog.getByTestId("order-promises");
  await expect(promises).toContainText("Quando arriva");
  await expect(promises.locator("li")).toHaveCount(picked.size);
  for (const r of picked.values()) await expect(promises.locator("li").filter({ hasText: r.codice }).getByTestId("order-promise")).toHaveText(PROMISE);
  await page.screenshot({ path: testInfo.outputPath("confirmation-promise-1366.png") });
});

test("arrival notices of missing items show on /missing and /home until 'Ho visto'", async ({ page }, testInfo) => {
  // The notices as the server answers them (made by the scan job: tests/api/arrival-notices.test.ts).
  let notices = [
    { id: 9001, kind: "arrived", precodice: "M120", codice: "OC90", description: "FILTRO OLIO MOTORE PEUGEOT 207 1.4 HDI", qty: 2, order: "OW 12/2026", createdAt: new Date().toISOString() },
    { id: 9002, kind: "shipped", precodice: "F220", codice: "FDB104181", description: "PASTIGLIE FRENO POSTERIORI", qty: 1, order: "OW 15/2026", createdAt: new Date().toISOString() },
  ];
  let seenIds: number[] = [];
  await page.route("**/v100/missing/arrivalNotices", (route) => route.fulfill({ json: { data: notices, error: null, errorCode: null } }));
  await page.route("**/v100/missing/arrivalNotices/seen", async (route) => {
    seenIds = (route.request().postDataJSON() as { ids: number[] }).ids;
    notices = [];
    await route.fulfill({ json: { data: { seen: seenIds.length }, error: null, errorCode: null } });
  });
  await loginAs(page, "officina.rossi");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/missing");
  const banner = page.getByTestId("arrival-notices");
  await expect(banner).toContainText("Articoli mancanti arrivati");
  await expect(banner).toContainText("M120 OC90 è arrivato in magazzino");
  await expect(banner).toContainText("F220 FDB104181 è stato spedito");
  await page.screenshot({ path: testInfo.outputPath("arrival-notices-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/home");
  await expect(banner).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("arrival-notices-home-1366.png") });
  const scanned = await axe(page).include('[data-testid="arrival-notices"]').analyze();
  expect(scanned.violations.map((v) => v.id)).toEqual([]);
  await banner.getByRole("button", { name: "Ho visto" }).click();
  await expect(banner).toHaveCount(0);
  expect(seenIds.sort()).toEqual([9001, 9002]);
});
