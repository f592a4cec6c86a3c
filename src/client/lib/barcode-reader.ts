// Reads a barcode from the camera's video (issue 23, decision 0031): the browser's own
// BarcodeDetector where it exists (Chrome on Android, macOS), else ZXing-C++ compiled to
// WebAssembly (zxing-wasm), loaded only when the scan dialog asks for it. The formats of a part's
// box: EAN-13, EAN-8, Code 128, Code 39, DataMatrix and QR.

export type ReaderKind = "native" | "zxing";

export interface BarcodeReader {
  kind: ReaderKind;
  /** The text of the first code seen in the current frame, or null. */
  read(video: HTMLVideoElement): Promise<string | null>;
}

/** The BarcodeDetector API (not in TypeScript's DOM lib yet). */
interface NativeDetector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

const NATIVE_FORMATS = ["ean_13", "ean_8", "code_128", "code_39", "data_matrix", "qr_code"];

async function nativeReader(): Promise<BarcodeReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    const formats = NATIVE_FORMATS.filter((f) => supported.includes(f));
    // Without EAN-13 (the code printed on every part's box) the WebAssembly reader does better.
    if (!formats.includes("ean_13")) return null;
    const detector = new Detector({ formats });
    return {
      kind: "native",
      read: async (video) => (await detector.detect(video)).find((b) => b.rawValue)?.rawValue ?? null,
    };
  } catch {
    return null;
  }
}

export async function createBarcodeReader(): Promise<BarcodeReader> {
  const native = await nativeReader();
  if (native) return native;
  const { readFrame } = await import("./zxing-frame");
  const canvas = document.createElement("canvas");
  return { kind: "zxing", read: (video) => readFrame(video, canvas) };
}
