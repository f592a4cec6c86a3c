// The add action of a product row and its badges (not orderable, sold out, coded article). The add
// is disabled with its reason when the product cannot be added whatever the quantity.
import { obsoleteMessages } from "../../../shared/messages/obsolete";
import { OBS_STOCK_SCOPE } from "../../../shared/rules/obsolete";
import { Check, ShoppingCart } from "lucide-react";
import type { ProductRow } from "../../../shared/contract/product";
import { searchMessages as m } from "../../../shared/messages/search";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { cn } from "../../lib/cn";
import type { RowState } from "./use-row-state";

export function Badges({ row, state }: { row: ProductRow; state: RowState }) {
  const soldOut = row.orderable && state.disabledReason !== null;
  const obsolete = row.sScope === OBS_STOCK_SCOPE;
  if (row.orderable && !row.requiresVin && !soldOut && !obsolete) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {obsolete ? (
        <Badge tone="warning" data-testid="obsolete-mark">
          {obsoleteMessages.mark}
          {row.obsoleteDeliveryDays ? ` · ${obsoleteMessages.deliveryDays(row.obsoleteDeliveryDays)}` : ""}
        </Badge>
      ) : null}
      {!row.orderable ? <Badge tone="danger">{m.notOrderableBadge}</Badge> : null}
      {soldOut ? <Badge tone="danger">{state.disabledReason}</Badge> : null}
      {row.requiresVin ? <Badge tone="warning">{m.codedBadge}</Badge> : null}
    </span>
  );
}

/** The add action: "icon" in the table below 1280 px (its name is its label), "table" beside it, "card" full width. */
export function AddButton({ row, state, look }: { row: ProductRow; state: RowState; look: "icon" | "table" | "card" }) {
  if (!state.canAdd) return null;
  if (state.added) {
    return (
      <span className="inline-flex h-11 items-center gap-1 text-sm font-semibold text-emerald-700" role="status">
        <Check className="size-4" aria-hidden /> <span className={look === "icon" ? "sr-only" : undefined}>{m.addedToCart}</span>
      </span>
    );
  }
  return (
    <Button
      variant="accent"
      size={look === "icon" ? "icon" : "md"}
      className={cn(look === "icon" ? "size-11" : look === "table" ? "h-11 px-3" : "h-11 flex-1 text-base")}
      pending={state.pending}
      disabled={state.disabledReason !== null}
      onClick={() => void state.add()}
      aria-label={m.addToCartFor(`${row.precodice} ${row.codice}`)}
      title={state.disabledReason ?? m.addToCart}
      data-testid="add-to-cart"
    >
      {state.pending ? null : <ShoppingCart aria-hidden />}
      {look === "icon" ? null : <span>{m.addToCart}</span>}
    </Button>
  );
}
