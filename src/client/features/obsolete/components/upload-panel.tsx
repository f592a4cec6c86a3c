// The requirements panel and the drop area of both obsolete uploads, with the §8 messages.
import { useState } from "react";
import { obsoleteMessages as m } from "../../../../shared/messages/obsolete";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { CollapsiblePanel } from "../../../ui/collapsible";
import { CsvDropZone } from "../../../ui/csv-drop-zone";
import type { UploadOutcome } from "../api/obsolete-api";

export function UploadPanel<R>({ requirements, mutate, pending, testId }: {
  requirements: readonly string[];
  mutate: (file: File, opts: { onSuccess: (o: UploadOutcome<R>) => void; onError: (e: unknown) => void }) => void;
  pending: boolean;
  testId: string;
}) {
  const [open, setOpen] = useState(false);
  const onFile = (file: File) => {
    if (!/\.csv$/i.test(file.name)) {
      notify.error(m.notCsv(file.name));
      return;
    }
    mutate(file, {
      onSuccess: (o) => {
        if (o.kind === "ok") notify.success(m.uploaded(file.name));
        else if (o.kind === "partial") notify.warning(m.loadedWithErrors(file.name));
        else notify.error(m.notMeetingRequirements(file.name));
      },
      onError: (err) => notify.error(m.uploadFailed(errorMessage(err, "rete non raggiungibile"))),
    });
  };
  return (
    <div className="space-y-3">
      <CollapsiblePanel open={open} onOpenChange={setOpen} title={m.requirements}>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {requirements.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </CollapsiblePanel>
      <CsvDropZone onFile={onFile} pending={pending} prompt={m.dropHere} chooseLabel={m.chooseFile} pendingLabel={m.uploading} testId={testId} />
    </div>
  );
}
