// The camera scan of /home (issue 23): a dialog with the live camera, the code read goes straight
// into the search. Full screen on a phone; Escape, the X and "Annulla" close it and stop the camera.
// Without a camera or permission it says so and the code can be typed. Loaded lazily (search-box.tsx):
// neither this nor the barcode reader is in the first view's JavaScript.
import { useRef, useState, type FormEvent } from "react";
import { Camera, Search } from "lucide-react";
import { scanMessages as s } from "../../../../shared/messages/scan";
import { searchMessages as m } from "../../../../shared/messages/search";
import { checkSearchInput } from "../../../../shared/rules/search-input";
import { Button } from "../../../ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../../ui/dialog";
import { cn } from "../../../lib/cn";
import { useCameraScan, type CameraStatus } from "./scan-camera";
import { codeInputProps } from "./code-input";

const FAILURE: Partial<Record<CameraStatus, string>> = {
  denied: s.denied,
  "no-camera": s.noCamera,
  "camera-failed": s.cameraFailed,
  "reader-failed": s.readerFailed,
};

export interface ScanDialogProps {
  onClose: () => void;
  /** A code read by the camera or typed in the dialog. */
  onCode: (code: string) => void;
}

/** Mounted only while open: each opening starts the camera afresh, unmounting stops it. */
export default function ScanDialog({ onClose, onCode }: ScanDialogProps) {
  const video = useRef<HTMLVideoElement>(null);
  const { status, reader } = useCameraScan(video, onCode);
  const [typed, setTyped] = useState("");
  const [hint, setHint] = useState<string | null>(null);
  const failure = FAILURE[status];

  function submit(e: FormEvent) {
    e.preventDefault();
    const check = checkSearchInput(typed);
    if (!check.ok) {
      if (check.reason !== "empty") setHint(check.reason === "short" ? m.minChars : m.tooLong);
      return;
    }
    onCode(check.value);
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent layout="phone-full" data-testid="scan-dialog" data-status={status} data-reader={reader ?? undefined} onCloseAutoFocus={(e) => e.preventDefault()}>
        <DialogHeader className="mb-0 pr-12">
          <DialogTitle className="flex min-h-11 items-center gap-2">
            <Camera className="size-5 text-brand-700" aria-hidden />
            {s.dialogTitle}
          </DialogTitle>
          <DialogDescription>{s.dialogHint}</DialogDescription>
        </DialogHeader>

        <div
          className={cn(
            "relative flex items-center justify-center overflow-hidden rounded-lg bg-slate-900",
            failure ? "h-24 flex-none" : "min-h-48 flex-1 sm:aspect-video sm:flex-none",
          )}
        >
          <video ref={video} muted playsInline aria-label={s.videoLabel} className={cn("absolute inset-0 size-full object-cover", failure && "hidden")} />
          {failure ? null : <div className="pointer-events-none absolute inset-x-[12%] top-1/2 h-2/5 -translate-y-1/2 rounded-md border-2 border-accent-400/90" aria-hidden />}
          {failure ? <Camera className="size-12 text-slate-500" aria-hidden /> : null}
        </div>

        {failure ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {failure}
          </p>
        ) : (
          <p role="status" className="text-sm text-slate-700">
            {status === "starting" ? s.starting : s.scanning}
          </p>
        )}

        <form onSubmit={submit} noValidate className="space-y-1">
          <label htmlFor="scan-manual" className="text-sm font-medium text-slate-800">
            {s.manualLabel}
          </label>
          <div className="flex gap-2">
            <input
              id="scan-manual"
              type="text"
              inputMode="text"
              {...codeInputProps}
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value);
                setHint(null);
              }}
              aria-invalid={hint ? true : undefined}
              aria-describedby={hint ? "scan-manual-hint" : undefined}
              className="h-12 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-lg focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-500/20"
            />
            <Button type="submit" size="lg" className="h-12 px-4">
              <Search aria-hidden /> {s.manualSearch}
            </Button>
          </div>
          {hint ? (
            <p id="scan-manual-hint" role="alert" className="text-sm font-medium text-red-600">
              {hint}
            </p>
          ) : null}
        </form>

        <DialogFooter className="mt-0">
          <DialogClose asChild>
            <Button variant="outline" size="lg" className="h-12 w-full sm:w-auto">
              {s.cancel}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
