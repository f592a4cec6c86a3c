// "Confermi la quantità?": an add whose quantity is far above the stock or above what the customer
// usually orders (shared rule quantity-confirmation) waits here. The safe choice, "Correggi", has
// the focus, so keys typed in a hurry never confirm; confirming adds and hands the keyboard on.
import { useRef } from "react";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
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
    <Dialog open={c !== null} onOpenChange={(open) => (open ? undefined : state.cancelConfirmation())}>
      <DialogContent
        data-testid="quantity-confirm"
        closeButton={false}
        className="max-w-md"
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
        <DialogTitle>{m.confirmQtyTitle(c?.qty ?? 0)}</DialogTitle>
        <DialogDescription asChild className="mt-2 space-y-1 text-base text-slate-700">
          <div>
            <p>
              <span className="whitespace-nowrap font-mono font-semibold">{code}</span> — {row.description}
            </p>
            <ul className="list-disc pl-5">{c?.reasons.map((r) => <li key={r}>{r}</li>)}</ul>
          </div>
        </DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" size="lg" autoFocus>
              {m.confirmQtyFix}
            </Button>
          </DialogClose>
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
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
