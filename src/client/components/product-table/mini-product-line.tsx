// A compact product line under a row: a suggested substitute or an equivalent part, with its net
// price, availability, and add (at the minimum quantity) or search.
import { useState } from "react";
import { Search, ShoppingCart } from "lucide-react";
import type { ProductRow } from "../../../shared/contract/product";
import { searchMessages as m } from "../../../shared/messages/search";
import { availabilityIcon } from "../../../shared/rules/availability";
import { formatEuro } from "../../../shared/rules/money";
import { quantityRuleFor } from "../../../shared/rules/quantity-rule";
import { Button } from "../../ui/button";
import { Badge } from "../../ui/badge";
import { AvailabilityDot } from "./availability";
import { ArticleCode } from "../article-line";
import type { AddHandler } from "./use-row-state";

export function MiniProductLine({
  row,
  tag,
  onAdd,
  onSearchCode,
}: {
  row: ProductRow;
  tag?: string;
  onAdd?: AddHandler;
  onSearchCode?: (code: string) => void;
}) {
  const [added, setAdded] = useState(false);
  const [pending, setPending] = useState(false);
  const min = quantityRuleFor(row.precodice, row.codice).min;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-white px-2 py-1.5 ring-1 ring-slate-200" data-testid="mini-product">
      {tag ? <Badge tone="brand">{tag}</Badge> : null}
      <span className="font-mono text-sm font-semibold text-slate-900"><ArticleCode article={row} /></span>
      <span className="min-w-0 flex-1 truncate text-xs text-slate-600" title={row.description}>
        {row.brand ? <span className="font-semibold text-slate-700">{row.brand} · </span> : null}
        {row.description}
      </span>
      <span className="tabular text-sm font-semibold text-slate-900">{formatEuro(row.netto)}</span>
      <span className="inline-flex items-center gap-1 text-xs text-slate-600">
        <AvailabilityDot icon={availabilityIcon(row.disp, min)} className="size-3" />
        <span className="tabular">{row.disp ?? "—"}</span>
      </span>
      <span className="flex gap-1">
        {onSearchCode ? (
          <Button size="sm" variant="ghost" onClick={() => onSearchCode(row.codice)} aria-label={m.searchThisCode(row.codice)} title={m.searchThisCode(row.codice)}>
            <Search aria-hidden />
          </Button>
        ) : null}
        {onAdd ? (
          <Button
            size="sm"
            variant={added ? "outline" : "accent"}
            pending={pending}
            disabled={!row.orderable || added}
            onClick={async () => {
              setPending(true);
              try {
                setAdded(await onAdd(row, min, ""));
              } finally {
                setPending(false);
              }
            }}
            aria-label={m.addToCartFor(`${row.precodice} ${row.codice}`)}
            title={row.orderable ? m.addToCart : m.notOrderableBadge}
          >
            {pending ? null : <ShoppingCart aria-hidden />}
            <span className="hidden sm:inline">{added ? m.addedToCart : min > 1 ? m.addPieces(min) : m.addToCart}</span>
          </Button>
        ) : null}
      </span>
    </li>
  );
}
