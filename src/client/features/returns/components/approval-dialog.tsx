// The admin approval modal (spec document 2, §5): the decision is required ('Inserisci lo stato
// del reso'), the note optional; success 'Lo stato è stato cambiato con successo'.
import { useEffect, useId, useState } from "react";
import type { ReturnRequest } from "../../../../shared/contract/returns";
import { returnMessages as m } from "../../../../shared/messages/returns";
import { SIR_NOTE_MAX } from "../../../../shared/rules/returns";
import { Alert } from "../../../ui/alert";
import { Dialog, DialogContent, DialogHeader } from "../../../ui/dialog";
import { SendFooter } from "./return-parts";
import { Textarea } from "../../../ui/input";
import { FieldError, Label } from "../../../ui/label";
import { useReturnActions } from "../api/returns-api";
import { RequestPhotos } from "./photo-picker";
import { closeOnSuccess } from "../../../lib/dialog-mutation";

export function ApprovalDialog({ request, onClose }: { request: ReturnRequest | null; onClose: () => void }) {
  const id = useId();
  const { handle } = useReturnActions();
  const [decision, setDecision] = useState<"" | "yes" | "no">("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  useEffect(() => {
    setDecision("");
    setNote("");
    setError(null);
    setServerError(null);
  }, [request]);
  if (!request) return null;

  function submit() {
    if (!request) return;
    if (!decision) {
      setError(m.decisionRequired);
      return;
    }
    setError(null);
    handle.mutate(
      { rId: request.rId, rAuth: decision === "yes", sirNote: note },
      closeOnSuccess({ success: m.handled, onClose, showError: setServerError, fallbackError: m.loadError }),
    );
  }

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader title={`${m.handle} – reso n. ${request.rId}`} description={`${request.rRagSoc} (${request.uIdCliente}) · ${request.rPrecode} ${request.rCode} × ${request.rQnt} · ${request.rrExtendedText}`} />
        <div className="space-y-4">
          {serverError ? <Alert tone="error">{serverError}</Alert> : null}
          {request.rNote ? <p className="rounded bg-slate-50 p-2 text-sm text-slate-700">{request.rNote}</p> : null}
          {request.rPhotos ? (
            <div>
              <p className="mb-1 text-sm font-medium text-slate-800">{m.photosTitle}</p>
              <RequestPhotos rId={request.rId} count={request.rPhotos} large />
            </div>
          ) : null}
          <fieldset aria-describedby={error ? `${id}-err` : undefined}>
            <legend className="text-sm font-medium text-slate-800">{m.colStatus}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {(
                [
                  ["yes", m.authorise],
                  ["no", m.refuse],
                ] as const
              ).map(([v, label]) => (
                <label key={v} className="flex min-h-10 items-center gap-2 text-sm">
                  <input type="radio" name={`${id}-decision`} value={v} checked={decision === v} onChange={() => setDecision(v)} className="size-4" />
                  {label}
                </label>
              ))}
            </div>
            <FieldError id={`${id}-err`}>{error}</FieldError>
          </fieldset>
          <div>
            <Label htmlFor={`${id}-note`}>{m.sirNote}</Label>
            <Textarea id={`${id}-note`} value={note} maxLength={SIR_NOTE_MAX} rows={3} onChange={(e) => setNote(e.target.value)} />
          </div>
        </div>
        <SendFooter onCancel={onClose} onSend={submit} pending={handle.isPending} testId="approval-submit" />
      </DialogContent>
    </Dialog>
  );
}
