// The WebAssembly reader (zxing-wasm 3): its .wasm is a build asset of the app (Vite `?url`
// import), precached by the service worker with the rest of the app, never fetched from a CDN
// (zxing-wasm's default locateFile points at jsDelivr). This module is loaded lazily, by the scan
// dialog only when the browser has no BarcodeDetector.
import { prepareZXingModule, readBarcodes, type ReaderOptions } from "zxing-wasm/reader";
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? new URL(wasmUrl, location.href).href : prefix + path),
  },
});

const OPTIONS: ReaderOptions = {
  formats: ["EAN13", "EAN8", "Code128", "Code39", "DataMatrix", "QRCode"],
  tryHarder: true,
  maxNumberOfSymbols: 1,
};

/** Largest side of the frame handed to the reader: enough for a box label, quick on a phone. */
const MAX_SIDE = 960;

export async function readFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): Promise<string | null> {
  const w = video.videoWidth;
  const h = video.videoHeight;
  if (!w || !h) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(w, h));
  canvas.width = Math.round(w * scale);
  canvas.height = Math.round(h * scale);
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
  const results = await readBarcodes(ctx.getImageData(0, 0, canvas.width, canvas.height), OPTIONS);
  return results.find((r) => r.isValid && r.text)?.text ?? null;
}
