// Quote images (spec §5): the type is read from the content, never from the name or the declared
// type. Raster images are decoded and encoded again by sharp, which drops EXIF (GPS position
// included) and any bytes hidden after the image; SVG is rasterised to PNG (never mailed as
// active content); TIFF becomes PNG (mail clients do not show it). BMP and ICO, which sharp cannot
// decode and which carry no EXIF, pass as they are once their signature is checked.
import sharp from "sharp";
import { fileTypeFromBuffer } from "file-type";
import { quoteMessages as m } from "../../../shared/messages/workshop-tools";
import { AppError } from "../../lib/app-error";
import { looksLikeText } from "../../lib/csv";

export interface CleanImage {
  filename: string;
  contentType: string;
  content: Buffer;
}

const RASTER: Record<string, { format: "jpeg" | "png" | "webp" | "gif"; ext: string; type: string } | "asIs"> = {
  "image/jpeg": { format: "jpeg", ext: "jpg", type: "image/jpeg" },
  "image/png": { format: "png", ext: "png", type: "image/png" },
  "image/apng": { format: "png", ext: "png", type: "image/png" },
  "image/webp": { format: "webp", ext: "webp", type: "image/webp" },
  "image/gif": { format: "gif", ext: "gif", type: "image/gif" },
  "image/tiff": { format: "png", ext: "png", type: "image/png" },
  "image/bmp": "asIs",
  "image/x-icon": "asIs",
};

function isSvg(bytes: Buffer): boolean {
  if (!looksLikeText(bytes.subarray(0, 8192))) return false;
  const head = bytes.subarray(0, 4096).toString("utf8").replace(/^\uFEFF/, "").trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head);
}

function safeBase(name: string, index: number): string {
  const base = name.replace(/\.[^.]*$/, "").replace(/[^\w\- ]+/g, "").trim().slice(0, 60);
  return base || `immagine-${index + 1}`;
}

export async function cleanImage(bytes: Buffer, name: string, index: number): Promise<CleanImage> {
  const base = safeBase(name, index);
  const detected = await fileTypeFromBuffer(bytes);
  try {
    // file-type reports an SVG with an XML declaration as application/xml.
    if (!detected || detected.mime === "application/xml") {
      if (!isSvg(bytes)) throw new AppError("validation", m.badImage(name));
      const png = await sharp(bytes, { limitInputPixels: 40_000_000 }).png().toBuffer();
      return { filename: `${base}.png`, contentType: "image/png", content: png };
    }
    const how = RASTER[detected.mime];
    if (!how) throw new AppError("validation", m.badImage(name));
    if (how === "asIs") return { filename: `${base}.${detected.ext}`, contentType: detected.mime, content: bytes };
    const out = await sharp(bytes, { limitInputPixels: 40_000_000 }).rotate().toFormat(how.format).toBuffer();
    return { filename: `${base}.${how.ext}`, contentType: how.type, content: out };
  } catch (err) {
    if (err instanceof AppError) throw err;
    // Undecodable despite its signature (truncated, forged header).
    throw new AppError("validation", m.badImage(name));
  }
}
