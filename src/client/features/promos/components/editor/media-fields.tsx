import { useId, useRef, useState, type ReactNode } from "react";
import { ArrowLeft, ArrowRight, ExternalLink, ImagePlus, Link2, Upload, X } from "lucide-react";
import { PROMO_IMAGE_MAX_BYTES, PROMO_IMAGE_TYPES, PROMO_MAX_IMAGES, PROMO_MAX_VIDEOS, PROMO_VIDEO_MAX_BYTES, PROMO_VIDEO_TYPES, isExternalVideoUrl } from "../../../../../shared/contract/promos";
import { promoMessages as m } from "../../../../../shared/messages/promos";
import { errorMessage } from "../../../../lib/api-client";
import { notify } from "../../../../lib/notify";
import { Button } from "../../../../ui/button";
import { Input } from "../../../../ui/input";
import { Label } from "../../../../ui/label";
import { useUploadPromoMedia } from "../../api/upload-promo-media";
import { moved } from "../../../../lib/moved";

/** Same checks as the server, before sending: a wrong file is told at once. */
function precheck(kind: "image" | "video", file: File): string | null {
  if (kind === "image") {
    if (file.type === "image/svg+xml") return m.imageSvg;
    if (!(PROMO_IMAGE_TYPES as readonly string[]).includes(file.type)) return m.imageType;
    if (file.size > PROMO_IMAGE_MAX_BYTES) return m.imageTooLarge;
  } else {
    if (!(PROMO_VIDEO_TYPES as readonly string[]).includes(file.type)) return m.videoType;
    if (file.size > PROMO_VIDEO_MAX_BYTES) return m.videoTooLarge;
  }
  return null;
}

function UploadButton({ kind, label, onUploaded, disabled }: { kind: "image" | "video"; label: string; onUploaded: (url: string) => void; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPromoMedia();
  const id = useId();
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        className="sr-only"
        tabIndex={-1}
        accept={(kind === "image" ? PROMO_IMAGE_TYPES : PROMO_VIDEO_TYPES).join(",")}
        aria-label={label}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (!file) return;
          const refused = precheck(kind, file);
          if (refused) {
            notify.error(refused);
            return;
          }
          upload.mutate(
            { kind, file },
            {
              onSuccess: (r) => onUploaded(r.url),
              onError: (err) => notify.error(errorMessage(err, m.saveFailed)),
            },
          );
        }}
      />
      <Button variant="outline" onClick={() => input.current?.click()} pending={upload.isPending} disabled={disabled}>
        {upload.isPending ? null : kind === "image" ? <ImagePlus aria-hidden /> : <Upload aria-hidden />}
        {upload.isPending ? m.uploading : label}
      </Button>
    </>
  );
}

interface MediaFieldProps {
  label: string;
  error?: string;
  /** What the field holds, listed (named by the label) before the controls; none for the banner. */
  list?: { items: string[]; className: string; itemClassName: string; render: (item: string, i: number) => ReactNode };
  children: ReactNode;
}

/** A media field of the editor: its title, what it holds, the controls that add to it, and its error. */
function MediaField({ label, error, list, children }: MediaFieldProps) {
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      {list?.items.length ? (
        <ul className={list.className} aria-label={label}>
          {list.items.map((item, i) => <li key={item} className={list.itemClassName}>{list.render(item, i)}</li>)}
        </ul>
      ) : null}
      {children}
      {error ? <p className="text-sm text-red-600">{error}</p> : null}
    </div>
  );
}

/** The × that takes one item out of the field. */
function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Button size="icon" variant="ghost" onClick={onRemove} aria-label={label}>
      <X />
    </Button>
  );
}

