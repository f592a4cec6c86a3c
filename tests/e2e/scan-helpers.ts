// Test material for scan.spec.ts: a barcode generated with bwip-js, laid on a camera-sized frame
// with sharp and written as a YUV4MPEG2 (y4m) file, the format of Chromium's fake camera
// (--use-file-for-fake-video-capture). Written under the OS temp folder, never committed.
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import bwipjs from "bwip-js/node";
import sharp from "sharp";
import type { Page } from "@playwright/test";

const W = 640;
const H = 480;

/** The fake camera's file for an EAN-13 code (the file name carries the code). */
export const cameraFile = (ean: string): string => join(tmpdir(), `banco-scan-${ean}.y4m`);

/** Writes cameraFile(ean): two identical frames of the printed barcode on white (I420). */
export async function writeBarcodeVideo(ean: string): Promise<string> {
  const png = await bwipjs.toBuffer({ bcid: "ean13", text: ean, scale: 3, height: 22, includetext: true, backgroundcolor: "FFFFFF", paddingwidth: 12, paddingheight: 8 });
  const luma = await sharp({ create: { width: W, height: H, channels: 3, background: "#ffffff" } })
    .composite([{ input: png, gravity: "center" }])
    .greyscale()
    .raw()
    .toBuffer();
  if (luma.length !== W * H) throw new Error(`unexpected frame size ${luma.length}`);
  // I420: the Y plane is the grey image; U and V (a quarter each) are neutral grey.
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`);
  const path = cameraFile(ean);
  writeFileSync(path, Buffer.concat([header, frame, frame]));
  return path;
}

/** Keeps every camera stream the page opens in window.__scanStreams (to check it is stopped). */
export async function recordCameraStreams(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const md = navigator.mediaDevices;
    if (!md) return;
    const original = md.getUserMedia.bind(md);
    const streams: MediaStream[] = [];
    (window as unknown as { __scanStreams: MediaStream[] }).__scanStreams = streams;
    md.getUserMedia = async (c) => {
      const s = await original(c);
      streams.push(s);
      return s;
    };
  });
}

/** Live tracks among the recorded streams (0 once the dialog stopped the camera). */
export function liveTracks(page: Page): Promise<number> {
  return page.evaluate(() => {
    const streams = (window as unknown as { __scanStreams?: MediaStream[] }).__scanStreams ?? [];
    return streams.flatMap((s) => s.getTracks()).filter((t) => t.readyState === "live").length;
  });
}

/** A camera that sees no code: a canvas stream with a plain pattern (screenshots, axe, Escape). */
export async function cameraWithoutCode(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const md = navigator.mediaDevices;
    if (!md) return;
    const streams: MediaStream[] = [];
    (window as unknown as { __scanStreams: MediaStream[] }).__scanStreams = streams;
    md.getUserMedia = async () => {
      const canvas = document.createElement("canvas");
      canvas.width = 640;
      canvas.height = 480;
      const ctx = canvas.getContext("2d")!;
      const paint = () => {
        ctx.fillStyle = "#8a7f70";
        ctx.fillRect(0, 0, 640, 480);
        ctx.fillStyle = "#d9d2c5";
        ctx.fillRect(120, 140, 400, 200);
      };
      paint();
      setInterval(paint, 200);
      const s = canvas.captureStream(5);
      streams.push(s);
      return s;
    };
  });
}

/** A camera the user refused. */
export async function cameraDenied(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!navigator.mediaDevices) return;
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
  });
}
