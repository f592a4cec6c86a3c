import { useEffect, useId, useState } from "react";
import { Checkbox } from "../../../ui/checkbox";
import { cartMessages } from "../../../../shared/messages/cart";
import { URGENT_LOCK_MS } from "../../../../shared/rules/limits";
import { notify } from "../../../lib/notify";
import { errorMessage } from "../../../lib/api-client";
import { useChangeOrderPriority } from "../api/change-order-priority";

/** 'Ordine urgente' (only on /cart): disabled for 5 s after each change (spec §4). */
export function UrgentCheckbox({ checked, disabled }: { checked: boolean; disabled?: boolean }) {
  const id = useId();
  const change = useChangeOrderPriority();
  const [locked, setLocked] = useState(false);

  useEffect(() => {
    if (!locked) return;
    const t = setTimeout(() => setLocked(false), URGENT_LOCK_MS);
    return () => clearTimeout(t);
  }, [locked]);

  function toggle(next: boolean) {
    setLocked(true);
    change.mutate(next, {
      onError: (err) => notify.error(`${errorMessage(err, cartMessages.updateFailed)} — ${cartMessages.priorityUnavailable}`),
    });
  }

  const value = change.isPending && change.variables !== undefined ? change.variables : checked;
  return (
    <div className="flex items-start gap-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2.5">
      <Checkbox id={id} checked={value} onCheckedChange={toggle} disabled={disabled || locked || change.isPending} className="mt-0.5" aria-label={cartMessages.urgent} />
      <label htmlFor={id} className="cursor-pointer select-none">
        <span className="block text-sm font-semibold text-slate-900">{cartMessages.urgent}</span>
        <span className="block text-xs text-slate-600">{cartMessages.urgentHint}</span>
      </label>
    </div>
  );
}
