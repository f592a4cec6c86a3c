// Scan to search (issue 23): the camera reads the EAN printed on a MANN-FILTER W 712/75 box (a barcode generated
// by bwip-js, fed to Chromium's fake camera as a y4m file) and the part is found with its quantity
// focused; a keyboard-wedge scanner's burst searches with the focus on the page; the dialog's
// Escape, cancel, stopped camera, refused permission, axe and screenshots at 1366×768 and 390×844.
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import config from "../../playwright.config";
import { scan, type Finding } from "./a11y-helpers";
import { loginAs } from "./helpers";
import { cameraDenied, cameraFile, cameraWithoutCode, liveTracks, recordCameraStreams, writeBarcodeVideo } from "./scan-helpers";

/**
 * M130/W71275's EAN in the demo catalogue (src/server/db/seed/catalogue.ts, ean13("401234500712")).
 * Not OC90's fixture EAN 4009026001236: its check digit is wrong (it should end in 3), so no
 * barcode generator prints it and no reader accepts it.
 */
const PART_EAN = "4012345007121";
const PART = "M130/W71275";
const launch = config.use?.launchOptions ?? {};

test.use({
  launchOptions: {
    ...launch,
    args: [...(launch.args ?? []), "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${cameraFile(PART_EAN)}`],
  },
  permissions: ["camera"],
});

test.beforeAll(async () => {
  await writeBarcodeVideo(PART_EAN);
});

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Codice da cercare" });
const quantityOf = (page: Page, key: string) => page.locator(`#search-current [data-product="${key}"] [data-qty-input]`).locator("visible=true");

async function openHome(page: Page): Promise<void> {
  await loginAs(page, "officina.rossi", "/home");
  if (!page.url().endsWith("/home")) await page.goto("/home");
  // /home's code can take a while on a busy machine.
  await expect(searchBox(page)).toBeVisible({ timeout: 30_000 });
}

test("the camera reads the EAN on a part's box: the part is found, its quantity has the focus, the camera is off", async ({ page }, testInfo) => {
  await recordCameraStreams(page);
  await openHome(page);
  const native = await page.evaluate(() => "BarcodeDetector" in window);
  testInfo.annotations.push({ type: "reader", description: native ? "BarcodeDetector (native)" : "zxing-wasm" });
  console.log(`scan reader in this Chromium: ${native ? "BarcodeDetector (native)" : "zxing-wasm"}`);

  const wasm = page.waitForResponse((r) => r.url().endsWith(".wasm"), { timeout: 30_000 }).catch(() => null);
  await page.getByRole("button", { name: "Scansiona codice" }).click();
  await expect(page.getByRole("dialog", { name: "Scansiona il codice a barre" })).toBeVisible();

  await expect(page.getByTestId("current-search")).toHaveAttribute("data-query", PART_EAN, { timeout: 30_000 });
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(searchBox(page)).toHaveValue(PART_EAN);
  await expect(quantityOf(page, PART)).toBeFocused();
  // The reader's WebAssembly comes from the app itself, not from a CDN.
  if (!native) expect(new URL((await wasm)!.url()).origin).toBe(new URL(page.url()).origin);
  await expect.poll(() => liveTracks(page)).toBe(0);
});

test("a keyboard scanner's burst searches with the focus on the page; a person's typing does not", async ({ page }) => {
  await openHome(page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  // A person typing on the page (120 ms a key) then Enter: nothing is searched.
  await page.keyboard.type("OC90", { delay: 120 });
  await page.keyboard.press("Enter");
  await page.waitForTimeout(500);
  await expect(page.getByTestId("current-search")).toHaveCount(0);

  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    const times: number[] = [];
    (window as unknown as { __keyTimes: number[] }).__keyTimes = times;
    window.addEventListener("keydown", (e) => times.push(e.timeStamp), true);
  });
  // The code and its Enter in one burst, as a scanner sends them: a separate press() is one more
  // round trip from the test runner, and on a loaded machine it came 714 ms after the last digit
  // (session 19's CI rehearsal), past the rule's 250 ms pause, which no scanner's suffix takes.
  await page.keyboard.type(`${PART_EAN}\n`, { delay: 5 });
  // The gaps the page saw (a busy machine stretches them): printed to explain a split burst.
  const times = await page.evaluate(() => (window as unknown as { __keyTimes: number[] }).__keyTimes);
  console.log(`keyboard burst gaps (ms): ${times.slice(1).map((t, i) => Math.round(t - times[i]!)).join(" ")}`);
  await expect(page.getByTestId("current-search")).toHaveAttribute("data-query", PART_EAN);
  await expect(searchBox(page)).toHaveValue(PART_EAN);
  await expect(quantityOf(page, PART)).toBeFocused();

  // The burst typed into the quantity field stays there (a field a person types in).
  await page.keyboard.type("12", { delay: 5 });
  await expect(quantityOf(page, PART)).toHaveValue("12");
  await expect(page.getByTestId("current-search")).toHaveAttribute("data-query", PART_EAN);
});

test("the scan dialog: axe, screenshots, Escape and Annulla close it and stop the camera", async ({ page }, testInfo) => {
  await cameraWithoutCode(page);
  await openHome(page);
  const findings: Finding[] = [];
  for (const size of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    const home = testInfo.outputPath(`scan-home-${size.width}x${size.height}.png`);
    await page.screenshot({ path: home });
    await testInfo.attach(`scan-home-${size.width}`, { path: home, contentType: "image/png" });
    await page.getByRole("button", { name: "Scansiona codice" }).click();
    const dialog = page.getByRole("dialog", { name: "Scansiona il codice a barre" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("status")).toHaveText("Ricerca del codice nell'immagine…", { timeout: 30_000 });
    await page.waitForTimeout(300);
    const box = (await dialog.boundingBox())!;
    if (size.width < 640) expect(box.width).toBeGreaterThanOrEqual(size.width - 1);
    if (size.width < 640) expect(box.height).toBeGreaterThanOrEqual(size.height - 1);
    for (const name of ["Chiudi", "Annulla", "Cerca"]) {
      const b = (await dialog.getByRole("button", { name, exact: true }).boundingBox())!;
      expect(Math.min(b.width, b.height), name).toBeGreaterThanOrEqual(44);
    }
    const path = testInfo.outputPath(`scan-dialog-${size.width}x${size.height}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`scan-dialog-${size.width}`, { path, contentType: "image/png" });
    await scan(page, `scan dialog ${size.width}×${size.height}`, findings);

    if (size.width > 640) await page.keyboard.press("Escape");
    else await dialog.getByRole("button", { name: "Annulla", exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => liveTracks(page)).toBe(0);
    await expect(searchBox(page)).toBeFocused();
  }
  expect(findings).toEqual([]);
});

test("camera refused: a clear message, and the code typed in the dialog is searched", async ({ page }, testInfo) => {
  await cameraDenied(page);
  await openHome(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Scansiona codice" }).click();
  const dialog = page.getByRole("dialog", { name: "Scansiona il codice a barre" });
  await expect(dialog.getByRole("alert")).toContainText("Accesso alla fotocamera negato");
  const path = testInfo.outputPath("scan-dialog-denied-390.png");
  await page.screenshot({ path });
  await testInfo.attach("scan-dialog-denied", { path, contentType: "image/png" });
  await dialog.getByLabel("Oppure digita il codice").fill("OC90");
  await dialog.getByRole("button", { name: "Cerca", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("current-search")).toHaveAttribute("data-query", "OC90");
  await expect(quantityOf(page, "M120/OC90")).toBeFocused();
});
