// The quantity field of a product row. Enter adds to the cart; arrow up/down move to the previous
// or next product's quantity, so a counter can work through a result list by keyboard alone.
import type { KeyboardEvent } from "react";
import type { ProductRow } from "../../../shared/contract/product";
import { searchMessages as m } from "../../../shared/messages/search";
import { cn } from "../../lib/cn";
import type { RowState } from "./use-row-state";

export const QTY_INPUT_ATTR = "data-qty-input";

function moveFocus(from: HTMLElement, delta: number): void {
  const all = Array.from(document.querySelectorAll<HTMLInputElement>(`[${QTY_INPUT_ATTR}]`));
  const i = all.indexOf(from as HTMLInputElement);
  const next = all[i + delta];
  if (next) {
    next.focus();
    next.select();
  }
}

export function QuantityInput({ row, state, disabled, className }: { row: ProductRow; state: RowState; disabled?: boolean; className?: string }) {
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Enter") {
      e.preventDefault();
      void state.add();
    } else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      state.commitQty();
      moveFocus(e.currentTarget, e.key === "ArrowDown" ? 1 : -1);
    }
  }
  const errorId = `qty-err-${row.precodice}-${row.codice}`.replace(/[^\w-]/g, "_");
  return (
    <div className={cn("min-w-0", className)}>
      <input
        {...{ [QTY_INPUT_ATTR]: "" }}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="send"
        aria-label={m.quantityFor(`${row.precodice} ${row.codice}`)}
        aria-invalid={state.qtyError ? true : undefined}
        aria-describedby={state.qtyError ? errorId : undefined}
        title={state.rule.step > 1 ? m.quantityStep(state.rule.step) : undefined}
        value={state.qtyText}
        disabled={disabled}
        onChange={(e) => state.setQty(e.target.value)}
        onBlur={() => state.commitQty()}
        onFocus={(e) => e.currentTarget.select()}
        onKeyDown={onKeyDown}
        className="tabular h-10 w-full min-w-14 rounded-md border border-slate-300 bg-white px-2 text-right text-base text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:bg-slate-100 aria-[invalid=true]:border-red-500"
      />
      {state.qtyError ? (
        <p id={errorId} role="alert" className="mt-1 text-xs leading-tight text-red-700">
          {state.qtyError}
        </p>
      ) : null}
    </div>
  );
}
