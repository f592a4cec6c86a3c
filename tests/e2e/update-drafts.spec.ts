// Issue 16 item 17: "'Aggiorna' in one tab reloads the other tabs and loses their unsaved note
// drafts". A new version is deployed; tab A accepts it; tab B, where a cart note, the order
// reference and a line note are being typed (none saved), reloads into the new version with
// every draft as it was — and nothing of them reached the server.
import { expect as baseExpect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { loginAs } from "./helpers";
import { fakeDeployment, waitForServiceWorker } from "./offline-helpers";

const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 240_000 });

interface CartWire {
  cNotes: string;
  cRifOrdCli: string;
  productsList: { codice: string; noteCliente: string }[];
}

async function serverCart(page: Page): Promise<CartWire> {
  const res = await page.request.get("/v100/cart/myCart");
  expect(res.status()).toBe(200);
  return (await res.json()).data as CartWire;
}

const lineNote = (page: Page) => page.locator('[data-testid="cart-line"][data-code="M120/OC90"]').getByTestId("line-note");

test("'Aggiorna' in one tab: the other tab reloads into the new version and keeps its unsaved note drafts", async ({ page, context, users }, testInfo) => {
  const rossi = await users.copy("officina.rossi");
  // A new deployment: the worker script changes (with its precompressed copies, which the server prefers).
  const { deploy, restore } = fakeDeployment();
  try {
    await loginAs(page, rossi, undefined, { timeout: 60_000 });
    expect((await page.request.get("/v100/cart/closeCart")).status()).toBe(200);
    const add = await page.request.post("/v100/cart/addToCart", { data: { precodice: "M120", codice: "OC90", qntRichiesta: 1, noteCliente: "" } });
    expect(add.status()).toBe(200);
    await waitForServiceWorker(page);

    // Tab B: the cart, with notes being typed and not saved (the line note still has the focus).
    const tabB = await context.newPage();
    await tabB.goto("/cart");
    await expect(tabB.getByTestId("cart-line")).toHaveCount(1);
    await tabB.getByTestId("operator-note").fill("Chiamare prima della consegna");
    await tabB.getByTestId("order-ref").fill("RIF-77");
    await lineNote(tabB).fill("montare entro venerdì");
    await expect(lineNote(tabB)).toBeFocused();

    // A new version; tab A learns about it and the user presses "Aggiorna" there.
    await deploy();
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByTestId("update-prompt");
    await expect(prompt.getByRole("button", { name: "Aggiorna" })).toBeVisible();
    const scriptBefore = await tabB.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
    const tabBReloaded = tabB.waitForEvent("load", { timeout: 60_000 });
    const tabAReloaded = page.waitForEvent("load", { timeout: 60_000 });
    await prompt.getByRole("button", { name: "Aggiorna" }).click();
    await Promise.all([tabAReloaded, tabBReloaded]).catch(async (error: Error) => {
      // What the workers were doing, for the failure's report (a takeover once hung in a rehearsal).
      const workers = await page
        .evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          return { controller: navigator.serviceWorker.controller?.state, active: reg?.active?.state, waiting: reg?.waiting?.state, installing: reg?.installing?.state };
        })
        .catch((e: Error) => e.message);
      throw new Error(`${error.message}\nservice workers: ${JSON.stringify(workers)}`);
    });

    // Tab B is the new version's page, with its drafts back as they were.
    await expect(tabB.getByTestId("cart-line")).toHaveCount(1);
    expect(await tabB.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(scriptBefore).not.toBeNull();
    await expect(tabB.getByTestId("operator-note")).toHaveValue("Chiamare prima della consegna");
    await expect(tabB.getByTestId("order-ref")).toHaveValue("RIF-77");
    await expect(lineNote(tabB)).toHaveValue("montare entro venerdì");
    await tabB.screenshot({ path: testInfo.outputPath("drafts-after-update.png"), fullPage: true });

    // Drafts, not saves: the server's cart has none of them.
    const before = await serverCart(page);
    expect(before.cNotes).toBe("");
    expect(before.cRifOrdCli).toBe("");
    expect(before.productsList.find((l) => l.codice === "OC90")!.noteCliente).toBe("");

    // Saving the line note makes it the cart's; the draft goes, and a reload shows the server's value.
    await lineNote(tabB).press("Enter");
    await expect.poll(async () => (await serverCart(page)).productsList.find((l) => l.codice === "OC90")!.noteCliente).toBe("montare entro venerdì");
    await tabB.getByRole("button", { name: "Salva note e riferimenti" }).click();
    await expect.poll(async () => (await serverCart(page)).cNotes).toBe("Chiamare prima della consegna");
    // The server has the notes before the tab has read its answer, which is when the drafts go.
    await expect.poll(() => tabB.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith("banco.draft.")))).toEqual([]);
    await tabB.close();
  } finally {
    restore();
  }
});
