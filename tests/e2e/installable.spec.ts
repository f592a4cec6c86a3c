// The app is installable (issue 6): Chromium's own verdict, asked through the DevTools protocol
// (Page.getInstallabilityErrors — what Lighthouse's former installable-manifest audit reported),
// on a normal profile (an incognito one is never installable). And the manifest holds what the
// issue asks: Italian name, short name, 192 and 512 PNG icons plus a maskable one, theme colour,
// standalone display, start URL, served by the production server with the service worker.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, expect, test } from "@playwright/test";
import { findChromium } from "../../scripts/find-chromium.mjs";

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test("the web manifest has the Italian name, the icons, the theme colour, standalone display and start URL", async ({ request }) => {
  const home = await request.get("/home");
  expect(await home.text()).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  const res = await request.get("/manifest.webmanifest");
  expect(res.status()).toBe(200);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: "Banco · Ricambi auto per officine",
    short_name: "Banco",
    lang: "it",
    display: "standalone",
    start_url: "/home",
    scope: "/",
    theme_color: "#0f2347",
    background_color: "#0f2347",
  });
  const icons = manifest.icons as ManifestIcon[];
  for (const [sizes, purpose] of [
    ["192x192", "any"],
    ["512x512", "any"],
    ["512x512", "maskable"],
  ]) {
    const icon = icons.find((i) => i.sizes === sizes && i.purpose === purpose && i.type === "image/png");
    expect(icon, `${sizes} ${purpose}`).toBeTruthy();
    const png = await request.get(icon!.src);
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
    const bytes = await png.body();
    // PNG signature, then the IHDR width and height.
    expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(sizes);
  }
});

test("Chromium reports the app installable (no installability errors)", async ({ baseURL }) => {
  const profile = mkdtempSync(join(tmpdir(), "banco-install-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium() ?? undefined,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/login");
    // The service worker is installed and active (its precache done).
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), { timeout: 30_000 })
      .toBe("activated");
    await page.reload();
    const cdp = await context.newCDPSession(page);
    // Chromium checks the manifest and its icons asynchronously: ask until it has an answer.
    let errors: { errorId: string }[] = [{ errorId: "not-checked" }];
    await expect
      .poll(
        async () => {
          errors = (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors;
          return errors.map((e) => e.errorId);
        },
        { timeout: 30_000 },
      )
      .toEqual([]);
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