export function BannerField({ value, onChange, error }: { value: string | null; onChange: (url: string | null) => void; error?: string }) {
  return (
    <MediaField label={m.fieldBanner} error={error}>
      {value ? (
        <div className="relative w-full max-w-md overflow-hidden rounded-md border border-slate-200">
          <img src={value} alt="" className="aspect-[3/1] w-full object-cover" />
          <Button size="sm" variant="outline" className="absolute right-2 top-2 bg-white/95" onClick={() => onChange(null)}>
            <X aria-hidden />
            {m.removeBanner}
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <UploadButton kind="image" label={m.uploadBanner} onUploaded={(url) => onChange(url)} />
        <span className="text-xs text-slate-500">{m.uploadHintBanner}</span>
      </div>
    </MediaField>
  );
}

export function ImagesField({ value, onChange, error }: { value: string[]; onChange: (next: string[]) => void; error?: string }) {
  const move = (i: number, by: number) => onChange(moved(value, i, by));
  const image = (url: string, i: number) => (
    <>
      <img src={url} alt={`${m.fieldImages} ${i + 1}`} className="aspect-[8/5] w-full object-cover" />
      <div className="flex justify-between p-1">
        <Button size="icon" variant="ghost" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`${m.moveBefore}: ${m.fieldImages} ${i + 1}`}>
          <ArrowLeft />
        </Button>
        <RemoveButton label={`${m.remove}: ${m.fieldImages} ${i + 1}`} onRemove={() => onChange(value.filter((_, j) => j !== i))} />
        <Button size="icon" variant="ghost" disabled={i === value.length - 1} onClick={() => move(i, 1)} aria-label={`${m.moveAfter}: ${m.fieldImages} ${i + 1}`}>
          <ArrowRight />
        </Button>
      </div>
    </>
  );
  return (
    <MediaField label={m.fieldImages} error={error} list={{ items: value, className: "grid grid-cols-2 gap-2 sm:grid-cols-3", itemClassName: "overflow-hidden rounded-md border border-slate-200 bg-white", render: image }}>
      <div className="flex flex-wrap items-center gap-3">
        <UploadButton kind="image" label={m.uploadImage} onUploaded={(url) => onChange([...value, url])} disabled={value.length >= PROMO_MAX_IMAGES} />
        <span className="text-xs text-slate-500">{m.uploadHintImage}</span>
      </div>
    </MediaField>
  );
}

export function VideosField({ value, onChange, error }: { value: string[]; onChange: (next: string[]) => void; error?: string }) {
  const id = useId();
  const [url, setUrl] = useState("");
  const urlOk = isExternalVideoUrl(url.trim()) && URL.canParse(url.trim());
  const full = value.length >= PROMO_MAX_VIDEOS;
  const video = (v: string, i: number) => (
    <>
      {isExternalVideoUrl(v) ? <ExternalLink className="size-4 shrink-0 text-slate-500" aria-hidden /> : <Upload className="size-4 shrink-0 text-slate-500" aria-hidden />}
      <span className="min-w-0 flex-1 truncate">{v}</span>
      <RemoveButton label={`${m.remove}: ${m.fieldVideos} ${i + 1}`} onRemove={() => onChange(value.filter((_, j) => j !== i))} />
    </>
  );
  return (
    <MediaField label={m.fieldVideos} error={error} list={{ items: value, className: "space-y-1", itemClassName: "flex items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-1.5 text-sm", render: video }}>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-64 space-y-1">
          <Label htmlFor={id}>{m.videoUrlLabel}</Label>
          <Input id={id} type="url" inputMode="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://" />
        </div>
        <Button
          variant="outline"
          disabled={!urlOk || full || value.includes(url.trim())}
          onClick={() => {
            onChange([...value, url.trim()]);
            setUrl("");
          }}
        >
          <Link2 aria-hidden />
          {m.addVideoUrl}
        </Button>
        <UploadButton kind="video" label={m.uploadVideo} onUploaded={(u) => onChange([...value, u])} disabled={full} />
      </div>
      <p className="text-xs text-slate-500">{m.uploadHintVideo}</p>
    </MediaField>
  );
}
