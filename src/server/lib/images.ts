// Images through sharp: Banco's thin layer (decision 0026). The demo promo art and the tests paint
// RGB pixels and encode them here; uploads are decoded and re-encoded here.
import sharp from "sharp";

/** A PNG of `width`×`height` from 8-bit RGB pixels, row by row (deterministic: same pixels, same bytes). */
export function pngFromRgb(width: number, height: number, rgb: Uint8Array): Promise<Buffer> {
  return sharp(rgb, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 9 }).toBuffer();
}
