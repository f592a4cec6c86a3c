// The return request modal (spec document 2, §5): reason required, quantity 1 to what is left on
// the delivery-note line (default 1), the note required for reason 4 (plate and reason; blank
// refused); changing the reason away from 4 clears the note (§4). Optional photos of the part
// (same limits as the quote). Server errors in an alert.
import { useEffect, useId, useState } from "react";
import type { ReturnLine } from "../../../../shared/contract/returns";
import { returnMessages as m } from "../../../../shared/messages/returns";
import { REASON_NEEDS_NOTE, RETURN_NOTE_MAX } from "../../../../shared/rules/returns";
import { formatItalianDate } from "../../../../shared/rules/italian-date";
import { Alert } from "../../../ui/alert";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../ui/dialog";
import { SendFooter } from "./return-parts";
import { Input, Textarea } from "../../../ui/input";
import { FieldError, Label } from "../../../ui/label";
import { useReturnActions, useReturnReasons } from "../api/returns-api";
import { PhotoPicker } from "./photo-picker";
import { closeOnSuccess } from "../../../lib/dialog-mutation";

export function RequestDialog({ line, onClose }: { line: ReturnLine | null; onClose: () => void }) {
  const id = useId();
  const reasons = useReturnReasons();
  const { add } = useReturnActions();
  const [rrId, setRrId] = useState("");
  const [qty, setQty] = useState("1");
  const [note, setNote] = useState("");
  const [photos, setPhotos] = useState<File[]>([]);
  const [photosError, setPhotosError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    setRrId("");
    setQty("1");
    setNote("");
    setPhotos([]);
    setPhotosError(null);
    setErrors({});
    setServerError(null);
  }, [line]);

  if (!line) return null;
  const max = line.qta_rendibile;

  function submit() {
    if (!line) return;
    const e: Record<string, string> = {};
    if (!rrId) e.reason = m.reasonRequired;
    const n = Number(qty);
    if (qty.trim() === "" || !Number.isInteger(n)) e.qty = m.qtyRequired;
    else if (n < 1) e.qty = m.qtyMin;
    else if (n > max) e.qty = m.qtyTooHigh(max);
    if (Number(rrId) === REASON_NEEDS_NOTE && note.trim() === "") e.note = m.noteRequired;
    setErrors(e);
    if (Object.keys(e).length || photosError) return;
    setServerError(null);
    add.mutate(
      {
        rPrecode: line.precodice,
        rCode: line.articolo,
        rQnt: n,
        rOutboundDdtType: line.td_bolla,
        rOutboundDdt: line.num_bolla,
        rOutboundDdtDate: line.data_bolla,
        rOutboundDdtRow: line.riga_bolla,
        rNote: note,
        rrId: Number(rrId),
        photos,
      },
      closeOnSuccess({ success: m.requested, onClose, showError: setServerError, fallbackError: m.loadError }),
    );
  }

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.askReturn}</DialogTitle>
          <DialogDescription>
            {line.precodice} {line.articolo} – {line.descr_articolo} · {line.td_bolla} {line.num_bolla} del {formatItalianDate(`${line.data_bolla}T12:00:00Z`)}
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {serverError ? <Alert tone="error">{serverError}</Alert> : null}
          {reasons.isError ? <Alert tone="error">{m.reasonsError}</Alert> : null}
          <div>
            <Label htmlFor={`${id}-reason`}>{m.reason}</Label>
            <select
              id={`${id}-reason`}
              value={rrId}
              onChange={(e) => {
                setRrId(e.target.value);
                if (Number(e.target.value) !== REASON_NEEDS_NOTE) setNote("");
              }}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${id}-reason-err` : undefined}
              className="mt-1 h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
              data-testid="return-reason"
            >
              <option value="">—</option>
              {(reasons.data ?? []).map((r) => (
                <option key={r.rrId} value={r.rrId}>
                  {r.rrExtendedText}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-reason-err`}>{errors.reason}</FieldError>
          </div>
          <div>
            <Label htmlFor={`${id}-qty`}>
              {m.quantity} (1–{max})
            </Label>
            <Input id={`${id}-qty`} type="number" inputMode="numeric" min={1} max={max} value={qty} onChange={(e) => setQty(e.target.value)} aria-invalid={errors.qty ? true : undefined} aria-describedby={errors.qty ? `${id}-qty-err` : undefined} data-testid="return-qty" />
            <FieldError id={`${id}-qty-err`}>{errors.qty}</FieldError>
          </div>
          <div>
            <Label htmlFor={`${id}-note`}>{m.note}</Label>
            <Textarea
              id={`${id}-note`}
              value={note}
              maxLength={RETURN_NOTE_MAX}
              rows={3}
              placeholder={Number(rrId) === REASON_NEEDS_NOTE ? m.notePlate : ""}
              onChange={(e) => setNote(e.target.value)}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={errors.note ? `${id}-note-err` : undefined}
              data-testid="return-note"
            />
            <FieldError id={`${id}-note-err`}>{errors.note}</FieldError>
          </div>
          <PhotoPicker
            id={`${id}-photos`}
            files={photos}
            error={photosError}
            onChange={(files, error) => {
              setPhotos(files);
              setPhotosError(error);
            }}
          />
        </form>
        <SendFooter onCancel={onClose} onSend={submit} pending={add.isPending} testId="return-submit" />
      </DialogContent>
    </Dialog>
  );
}
