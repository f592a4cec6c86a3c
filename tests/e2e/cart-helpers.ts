// The cart as the offline and new-version stories drive it: the server's cart read by the API, a
// customer's copy logged in with the service worker in control and a cart of given parts, and the
// /cart screen's quantity and note edits waited for in the pending counter.
import { expect, type Page } from "@playwright/test";
import { loginAs } from "./helpers";
import { waitForServiceWorker } from "./offline-helpers";

export interface CartLineWire {
  precodice: string;
  codice: string;
  qntRichiesta: number;
  noteCliente: string;
}
export interface CartWire {
  cId: number;
  productsList: CartLineWire[];
  cNotes: string;
  cRifOrdCli: string;
}

export async function serverCart(page: Page): Promise<CartWire> {
  const res = await page.request.get("/v100/cart/myCart");
  expect(res.status()).toBe(200);
  return (await res.json()).data as CartWire;
}

export const lineOf = (cart: CartWire, codice: string) => cart.productsList.find((l) => l.codice === codice);

export async function apiAdd(page: Page, precodice: string, codice: string, qty: number): Promise<void> {
  const res = await page.request.post("/v100/cart/addToCart", { data: { precodice, codice, qntRichiesta: qty, noteCliente: "" } });
  expect(res.status(), await res.text()).toBe(200);
}

export async function emptyTheCart(page: Page): Promise<void> {
  expect((await page.request.get("/v100/cart/closeCart")).status()).toBe(200);
}

/** officina.rossi (the test's copy) logged in with the service worker in control and a cart of exactly these parts (one each). */
export async function rossiWithCart(page: Page, username: string, parts: [precodice: string, codice: string][]): Promise<void> {
  await loginAs(page, username);
  await emptyTheCart(page);
  await waitForServiceWorker(page);
  for (const [precodice, codice] of parts) await apiAdd(page, precodice, codice, 1);
}

export const pendingCount = (page: Page) => page.getByTestId("pending-count");

export async function expectPending(page: Page, n: number, timeout = 10_000): Promise<void> {
  await expect(pendingCount(page)).toHaveAttribute("data-count", String(n), { timeout });
}

export function cartLine(page: Page, code: string) {
  return page.locator(`[data-testid="cart-line"][data-code="${code}"]`);
}

/** Sets a cart line's quantity on /cart (Enter commits) and waits for the edit to be queued. */
export async function setQuantity(page: Page, code: string, qty: number, expectQueued: number): Promise<void> {
  const input = cartLine(page, code).getByTestId("line-qty");
  await input.fill(String(qty));
  await input.press("Enter");
  await expectPending(page, expectQueued);
}

export async function setNote(page: Page, code: string, note: string, expectQueued: number): Promise<void> {
  const input = cartLine(page, code).getByTestId("line-note");
  await input.fill(note);
  await input.press("Enter");
  await expectPending(page, expectQueued);
}

