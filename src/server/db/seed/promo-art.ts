// Text-free graphic banners for the demo promos, painted in code (no downloads): a gradient in the
// brand colours, a darker left side where the page writes the title, and a motif on the right
// (brake disc, oil filter, battery, oil drop, tyre, sparkles). Shapes are signed-distance fields,
// so their edges are anti-aliased. Deterministic: same input, same bytes.
import { pngFromRgb } from "../../lib/images";
import { Canvas, len, palette, type Rgb } from "./promo-canvas";

export { palette } from "./promo-canvas";
export type Motif = "disc" | "filter" | "battery" | "drop" | "tyre" | "sparkles";

function star(cx: number, cy: number, r: number): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i < 8; i++) {
    const a = (Math.PI / 4) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.28;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return pts;
}

/** An oil drop: a circle and the triangle of its two tangents from the tip, 2.05 radii above. */
function drop(c: Canvas, x: number, y: number, r: number, color: Rgb): void {
  const d = r * 2.05;
  const phi = Math.acos(r / d);
  c.circle(x, y, r, color);
  c.polygon(
    [
      [x, y - d],
      [x - r * Math.sin(phi), y - r * Math.cos(phi)],
      [x + r * Math.sin(phi), y - r * Math.cos(phi)],
    ],
    color,
  );
}

