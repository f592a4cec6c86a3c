// What an uploaded promo file really is, read from its first bytes (magic bytes), never from the
// name or the type the browser declared. Images: PNG, JPEG, WebP only, with their pixel size read
// from the header (a file whose header cannot be read is refused). SVG is refused outright: served
// from our origin it could run script. Videos: MP4 (ISO BMFF "ftyp") and WebM (EBML).

export type ImageKind = { contentType: "image/png" | "image/jpeg" | "image/webp"; ext: "png" | "jpg" | "webp"; width: number; height: number };
export type VideoKind = { contentType: "video/mp4" | "video/webm"; ext: "mp4" | "webm" };

export type ImageSniff = { ok: true; image: ImageKind } | { ok: false; reason: "svg" | "unknown" | "corrupt" };

const PNG_SIG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(buf: Uint8Array, bytes: number[], at = 0): boolean {
  if (buf.length < at + bytes.length) return false;
  return bytes.every((b, i) => buf[at + i] === b);
}

function ascii(buf: Uint8Array, at: number, len: number): string {
  if (buf.length < at + len) return "";
  return String.fromCharCode(...buf.subarray(at, at + len));
}

const be16 = (b: Uint8Array, i: number): number => (b[i]! << 8) | b[i + 1]!;
const be32 = (b: Uint8Array, i: number): number => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;
const le16 = (b: Uint8Array, i: number): number => b[i]! | (b[i + 1]! << 8);
const le24 = (b: Uint8Array, i: number): number => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);

/** True when the bytes look like SVG or another XML/HTML text document. */
export function looksLikeSvgOrMarkup(buf: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false })
    .decode(buf.subarray(0, 1024))
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  return head.startsWith("<?xml") || head.startsWith("<svg") || head.startsWith("<!doctype") || head.startsWith("<html") || head.includes("<svg");
}

function pngSize(buf: Uint8Array): { width: number; height: number } | null {
  // Signature, then the IHDR chunk first: length 13, "IHDR", width, height.
  if (buf.length < 24 || ascii(buf, 12, 4) !== "IHDR") return null;
  return { width: be32(buf, 16), height: be32(buf, 20) };
}

function jpegSize(buf: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 3 < buf.length) {
    if (buf[i] !== 0xff) return null;
    let marker = buf[i + 1]!;
    // Fill bytes: any number of 0xFF before a marker.
    while (marker === 0xff && i + 2 < buf.length) {
      i++;
      marker = buf[i + 1]!;
    }
    i += 2;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // no length
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before a frame header
    if (i + 1 >= buf.length) return null;
    const len = be16(buf, i);
    if (len < 2) return null;
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) {
      if (i + 6 >= buf.length) return null;
      return { height: be16(buf, i + 3), width: be16(buf, i + 5) };
    }
    i += len;
  }
  return null;
}

function webpSize(buf: Uint8Array): { width: number; height: number } | null {
  const chunk = ascii(buf, 12, 4);
  if (chunk === "VP8X" && buf.length >= 30) return { width: le24(buf, 24) + 1, height: le24(buf, 27) + 1 };
  if (chunk === "VP8 " && buf.length >= 30) {
    if (!startsWith(buf, [0x9d, 0x01, 0x2a], 23)) return null;
    return { width: le16(buf, 26) & 0x3fff, height: le16(buf, 28) & 0x3fff };
  }
  if (chunk === "VP8L" && buf.length >= 25) {
    if (buf[20] !== 0x2f) return null;
    const bits = buf[21]! | (buf[22]! << 8) | (buf[23]! << 16) | (buf[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

export function sniffImage(buf: Uint8Array): ImageSniff {
  if (startsWith(buf, PNG_SIG)) {
    const size = pngSize(buf);
    return size && size.width > 0 && size.height > 0 ? { ok: true, image: { contentType: "image/png", ext: "png", ...size } } : { ok: false, reason: "corrupt" };
  }
  if (startsWith(buf, [0xff, 0xd8, 0xff])) {
    const size = jpegSize(buf);
    return size && size.width > 0 && size.height > 0 ? { ok: true, image: { contentType: "image/jpeg", ext: "jpg", ...size } } : { ok: false, reason: "corrupt" };
  }
  if (ascii(buf, 0, 4) === "RIFF" && ascii(buf, 8, 4) === "WEBP") {
    const size = webpSize(buf);
    return size && size.width > 0 && size.height > 0 ? { ok: true, image: { contentType: "image/webp", ext: "webp", ...size } } : { ok: false, reason: "corrupt" };
  }
  if (looksLikeSvgOrMarkup(buf)) return { ok: false, reason: "svg" };
  return { ok: false, reason: "unknown" };
}

export function sniffVideo(buf: Uint8Array): VideoKind | null {
  if (ascii(buf, 4, 4) === "ftyp") return { contentType: "video/mp4", ext: "mp4" };
  if (startsWith(buf, [0x1a, 0x45, 0xdf, 0xa3])) return { contentType: "video/webm", ext: "webm" };
  return null;
}

/** The declared (browser) type, normalised; aliases of JPEG count as JPEG. */
export function normaliseDeclaredType(type: string | undefined): string {
  const t = (type ?? "").split(";")[0]!.trim().toLowerCase();
  return t === "image/jpg" || t === "image/pjpeg" ? "image/jpeg" : t;
}

const EXT_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  mp4: "video/mp4",
  webm: "video/webm",
};

export function contentTypeOfName(name: string): string | null {
  const ext = name.slice(name.lastIndexOf(".") + 1);
  return EXT_TYPES[ext] ?? null;
}
