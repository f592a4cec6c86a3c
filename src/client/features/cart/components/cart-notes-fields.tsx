import { useId, type ReactNode } from "react";
import { Input, Textarea } from "../../../ui/input";
import { Label } from "../../../ui/label";
import { cartMessages } from "../../../../shared/messages/cart";
import { OPERATOR_NOTE_MAX, ORDER_REF_MAX } from "../../../../shared/rules/limits";
import type { CartNotes } from "../api/add-cart-notes";

/** A labelled field with how much of its maximum is typed, beside the label. */
function CountedField({ id, label, length, max, children }: { id: string; label: string; length: number; max: number; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <span className="text-xs tabular-nums text-slate-500" aria-hidden>
          {length}/{max}
        </span>
      </div>
      {children}
    </div>
  );
}

/** Customer order reference (≤ 30) and note for operators (≤ 500), with what is left to type. */
export function CartNotesFields({ value, onChange, disabled }: { value: CartNotes; onChange: (v: CartNotes) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="space-y-3">
      <CountedField id={`${id}-ref`} label={cartMessages.orderRef} length={value.cRifOrdCli.length} max={ORDER_REF_MAX}>
        <Input id={`${id}-ref`} value={value.cRifOrdCli} maxLength={ORDER_REF_MAX} onChange={(e) => onChange({ ...value, cRifOrdCli: e.target.value })} disabled={disabled} autoComplete="off" data-testid="order-ref" />
      </CountedField>
      <CountedField id={`${id}-note`} label={cartMessages.operatorNote} length={value.cartNotes.length} max={OPERATOR_NOTE_MAX}>
        <Textarea id={`${id}-note`} value={value.cartNotes} maxLength={OPERATOR_NOTE_MAX} rows={3} onChange={(e) => onChange({ ...value, cartNotes: e.target.value })} disabled={disabled} data-testid="operator-note" />
      </CountedField>
    </div>
  );
}
