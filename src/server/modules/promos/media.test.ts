import { describe, expect, it } from "vitest";
import { pngFromRgb } from "../../lib/images";
import { normaliseDeclaredType, sniffImage, sniffVideo } from "./media";

function riff(chunk: string, data: number[]): Buffer {
  const b = Buffer.alloc(20 + data.length);
  b.write("RIFF", 0, "ascii");
  b.writeUInt32LE(12 + data.length, 4);
  b.write("WEBP", 8, "ascii");
  b.write(chunk, 12, "ascii");
  b.writeUInt32LE(data.length, 16);
  Buffer.from(data).copy(b, 20);
  return b;
}

describe("sniffImage", () => {
  it("reads a PNG and its size", async () => {
    const png = await pngFromRgb(3, 2, new Uint8Array(18));
    expect(sniffImage(png)).toEqual({ ok: true, image: { contentType: "image/png", ext: "png", width: 3, height: 2 } });
  });

  it("reads a JPEG's size from its frame header, past other segments and fill bytes", () => {
    const jpeg = Buffer.from([
      0xff, 0xd8, // SOI
      0xff, 0xe1, 0x00, 0x04, 0x00, 0x00, // APP1 with 2 bytes
      0xff, 0xff, 0xc2, 0x00, 0x0b, 0x08, 0x01, 0x2c, 0x02, 0x58, 0x01, 0x01, 0x11, 0x00, // fill + SOF2 300×600 (h×w)
      0xff, 0xd9,
    ]);
    expect(sniffImage(jpeg)).toEqual({ ok: true, image: { contentType: "image/jpeg", ext: "jpg", width: 600, height: 300 } });
  });

  it("refuses a JPEG without a frame header as corrupt", () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toEqual({ ok: false, reason: "corrupt" });
  });

  it("reads the three WebP flavours", () => {
    const vp8x = riff("VP8X", [0, 0, 0, 0, 0x3f, 0x01, 0x00, 0xc7, 0x00, 0x00]); // 320×200
    expect(sniffImage(vp8x)).toMatchObject({ ok: true, image: { contentType: "image/webp", width: 320, height: 200 } });
    const vp8 = riff("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, 0x40, 0x01, 0xc8, 0x00]); // 320×200
    expect(sniffImage(vp8)).toMatchObject({ ok: true, image: { width: 320, height: 200 } });
    // VP8L: 14 bits width-1 then 14 bits height-1, little endian: 10×5 → 9 | (4 << 14)
    const bits = 9 | (4 << 14);
    const vp8l = riff("VP8L", [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, 0]);
    expect(sniffImage(vp8l)).toMatchObject({ ok: true, image: { width: 10, height: 5 } });
  });

  it("recognises SVG and other markup, with a BOM or leading spaces", () => {
    expect(sniffImage(Buffer.from("\uFEFF  <svg xmlns='http://www.w3.org/2000/svg'/>"))).toEqual({ ok: false, reason: "svg" });
    expect(sniffImage(Buffer.from("<?xml version='1.0'?><!-- x --><svg/>"))).toEqual({ ok: false, reason: "svg" });
    expect(sniffImage(Buffer.from("<html><script>alert(1)</script></html>"))).toEqual({ ok: false, reason: "svg" });
  });

  it("refuses anything else", () => {
    expect(sniffImage(Buffer.from("GIF89a"))).toEqual({ ok: false, reason: "unknown" });
    expect(sniffImage(Buffer.alloc(0))).toEqual({ ok: false, reason: "unknown" });
  });
});

describe("sniffVideo", () => {
  it("knows MP4 and WebM", () => {
    const mp4 = Buffer.alloc(16);
    mp4.write("ftypmp42", 4, "ascii");
    expect(sniffVideo(mp4)).toEqual({ contentType: "video/mp4", ext: "mp4" });
    expect(sniffVideo(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0]))).toEqual({ contentType: "video/webm", ext: "webm" });
    expect(sniffVideo(Buffer.from("not a video"))).toBeNull();
  });
});

describe("normaliseDeclaredType", () => {
  it("lower-cases, drops parameters and maps JPEG aliases", () => {
    expect(normaliseDeclaredType("IMAGE/PNG; charset=binary")).toBe("image/png");
    expect(normaliseDeclaredType("image/jpg")).toBe("image/jpeg");
    expect(normaliseDeclaredType("image/pjpeg")).toBe("image/jpeg");
    expect(normaliseDeclaredType(undefined)).toBe("");
  });
});
