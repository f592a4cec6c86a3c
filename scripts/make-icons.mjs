// Renders the app icons (web manifest, home screen) from public/favicon.svg's design with
// Chromium, into public/icons/. Run once after changing the design; the PNGs are committed.
//   node scripts/make-icons.mjs
// "any" icons keep the rounded tile on a transparent background; the maskable one fills the whole
// square with the brand colour and keeps the mark inside the central safe zone (80% circle), so
// launchers may crop it to any shape; the Apple touch icon is opaque (iOS adds its own corners).
import { readFileSync, mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { findChromium } from "./find-chromium.mjs";

const svg = readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8");
const brand = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? "#0f2347";
// The mark: everything after the background tile.
const mark = svg.replace(/^[\s\S]*?<rect[^>]*\/>/, "").replace(/<\/svg>\s*$/, "");
// The mark spans x 20–56, y 14–56 of the 64-unit tile: centre (38, 35).
const full = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${brand}"/><g transform="translate(32 32) scale(${scale}) translate(-38 -35)">${mark}</g></svg>`;

const icons = [
  { file: "icon-192.png", size: 192, svg, transparent: true },
  { file: "icon-512.png", size: 512, svg, transparent: true },
  { file: "maskable-512.png", size: 512, svg: full(0.72), transparent: false },
  { file: "apple-touch-icon.png", size: 180, svg: full(0.9), transparent: false },
];

const outDir = new URL("../public/icons/", import.meta.url);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: ["--no-sandbox", "--disable-gpu"] });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    const sized = icon.svg.replace("<svg ", `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.screenshot({ path: new URL(icon.file, outDir).pathname, omitBackground: icon.transparent, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    await page.close();
    console.log(`public/icons/${icon.file} ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
