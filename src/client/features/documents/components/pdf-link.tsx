// The print icon: opens the document's PDF in a new window; while the ERP has not published it
// yet, says so ('Documento non ancora disponibile', retry later) instead of opening an error.
import { Printer } from "lucide-react";
import { documentsMessages as m } from "../../../../shared/messages/documents";
import { notify } from "../../../lib/notify";
import { buttonVariants } from "../../../ui/button";
import { cn } from "../../../lib/cn";

export function PdfLink({ url, available, label, onUnavailable }: { url: string; available: boolean; label: string; onUnavailable?: () => void }) {
  const cls = cn(buttonVariants({ variant: "outline", size: "icon" }), !available && "text-slate-500");
  if (available) {
    return (
      <a href={url} target="_blank" rel="noopener" className={cls} title={m.print(label)} aria-label={m.print(label)}>
        <Printer aria-hidden />
      </a>
    );
  }
  return (
    <button
      type="button"
      className={cls}
      title={m.pdfPending}
      aria-label={`${m.print(label)} · ${m.pdfPending}`}
      onClick={() => {
        notify.warning(m.pdfRetryLater);
        onUnavailable?.();
      }}
    >
      <Printer aria-hidden />
    </button>
  );
}
