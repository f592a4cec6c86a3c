// The demo promos' painter: an RGB canvas with anti-aliased signed-distance shapes, gradients and
// stripes, and the brand palette (seed/promo-art.ts paints the motifs on it).

export type Rgb = readonly [number, number, number];

// Math.hypot is several times slower than this in V8, and the painter calls it per pixel.
export const len = (x: number, y: number): number => Math.sqrt(x * x + y * y);

export const palette = {
  brand900: [15, 35, 71],
  brand800: [22, 50, 99],
  brand700: [27, 63, 121],
  brand600: [33, 77, 147],
  brand500: [47, 98, 176],
  brand300: [126, 166, 219],
  brand100: [214, 228, 245],
  accent400: [255, 169, 77],
  accent500: [240, 140, 26],
  accent600: [217, 119, 6],
  white: [255, 255, 255],
  steel: [196, 205, 218],
  steelDark: [120, 132, 150],
  ink: [30, 36, 48],
  teal: [20, 140, 150],
  green: [46, 160, 90],
  red: [200, 60, 50],
} as const satisfies Record<string, Rgb>;


export class Canvas {
  readonly px: Uint8Array;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.px = new Uint8Array(w * h * 3);
  }

  private blend(i: number, c: Rgb, a: number): void {
    const p = this.px;
    p[i] = (p[i]! + (c[0] - p[i]!) * a + 0.5) | 0;
    p[i + 1] = (p[i + 1]! + (c[1] - p[i + 1]!) * a + 0.5) | 0;
    p[i + 2] = (p[i + 2]! + (c[2] - p[i + 2]!) * a + 0.5) | 0;
  }

  /** Fills everything with a gradient from `from` to `to` along the direction (dx, dy). */
  gradient(from: Rgb, to: Rgb, dx: number, dy: number): void {
    const span = Math.abs(dx) * this.w + Math.abs(dy) * this.h;
    for (let y = 0; y < this.h; y++) {
      for (let x = 0; x < this.w; x++) {
        const t = Math.min(1, Math.max(0, (x * dx + y * dy + (dx < 0 ? -dx * this.w : 0) + (dy < 0 ? -dy * this.h : 0)) / span));
        const i = (y * this.w + x) * 3;
        this.px[i] = Math.round(from[0] + (to[0] - from[0]) * t);
        this.px[i + 1] = Math.round(from[1] + (to[1] - from[1]) * t);
        this.px[i + 2] = Math.round(from[2] + (to[2] - from[2]) * t);
      }
    }
  }

  /** Paints where the signed distance is negative, anti-aliased over one pixel, inside the box. */
  shape(sdf: (x: number, y: number) => number, box: [number, number, number, number], color: Rgb, alpha = 1): void {
    const x0 = Math.max(0, Math.floor(box[0]));
    const y0 = Math.max(0, Math.floor(box[1]));
    const x1 = Math.min(this.w, Math.ceil(box[2]));
    const y1 = Math.min(this.h, Math.ceil(box[3]));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const d = sdf(x + 0.5, y + 0.5);
        if (d >= 0.5) continue;
        const cover = d <= -0.5 ? 1 : 0.5 - d;
        this.blend((y * this.w + x) * 3, color, cover * alpha);
      }
    }
  }

  /** A soft radial glow (alpha falls to 0 at radius r). */
  glow(cx: number, cy: number, r: number, color: Rgb, alpha: number): void {
    const x0 = Math.max(0, Math.floor(cx - r));
    const y0 = Math.max(0, Math.floor(cy - r));
    const x1 = Math.min(this.w, Math.ceil(cx + r));
    const y1 = Math.min(this.h, Math.ceil(cy + r));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const t = len(x + 0.5 - cx, y + 0.5 - cy) / r;
        if (t >= 1) continue;
        this.blend((y * this.w + x) * 3, color, alpha * (1 - t) * (1 - t));
      }
    }
  }

  circle(cx: number, cy: number, r: number, color: Rgb, alpha = 1): void {
    this.shape((x, y) => len(x - cx, y - cy) - r, [cx - r - 1, cy - r - 1, cx + r + 1, cy + r + 1], color, alpha);
  }

  ring(cx: number, cy: number, rOuter: number, rInner: number, color: Rgb, alpha = 1): void {
    const mid = (rOuter + rInner) / 2;
    const half = (rOuter - rInner) / 2;
    this.shape((x, y) => Math.abs(len(x - cx, y - cy) - mid) - half, [cx - rOuter - 1, cy - rOuter - 1, cx + rOuter + 1, cy + rOuter + 1], color, alpha);
  }

  roundRect(x0: number, y0: number, x1: number, y1: number, r: number, color: Rgb, alpha = 1): void {
    const cx = (x0 + x1) / 2;
    const cy = (y0 + y1) / 2;
    const hx = (x1 - x0) / 2 - r;
    const hy = (y1 - y0) / 2 - r;
    this.shape(
      (x, y) => {
        const qx = Math.abs(x - cx) - hx;
        const qy = Math.abs(y - cy) - hy;
        return len(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
      },
      [x0 - 1, y0 - 1, x1 + 1, y1 + 1],
      color,
      alpha,
    );
  }

  polygon(points: readonly (readonly [number, number])[], color: Rgb, alpha = 1): void {
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    this.shape(
      (x, y) => {
        let d = Infinity;
        let inside = false;
        for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
          const [ax, ay] = points[i]!;
          const [bx, by] = points[j]!;
          const ex = bx - ax;
          const ey = by - ay;
          const t = Math.max(0, Math.min(1, ((x - ax) * ex + (y - ay) * ey) / (ex * ex + ey * ey)));
          d = Math.min(d, len(x - ax - ex * t, y - ay - ey * t));
          if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
        }
        return inside ? -d : d;
      },
      [Math.min(...xs) - 1, Math.min(...ys) - 1, Math.max(...xs) + 1, Math.max(...ys) + 1],
      color,
      alpha,
    );
  }

  /** Diagonal stripes over the whole canvas, fading out towards the right-hand side. */
  stripes(period: number, width: number, color: Rgb, alpha: number, fromX: number, toX: number): void {
    for (let y = 0; y < this.h; y++) {
      for (let x = Math.max(0, fromX); x < Math.min(this.w, toX); x++) {
        const u = (((x + y) % period) + period) % period;
        if (u >= width) continue;
        const fade = 1 - (x - fromX) / (toX - fromX);
        this.blend((y * this.w + x) * 3, color, alpha * fade);
      }
    }
  }
}
