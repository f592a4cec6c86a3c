// "Confermi la quantità?": an add whose quantity is far above the stock or above what the customer
// usually orders (shared rule quantity-confirmation) waits here. The safe choice, "Correggi", has
// the focus, so keys typed in a hurry never confirm; confirming adds and hands the keyboard on.
import { useRef } from "react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ProductRow } from "../../../shared/contract/product";
import { searchMessages as m } from "../../../shared/messages/search";
import { Button } from "../../ui/button";
import { rowKey } from "./lookups";
import type { RowState } from "./use-row-state";

export function QuantityConfirmDialog({ row, state }: { row: ProductRow; state: RowState }) {
  const confirmed = useRef(false);
  const c = state.confirmation;
  const code = `${row.precodice} ${row.codice}`;
  return (
    <RadixDialog.Root open={c !== null} onOpenChange={(open) => (open ? undefined : state.cancelConfirmation())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          data-testid="quantity-confirm"
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-5 shadow-xl focus:outline-none"
          onOpenAutoFocus={() => {
            confirmed.current = false;
          }}
          onCloseAutoFocus={(e) => {
            // Back to the quantity to correct it; after a confirmed add, where the row sends the keyboard.
            e.preventDefault();
            if (confirmed.current && state.focusAfterAdd) {
              state.focusAfterAdd();
              return;
            }
            const field = document.querySelector<HTMLInputElement>(`[data-product="${CSS.escape(rowKey(row))}"] [data-qty-input]`);
            field?.focus();
            field?.select();
          }}
        >
          <RadixDialog.Title className="text-lg font-semibold text-slate-900">{m.confirmQtyTitle(c?.qty ?? 0)}</RadixDialog.Title>
          <RadixDialog.Description asChild>
            <div className="mt-2 space-y-1 text-base text-slate-700">
              <p>
                <span className="whitespace-nowrap font-mono font-semibold">{code}</span> — {row.description}
              </p>
              <ul className="list-disc pl-5">{c?.reasons.map((r) => <li key={r}>{r}</li>)}</ul>
            </div>
          </RadixDialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <RadixDialog.Close asChild>
              <Button variant="outline" size="lg" autoFocus>
                {m.confirmQtyFix}
              </Button>
            </RadixDialog.Close>
            <Button
              variant="accent"
              size="lg"
              onClick={() => {
                confirmed.current = true;
                void state.confirmAdd();
              }}
            >
              {m.confirmQtyAdd(c?.qty ?? 0)}
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
