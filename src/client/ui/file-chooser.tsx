// A file field with an Italian face: the native input's own button and "No file chosen" are the
// browser's, in English, so the input is visually hidden and a focusable label ("Scegli il file")
// stands in for it, with the chosen file's name below. The input keeps its id, so a <Label htmlFor>
// elsewhere names it too.
import type { Ref } from "react";
import { Upload } from "lucide-react";
import { cn } from "../lib/cn";

export interface FileChooserProps {
  id: string;
  accept: string;
  file: File | null;
  onFile: (file: File | null) => void;
  inputRef?: Ref<HTMLInputElement>;
  chooseLabel?: string;
  className?: string;
}

export function FileChooser({ id, accept, file, onFile, inputRef, chooseLabel = "Scegli il file", className }: FileChooserProps) {
  return (
    <div className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 text-sm", className)}>
      <input id={id} ref={inputRef} type="file" accept={accept} className="peer sr-only" aria-describedby={`${id}-name`} onChange={(e) => onFile(e.target.files?.[0] ?? null)} />
      <label
        htmlFor={id}
        className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 font-medium text-slate-900 hover:bg-slate-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2"
      >
        <Upload className="size-4 text-slate-500" aria-hidden />
        {chooseLabel}
      </label>
      <p id={`${id}-name`} className="text-slate-700">
        {file ? `File scelto: ${file.name}` : "Nessun file scelto"}
      </p>
    </div>
  );
}
