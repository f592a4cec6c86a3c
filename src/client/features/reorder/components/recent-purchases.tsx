// "Acquistati di recente" (issue 23 part 2, docs/decisions/0032): on /home under the search box,
// the parts this customer ordered, newest first, with the last date and quantity, today's net
// price and availability; one tap adds the same quantity through the cart's ordinary add (offline:
// queued like every cart edit). Among search results, the parts already bought get a hint.
import { History, ShoppingCart } from "lucide-react";
import type { RecentPurchase } from "../../../../shared/contract/reorder";
import type { ProductRow } from "../../../../shared/contract/product";
import { reorderMessages as m } from "../../../../shared/messages/reorder";
import { formatItalianDate } from "../../../../shared/rules/italian-date";
import { formatEuro } from "../../../../shared/rules/money";
import { CodedArticleDialog } from "../../../components/coded-article-dialog";
import { QueryError } from "../../../components/query-error";
import { queryView } from "../../../offline/query-view";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { addToCartPrecheck, useAddToCart } from "../../cart/api/add-to-cart";
import { useRecentPurchaseHints, useRecentPurchases } from "../api/recent-purchases";

const day = (iso: string) => formatItalianDate(`${iso}T12:00:00Z`);
const code = (p: ProductRow) => `${p.precodice} ${p.codice}`;

function availabilityText(p: ProductRow): { text: string; tone: string } {
  if (p.disp === null) return { text: m.unknownAvailability, tone: "text-slate-600" };
  return p.disp > 0 ? { text: m.available(p.disp), tone: "text-emerald-800" } : { text: m.unavailable, tone: "text-red-800" };
}

function AddButton({ item, cart }: { item: RecentPurchase; cart: ReturnType<typeof useAddToCart> }) {
  const refused = addToCartPrecheck(item.product, item.lastQty);
  return (
    <Button
      size="sm"
      variant="outline"
      className="max-sm:h-11"
      onClick={() => void cart.add({ row: item.product, qty: item.lastQty })}
      pending={cart.isPending(item.product)}
      disabled={refused !== null}
      title={refused ?? undefined}
      aria-label={refused ? `${m.addLabel(code(item.product), item.lastQty)}: ${refused}` : m.addLabel(code(item.product), item.lastQty)}
    >
      <ShoppingCart aria-hidden /> {m.add}
    </Button>
  );
}

function PurchaseRow({ item, cart }: { item: RecentPurchase; cart: ReturnType<typeof useAddToCart> }) {
  const p = item.product;
  const avail = availabilityText(p);
  return (
    <li className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-0.5 px-3 py-2 sm:grid-cols-[minmax(9rem,auto)_1fr_auto_auto_auto_auto] sm:gap-x-4" data-testid="recent-purchase">
      <span className="font-mono text-sm font-semibold text-slate-900">{code(p)}</span>
      <span className="min-w-0 truncate text-sm text-slate-700 max-sm:col-span-2 max-sm:row-start-2">{p.description}</span>
      <span className="text-xs text-slate-600 max-sm:col-span-2 max-sm:row-start-3 sm:text-sm">
        {m.boughtOn(day(item.lastDate), item.lastQty)}
      </span>
      <span className="text-right text-sm font-semibold tabular-nums text-slate-900 max-sm:hidden" title={m.netNow}>
        {formatEuro(p.netto)}
      </span>
      <span className={`text-xs font-medium max-sm:col-span-2 max-sm:row-start-4 sm:text-sm ${avail.tone}`}>
        <span className="sm:hidden">{formatEuro(p.netto)} · </span>
        {avail.text}
      </span>
      <span className="max-sm:col-start-2 max-sm:row-start-1 justify-self-end">
        <AddButton item={item} cart={cart} />
      </span>
    </li>
  );
}

export function RecentPurchases() {
  const query = useRecentPurchases();
  const cart = useAddToCart();
  const view = queryView(query);
  // Never opened on this device and no network: the home page stays as it is, without the section.
  if (view === "unavailable") return null;
  return (
    <section aria-labelledby="recent-purchases-title" className="rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="recent-purchases">
      <h2 id="recent-purchases-title" className="flex items-center gap-2 border-b border-slate-100 px-3 py-2 text-base font-semibold text-slate-900">
        <History className="size-4 text-brand-700" aria-hidden /> {m.recentTitle}
      </h2>
      {view === "loading" ? (
        <Spinner className="p-3" />
      ) : view === "error" ? (
        <QueryError message={m.recentError} query={query} className="m-3" />
      ) : !query.data?.length ? (
        <p className="px-3 py-2 text-sm text-slate-600">{m.recentEmpty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {query.data.map((item) => (
            <PurchaseRow key={code(item.product)} item={item} cart={cart} />
          ))}
        </ul>
      )}
      <CodedArticleDialog {...cart.codedDialog} />
    </section>
  );
}

/** The search results this customer bought before: "Acquistato il dd/mm/yyyy (qtà N)", one tap to add. */
export function RecentAmongResults({ rows }: { rows: readonly ProductRow[] }) {
  const hints = useRecentPurchaseHints(rows);
  const cart = useAddToCart();
  if (!hints.length) return null;
  return (
    <section aria-labelledby="recent-among-results" className="rounded-lg border border-brand-100 bg-brand-50/60" data-testid="recent-among-results">
      <h2 id="recent-among-results" className="flex items-center gap-2 px-3 pt-2 text-sm font-semibold text-brand-900">
        <History className="size-4" aria-hidden /> {m.recentAmongResults}
      </h2>
      <ul className="divide-y divide-brand-100">
        {hints.map((item) => (
          <PurchaseRow key={code(item.product)} item={item} cart={cart} />
        ))}
      </ul>
      <CodedArticleDialog {...cart.codedDialog} />
    </section>
  );
}
