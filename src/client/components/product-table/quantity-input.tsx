// The quantity field of a product row. Enter adds to the cart; arrow up/down move to the previous
// or next product's quantity, so a counter can work through a result list by keyboard alone.
// While the add is on its way, and once the product is added, the field is read-only: keys typed
// in a hurry never change or re-add it. Its message (error, or the pack-size rounding notice) is a
// single line, shown by QuantityMessage where the layout has room for it.
import type { KeyboardEvent } from "react";
import type { ProductRow } from "../../../shared/contract/product";
import { searchMessages as m } from "../../../shared/messages/search";
import { cn } from "../../lib/cn";
import type { RowState } from "./use-row-state";

export const QTY_INPUT_ATTR = "data-qty-input";

function moveFocus(from: HTMLElement, delta: number): void {
  const all = Array.from(document.querySelectorAll<HTMLInputElement>(`[${QTY_INPUT_ATTR}]:not(:disabled)`));
  const i = all.indexOf(from as HTMLInputElement);
  const next = all[i + delta];
  if (next) {
    next.focus();
    next.select();
  }
}

const messageId = (row: ProductRow) => `qty-msg-${row.precodice}-${row.codice}`.replace(/[^\w-]/g, "_");

export function QuantityInput({ row, state, className }: { row: ProductRow; state: RowState; className?: string }) {
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Enter") {
      e.preventDefault();
      if (!state.locked) void state.add();
    } else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!state.locked) state.commitQty();
      moveFocus(e.currentTarget, e.key === "ArrowDown" ? 1 : -1);
    }
  }
  const hasMessage = state.qtyError !== null || state.qtyNotice !== null;
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
        aria-describedby={hasMessage ? messageId(row) : undefined}
        title={state.disabledReason ?? (state.rule.step > 1 ? m.quantityStep(state.rule.step) : undefined)}
        value={state.qtyText}
        disabled={state.disabledReason !== null}
        readOnly={state.locked}
        onChange={(e) => state.setQty(e.target.value)}
        onBlur={() => {
          if (!state.locked) state.commitQty();
        }}
        onFocus={(e) => e.currentTarget.select()}
        onKeyDown={onKeyDown}
        className="tabular h-11 w-full min-w-14 rounded-md border border-slate-300 bg-white px-2 text-right text-base text-slate-900 read-only:bg-slate-50 read-only:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:bg-slate-100 aria-[invalid=true]:border-red-500"
      />
    </div>
  );
}

/** The quantity's message on one line: the rule's error (red) or the pack-size notice (amber). */
export function QuantityMessage({ row, state, className }: { row: ProductRow; state: RowState; className?: string }) {
  const text = state.qtyError ?? state.qtyNotice;
  if (!text) return null;
  const error = state.qtyError !== null;
  return (
    <p
      id={messageId(row)}
      role={error ? "alert" : "status"}
      data-testid="quantity-message"
      className={cn("whitespace-nowrap text-sm font-medium leading-tight", error ? "text-red-700" : "text-amber-800", className)}
    >
      {text}
    </p>
  );
}
