// Adding or changing a report: customer, kind of activity, day (DD/MM/YYYY), done or planned (a day
// after today is always planned) and the text, checked
// with the same schema the server uses; a refusal of the server shows its message here (§8).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { postVisitSchema, type AgentCustomer } from "../../../../shared/contract/visits";
import { visitMessages as m } from "../../../../shared/messages/visits";
import { isFutureDay, isoToItalianDay, italianDayToIso, VISIT_TEXT_MAX, VISIT_TYPES, type VisitType } from "../../../../shared/rules/visits";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Checkbox } from "../../../ui/checkbox";
import { SelectField, TextField } from "../../../ui/form-fields";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader } from "../../../ui/dialog";
import { Textarea } from "../../../ui/input";
import { FieldError, Label } from "../../../ui/label";
import type { VisitDraft } from "../api/visit-edits";

export interface VisitFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  customers: AgentCustomer[];
  initial: VisitDraft;
  /** Today (YYYY-MM-DD, Rome): a later day is planned. */
  today: string;
  /** Resolves when saved (or queued); throws with the message to show. */
  onSave: (draft: VisitDraft) => Promise<void>;
}

type Errors = Partial<Record<"uIdCliente" | "vType" | "vDate" | "vText", string>>;

export function VisitFormDialog({ open, onOpenChange, title, customers, initial, today, onSave }: VisitFormProps) {
  const [customer, setCustomer] = useState(initial.uIdCliente ? String(initial.uIdCliente) : "");
  const [type, setType] = useState<VisitType>(initial.vType);
  const [dayText, setDayText] = useState(isoToItalianDay(initial.vDate));
  const [text, setText] = useState(initial.vText);
  const [done, setDone] = useState(initial.done);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const firstField = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    if (!open) return;
    setCustomer(initial.uIdCliente ? String(initial.uIdCliente) : "");
    setType(initial.vType);
    setDayText(isoToItalianDay(initial.vDate));
    setText(initial.vText);
    setDone(initial.done);
    setErrors({});
    setServerError(null);
  }, [open, initial]);

  const typedDay = italianDayToIso(dayText);
  const future = typedDay !== null && isFutureDay(typedDay, today);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const vDate = italianDayToIso(dayText);
    const parsed = postVisitSchema.safeParse({ vDate: vDate ?? "", vType: type, vText: text, uIdCliente: customer || undefined, done: done && !future });
    const next: Errors = {};
    if (!vDate) next.vDate = m.dayInvalid;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        if (!next[key]) next[key] = issue.message;
      }
    }
    setErrors(next);
    if (Object.keys(next).length || !parsed.success) return;
    const ragSoc = customers.find((c) => c.customerId === parsed.data.uIdCliente)?.businessName ?? "";
    setSaving(true);
    setServerError(null);
    try {
      await onSave({ ...parsed.data, ragSoc, done: parsed.data.done ?? false });
      onOpenChange(false);
    } catch (err) {
      setServerError(err instanceof Error ? err.message : m.createError);
    } finally {
      setSaving(false);
    }
  }

  const describedBy = (key: keyof Errors) => (errors[key] ? `visit-${key}-error` : undefined);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent initialFocus={firstField} className="max-h-[calc(100dvh-1rem)] overflow-y-auto" aria-describedby={undefined}>
        <DialogHeader title={title} />
        <form onSubmit={submit} noValidate className="space-y-4">
          {serverError ? <Alert tone="error">{serverError}</Alert> : null}
          <SelectField id="visit-customer" label={m.customer} value={customer} onChange={setCustomer} error={errors.uIdCliente} selectProps={{ ref: firstField, className: "h-12" }}>
            <option value="">{m.customerPlaceholder}</option>
            {customers.map((c) => (
              <option key={c.customerId} value={c.customerId}>
                {c.businessName}
              </option>
            ))}
          </SelectField>
          <fieldset className="space-y-1.5" aria-describedby={describedBy("vType")}>
            <legend className="mb-1.5 text-sm font-medium text-slate-700">{m.type}</legend>
            <div className="grid grid-cols-3 gap-2">
              {VISIT_TYPES.map((t) => (
                <label key={t} className="relative block">
                  <input type="radio" name="visit-type" value={t} checked={type === t} onChange={() => setType(t)} className="peer sr-only" />
                  <span className="flex h-12 cursor-pointer items-center justify-center rounded-md border border-slate-300 bg-white px-1 text-center text-sm font-medium leading-tight text-slate-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2">
                    {t}
                  </span>
                </label>
              ))}
            </div>
            <FieldError id="visit-vType-error">{errors.vType}</FieldError>
          </fieldset>
          <TextField id="visit-date" label={`${m.date} (GG/MM/AAAA)`} inputMode="numeric" value={dayText} onChange={setDayText} error={errors.vDate} inputProps={{ className: "h-12 tabular-nums sm:max-w-48" }} />
          <div className="space-y-1">
            <div className="flex min-h-11 items-center gap-3">
              <Checkbox id="visit-done" checked={done && !future} onCheckedChange={setDone} disabled={future} aria-describedby={future ? "visit-done-hint" : undefined} />
              <Label htmlFor="visit-done" className={future ? "text-slate-500" : undefined}>
                {m.doneLabel}
              </Label>
            </div>
            {future ? (
              <p id="visit-done-hint" className="text-sm text-slate-600">
                {m.doneFutureHint}
              </p>
            ) : null}
          </div>
          <div className="space-y-1.5">
            <div className="flex items-baseline justify-between gap-2">
              <Label htmlFor="visit-text">{m.text}</Label>
              <span className="text-xs tabular-nums text-slate-500" aria-live="polite">
                {m.textCount(text.length)}
              </span>
            </div>
            <Textarea
              id="visit-text"
              rows={5}
              maxLength={VISIT_TEXT_MAX}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={errors.vText ? true : undefined}
              aria-describedby={describedBy("vText")}
            />
            <FieldError id="visit-vText-error">{errors.vText}</FieldError>
          </div>
          <DialogFooter className="mt-0 grid grid-cols-2 pt-1 sm:flex">
            <DialogClose asChild>
              <Button variant="outline" className="h-12">
                {m.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" className="h-12" pending={saving}>
              {m.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
