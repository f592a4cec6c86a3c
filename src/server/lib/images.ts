// Images through sharp: Banco's thin layer (decision 0026). The demo promo art and the tests paint
// RGB pixels and encode them here; uploaded images (quote request, return photos) are read, checked
// by content, decoded and re-encoded here. The type is read from the content, never from the name
// or the declared type. Raster images are encoded again by sharp, which drops EXIF (GPS position
// included) and any bytes hidden after the image; SVG is rasterised to PNG (never mailed or served
// as active content); TIFF becomes PNG (mail clients do not show it). BMP and ICO, which sharp
// cannot decode and which carry no EXIF, pass as they are once their signature is checked.
import type { FastifyRequest } from "fastify";
import sharp from "sharp";
import { fileTypeFromBuffer } from "file-type";
import { common } from "../../shared/messages/common";
import { imageMessages as m } from "../../shared/messages/images";
import { IMAGES_MAX_BYTES, IMAGES_MAX_COUNT } from "../../shared/rules/limits";
import { AppError } from "./app-error";
import { isMalformedMultipart } from "./client-errors";
import { looksLikeText } from "./csv";

/** A PNG of `width`×`height` from 8-bit RGB pixels, row by row (deterministic: same pixels, same bytes). */
export function pngFromRgb(width: number, height: number, rgb: Uint8Array): Promise<Buffer> {
  return sharp(rgb, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 9 }).toBuffer();
}

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

/**
 * Reads a multipart form with text fields and images in parts attachement0..n (the spec's
 * spelling; attachment0..n too), names optionally in attachmentName fields. More than 5 images,
 * more than 15,728,640 bytes in all, or a file that is not an image by its content refuse the
 * whole request before anything is stored. `what` names the request in the too-many message.
 */
export async function readImageForm(request: FastifyRequest, what: string): Promise<{ fields: Record<string, string>; images: CleanImage[] }> {
  if (!request.isMultipart()) throw new AppError("unsupportedMediaType", m.notMultipart);
  const fields: Record<string, string> = {};
  const names: string[] = [];
  const files: { bytes: Buffer; name: string }[] = [];
  let total = 0;
  try {
    for await (const part of request.parts({ limits: { fileSize: IMAGES_MAX_BYTES + 1, files: 20, fields: 40 } })) {
      if (part.type === "field") {
        if (part.fieldname === "attachmentName") names.push(String(part.value));
        else if (typeof part.value === "string") fields[part.fieldname] = part.value;
        continue;
      }
      if (!/^attach?ement\d+$|^attachment\d+$/.test(part.fieldname)) {
        await part.toBuffer();
        continue;
      }
      const bytes = await part.toBuffer();
      if (bytes.length === 0) continue;
      total += bytes.length;
      if (total > IMAGES_MAX_BYTES) throw new AppError("payloadTooLarge", m.tooLarge);
      files.push({ bytes, name: part.filename });
      if (files.length > IMAGES_MAX_COUNT) throw new AppError("validation", m.tooManyFor(what));
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new AppError("payloadTooLarge", m.tooLarge);
    if (isMalformedMultipart(err)) throw new AppError("validation", common.invalidUpload);
    throw err;
  }
  const images: CleanImage[] = [];
  for (const [i, f] of files.entries()) images.push(await cleanImage(f.bytes, names[i] || f.name || `immagine-${i + 1}`, i));
  return { fields, images };
}
