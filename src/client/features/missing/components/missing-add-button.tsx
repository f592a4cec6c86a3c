// /missing: "Aggiungi al carrello" on a missing line whose product is available again (issue 23
// part 2, docs/decisions/0032). The line's quantity goes through the cart's ordinary add (offline:
// queued in the outbox like every cart edit); otherwise the button is disabled with the reason.
import { ShoppingCart } from "lucide-react";
import type { MissingAvailability } from "../../../../shared/contract/reorder";
import { reorderMessages as m } from "../../../../shared/messages/reorder";
import { Button } from "../../../ui/button";
import type { useAddToCart } from "../../cart/api/add-to-cart";

type Entry = MissingAvailability[number];

function missingAddText(entry: Entry | undefined, loading: boolean): string {
  if (!entry) return loading ? m.missingChecking : m.missingStillUnavailable;
  return entry.available ? m.missingNowAvailable : (entry.reason ?? m.missingStillUnavailable);
}

type Cart = ReturnType<typeof useAddToCart>;

export function MissingAddButton({ entry, loading, add, isPending }: { entry: Entry | undefined; loading: boolean; add: Cart["add"]; isPending: Cart["isPending"] }) {
  const text = missingAddText(entry, loading);
  const product = entry?.available ? entry.product : null;
  if (!entry || !product) {
    return (
      <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
        <Button size="sm" variant="outline" className="max-sm:h-11" disabled aria-label={`${m.addMissing}: ${text}`}>
          <ShoppingCart aria-hidden /> {m.add}
        </Button>
        <span className="text-xs text-slate-600">{text}</span>
      </div>
    );
  }
  const code = `${product.precodice} ${product.codice}`;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
      <Button size="sm" className="max-sm:h-11" onClick={() => void add({ row: product, qty: entry.qty })} pending={isPending(product)} aria-label={m.addMissingLabel(code, entry.qty)}>
        <ShoppingCart aria-hidden /> {m.add}
      </Button>
      <span className="text-xs font-medium text-emerald-800">{text}</span>
    </div>
  );
}
