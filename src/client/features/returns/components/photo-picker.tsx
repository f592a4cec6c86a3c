// Photos of the part for a return request: optional, images only, at most 5 (beyond 5 the last 5
// are kept) and 15 MB in all, with the quote's limits and messages (shared/rules/limits.ts,
// shared/messages/images.ts); the server checks them again by content. Thumbnails with remove;
// on a tablet the camera opens directly (capture="environment").
import { useEffect, useMemo, useRef } from "react";
import { Camera, X } from "lucide-react";
import { imageMessages as im } from "../../../../shared/messages/images";
import { returnMessages as m } from "../../../../shared/messages/returns";
import { IMAGE_TYPES, IMAGES_MAX_BYTES, IMAGES_MAX_COUNT } from "../../../../shared/rules/limits";
import { notify } from "../../../lib/notify";
import { FieldError, Label } from "../../../ui/label";

/** The files kept and the error to show (null: within the limits). */
export function pickPhotos(current: File[], picked: File[]): { files: File[]; error: string | null } {
  const all = [...current, ...picked];
  if (all.some((f) => !(IMAGE_TYPES as readonly string[]).includes(f.type))) return { files: current, error: im.badFiles };
  if (all.length > IMAGES_MAX_COUNT) notify.warning(im.tooMany);
  const files = all.slice(-IMAGES_MAX_COUNT);
  return { files, error: photosError(files) };
}

export function photosError(files: File[]): string | null {
  return files.reduce((n, f) => n + f.size, 0) > IMAGES_MAX_BYTES ? im.tooLarge : null;
}

export function PhotoPicker({ id, files, error, onChange }: { id: string; files: File[]; error: string | null; onChange: (files: File[], error: string | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{m.photosLabel}</Label>
      <p className="text-xs text-slate-600">{m.photosHint}</p>
      <label className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm focus-within:ring-2 focus-within:ring-brand-500/40 hover:bg-slate-50">
        <Camera className="size-4" aria-hidden /> {m.photosAdd}
        <input
          id={id}
          ref={input}
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          className="sr-only"
          aria-describedby={error ? `${id}-err` : undefined}
          data-testid="return-photos"
          onChange={(e) => {
            const picked = Array.from(e.target.files ?? []);
            if (picked.length) {
              const next = pickPhotos(files, picked);
              onChange(next.files, next.error);
            }
            if (input.current) input.current.value = "";
          }}
        />
      </label>
      {files.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={m.photosTitle}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className="relative">
              <img src={urls[i]} alt={f.name} className="size-16 rounded border border-slate-200 object-cover" />
              <button
                type="button"
                aria-label={m.photoRemove(f.name)}
                onClick={() => {
                  const rest = files.filter((_, j) => j !== i);
                  onChange(rest, photosError(rest));
                }}
                className="absolute -right-2 -top-2 rounded-full border border-slate-300 bg-white p-0.5 shadow hover:bg-slate-100"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={`${id}-err`}>{error ?? undefined}</FieldError>
    </div>
  );
}

/** A request's photos as thumbnails, each opening the full image in a new tab. */
export function RequestPhotos({ rId, count, large = false }: { rId: number; count: number; large?: boolean }) {
  if (count <= 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={m.photosTitle} data-testid={large ? "approval-photos" : "request-photos"}>
      {Array.from({ length: count }, (_, n) => {
        const src = `/v100/returns/${rId}/photos/${n}`;
        return (
          <li key={n}>
            <a href={src} target="_blank" rel="noopener noreferrer" className="block rounded focus:outline-none focus:ring-2 focus:ring-brand-500">
              <img src={src} alt={m.photoAlt(n + 1)} loading="lazy" className={`${large ? "size-20" : "size-10"} rounded border border-slate-200 object-cover`} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