function paintMotif(c: Canvas, motif: Motif, accent: Rgb, centred: boolean): void {
  const { w, h } = c;
  const s = h / 400; // all motifs are drawn for a 400-pixel-high canvas and scaled
  const cx = centred ? w * 0.5 : w * 0.74;
  const cy = h * 0.5;
  switch (motif) {
    case "disc": {
      c.glow(cx, cy, 230 * s, palette.brand300, 0.35);
      c.circle(cx, cy, 160 * s, palette.steel);
      c.ring(cx, cy, 160 * s, 150 * s, palette.steelDark, 0.8);
      c.circle(cx, cy, 70 * s, palette.steelDark);
      c.circle(cx, cy, 48 * s, palette.steel);
      for (let i = 0; i < 5; i++) {
        const a = (2 * Math.PI * i) / 5;
        c.circle(cx + Math.cos(a) * 30 * s, cy + Math.sin(a) * 30 * s, 7 * s, palette.ink);
      }
      for (let i = 0; i < 18; i++) {
        const a = (2 * Math.PI * i) / 18;
        c.circle(cx + Math.cos(a) * 112 * s, cy + Math.sin(a) * 112 * s, 8 * s, palette.steelDark);
      }
      // The caliper: a thick arc on the upper right.
      c.shape(
        (x, y) => {
          const r = len(x - cx, y - cy);
          const a = Math.atan2(y - cy, x - cx);
          const band = Math.abs(r - 135 * s) - 32 * s;
          const arc = Math.abs(a + 0.75) - 0.55;
          return Math.max(band, arc * r);
        },
        [cx - 10 * s, cy - 175 * s, cx + 175 * s, cy + 20 * s],
        accent,
      );
      break;
    }
    case "filter": {
      c.glow(cx, cy, 230 * s, palette.brand300, 0.3);
      const x0 = cx - 95 * s;
      const x1 = cx + 95 * s;
      c.roundRect(x0, cy - 130 * s, x1, cy + 140 * s, 26 * s, accent);
      for (let i = 0; i < 9; i++) {
        const x = x0 + 22 * s + i * 18.5 * s;
        c.roundRect(x, cy - 95 * s, x + 7 * s, cy + 105 * s, 3 * s, palette.accent600, 0.9);
      }
      c.roundRect(x0 - 8 * s, cy - 150 * s, x1 + 8 * s, cy - 118 * s, 10 * s, palette.steel);
      c.ring(cx, cy - 134 * s, 30 * s, 16 * s, palette.steelDark);
      drop(c, cx + 175 * s, cy + 80 * s, 36 * s, palette.accent400);
      break;
    }
    case "battery": {
      c.glow(cx, cy, 240 * s, palette.teal, 0.25);
      c.roundRect(cx - 150 * s, cy - 95 * s, cx + 150 * s, cy + 125 * s, 18 * s, palette.ink);
      c.roundRect(cx - 150 * s, cy - 95 * s, cx + 150 * s, cy - 55 * s, 14 * s, palette.steelDark);
      c.roundRect(cx - 115 * s, cy - 130 * s, cx - 65 * s, cy - 92 * s, 6 * s, palette.red);
      c.roundRect(cx + 65 * s, cy - 130 * s, cx + 115 * s, cy - 92 * s, 6 * s, palette.steel);
      c.polygon(
        [
          [cx + 18 * s, cy - 40 * s],
          [cx - 45 * s, cy + 40 * s],
          [cx - 2 * s, cy + 40 * s],
          [cx - 20 * s, cy + 110 * s],
          [cx + 48 * s, cy + 20 * s],
          [cx + 6 * s, cy + 20 * s],
        ],
        accent,
      );
      break;
    }
    case "drop": {
      c.glow(cx, cy, 240 * s, palette.accent400, 0.2);
      for (let i = 0; i < 3; i++) c.ring(cx, cy + 195 * s, 210 * s + i * 28 * s, 200 * s + i * 28 * s, palette.brand300, 0.25);
      drop(c, cx, cy + 45 * s, 105 * s, accent);
      c.circle(cx - 38 * s, cy + 35 * s, 22 * s, palette.white, 0.35);
      break;
    }
    case "tyre": {
      c.glow(cx, cy, 240 * s, palette.brand100, 0.25);
      c.circle(cx, cy, 165 * s, palette.ink);
      for (let i = 0; i < 28; i++) {
        const a = (2 * Math.PI * i) / 28;
        const ca = Math.cos(a);
        const sa = Math.sin(a);
        const pts: [number, number][] = [
          [cx + ca * 150 * s - sa * 7 * s, cy + sa * 150 * s + ca * 7 * s],
          [cx + ca * 150 * s + sa * 7 * s, cy + sa * 150 * s - ca * 7 * s],
          [cx + ca * 168 * s + sa * 9 * s, cy + sa * 168 * s - ca * 9 * s],
          [cx + ca * 168 * s - sa * 9 * s, cy + sa * 168 * s + ca * 9 * s],
        ];
        c.polygon(pts, palette.brand900);
      }
      c.circle(cx, cy, 100 * s, palette.steel);
      c.ring(cx, cy, 100 * s, 88 * s, palette.steelDark);
      for (let i = 0; i < 5; i++) {
        const a = (2 * Math.PI * i) / 5 - Math.PI / 2;
        c.circle(cx + Math.cos(a) * 55 * s, cy + Math.sin(a) * 55 * s, 20 * s, palette.steelDark);
      }
      c.circle(cx, cy, 18 * s, accent);
      for (let i = 0; i < 7; i++) c.circle(cx - 230 * s + i * 70 * s, cy - 150 * s + ((i * 53) % 110) * s, 5 * s, palette.white, 0.7);
      break;
    }
    case "sparkles": {
      c.glow(cx, cy, 250 * s, palette.accent400, 0.25);
      c.polygon(star(cx, cy, 120 * s), accent);
      c.polygon(star(cx + 150 * s, cy - 95 * s, 48 * s), palette.accent400);
      c.polygon(star(cx - 140 * s, cy + 100 * s, 40 * s), palette.white, 0.85);
      c.polygon(star(cx + 165 * s, cy + 110 * s, 26 * s), palette.white, 0.7);
      c.circle(cx - 120 * s, cy - 110 * s, 9 * s, palette.white, 0.8);
      break;
    }
  }
}

export interface BannerSpec {
  motif: Motif;
  from: Rgb;
  to: Rgb;
  accent: Rgb;
}

/** A PNG banner (3:1 by default) for a demo promo: stripes on the left, where the page writes the title. */
export function paintBanner(spec: BannerSpec, width = 960, height = 320): Promise<Buffer> {
  const c = new Canvas(width, height);
  c.gradient(spec.from, spec.to, 1, 0.6);
  c.stripes(Math.round(height / 6), Math.round(height / 24), palette.brand300, 0.14, 0, Math.round(width * 0.55));
  paintMotif(c, spec.motif, spec.accent, false);
  return pngFromRgb(width, height, c.px);
}

/** A gallery picture for the promo detail: the motif centred on a gradient (8:5 by default). */
export function paintPicture(spec: BannerSpec, width = 640, height = 400): Promise<Buffer> {
  const c = new Canvas(width, height);
  c.gradient(spec.from, spec.to, 0.4, 1);
  paintMotif(c, spec.motif, spec.accent, true);
  return pngFromRgb(width, height, c.px);
}
