// The camera of the scan dialog: opens the rear camera, shows it in the video, reads a code from
// it every READ_EVERY_MS until one is found, and stops the stream's tracks when the dialog closes
// (the camera light goes off) or a code is read.
import { useEffect, useRef, useState, type RefObject } from "react";
import { createBarcodeReader, type ReaderKind } from "../../../lib/barcode-reader";

export type CameraStatus = "starting" | "scanning" | "denied" | "no-camera" | "camera-failed" | "reader-failed";

const READ_EVERY_MS = 120;

function failureOf(err: unknown): CameraStatus {
  const name = err instanceof DOMException || err instanceof Error ? err.name : "";
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "DevicesNotFoundError") return "no-camera";
  return "camera-failed";
}

export function useCameraScan(video: RefObject<HTMLVideoElement | null>, onCode: (code: string) => void): { status: CameraStatus; reader: ReaderKind | null } {
  const [status, setStatus] = useState<CameraStatus>("starting");
  const [reader, setReader] = useState<ReaderKind | null>(null);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      done = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
      stream = null;
      if (video.current) video.current.srcObject = null;
    };

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) {
        setStatus("no-camera");
        return;
      }
      let s: MediaStream;
      try {
        s = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false });
      } catch (err) {
        if (!done) setStatus(failureOf(err));
        return;
      }
      if (done) {
        s.getTracks().forEach((t) => t.stop()); // closed while the permission was being asked
        return;
      }
      stream = s;
      const v = video.current;
      if (!v) return;
      v.srcObject = s;
      await v.play().catch(() => undefined);
      let r;
      try {
        r = await createBarcodeReader();
      } catch {
        if (!done) setStatus("reader-failed");
        return;
      }
      if (done) return;
      setReader(r.kind);
      setStatus("scanning");
      const read = r.read;
      const tick = async () => {
        if (done) return;
        const code = await read(v).catch(() => null);
        if (done) return;
        if (code) {
          stop();
          latest.current(code);
          return;
        }
        timer = setTimeout(() => void tick(), READ_EVERY_MS);
      };
      void tick();
    }

    void start();
    return stop;
  }, [video]);

  return { status, reader };
}
