// A drag-and-drop area for one CSV file, with a "choose file" button for the keyboard and touch.
import { useRef, useState } from "react";
import { Upload } from "lucide-react";
import { cn } from "../lib/cn";
import { Button } from "./button";

export interface CsvDropZoneProps {
  onFile: (file: File) => void;
  pending?: boolean;
  prompt: string;
  chooseLabel: string;
  pendingLabel: string;
  testId?: string;
}

export function CsvDropZone({ onFile, pending, prompt, chooseLabel, pendingLabel, testId }: CsvDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (files: FileList | null) => {
    const f = files?.[0];
    if (f && !pending) onFile(f);
  };
  return (
    <div
      data-testid={testId}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        take(e.dataTransfer.files);
      }}
      className={cn("flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-700", over && "border-brand-500 bg-brand-50")}
    >
      <Upload className="size-6 text-brand-700" aria-hidden />
      <p>{pending ? pendingLabel : prompt}</p>
      <Button variant="outline" pending={pending} onClick={() => input.current?.click()}>
        {chooseLabel}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-label={chooseLabel}
        onChange={(e) => {
          take(e.target.files);
          e.target.value = "";
        }}
      />
    </div>
  );
}
