import { useId } from "react";
import { Input, Textarea } from "../../../ui/input";
import { Label } from "../../../ui/label";
import { cartMessages } from "../../../../shared/messages/cart";
import { OPERATOR_NOTE_MAX, ORDER_REF_MAX } from "../../../../shared/rules/limits";
import type { CartNotes } from "../api/add-cart-notes";

/** Customer order reference (≤ 30) and note for operators (≤ 500), with what is left to type. */
export function CartNotesFields({ value, onChange, disabled }: { value: CartNotes; onChange: (v: CartNotes) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={`${id}-ref`}>{cartMessages.orderRef}</Label>
          <span className="text-xs tabular-nums text-slate-500" aria-hidden>
            {value.cRifOrdCli.length}/{ORDER_REF_MAX}
          </span>
        </div>
        <Input
          id={`${id}-ref`}
          value={value.cRifOrdCli}
          maxLength={ORDER_REF_MAX}
          onChange={(e) => onChange({ ...value, cRifOrdCli: e.target.value })}
          disabled={disabled}
          autoComplete="off"
          data-testid="order-ref"
        />
      </div>
      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={`${id}-note`}>{cartMessages.operatorNote}</Label>
          <span className="text-xs tabular-nums text-slate-500" aria-hidden>
            {value.cartNotes.length}/{OPERATOR_NOTE_MAX}
          </span>
        </div>
        <Textarea
          id={`${id}-note`}
          value={value.cartNotes}
          maxLength={OPERATOR_NOTE_MAX}
          rows={3}
          onChange={(e) => onChange({ ...value, cartNotes: e.target.value })}
          disabled={disabled}
          data-testid="operator-note"
        />
      </div>
    </div>
  );
}
