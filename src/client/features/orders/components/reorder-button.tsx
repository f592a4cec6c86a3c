// "Riordina" on an order (issue 23 part 2, docs/decisions/0032): one tap puts every line still
// orderable in the cart at today's price; the dialog lists what was added and what cannot be
// ordered any more, with the reason and the substitutes (each added with one more tap).
import { useState } from "react";
import { Link } from "react-router-dom";
import { RotateCcw } from "lucide-react";
import type { OrderIdent } from "../../../../shared/contract/orders";
import type { ReorderRefused, ReorderResult } from "../../../../shared/contract/reorder";
import { reorderMessages as m } from "../../../../shared/messages/reorder";
import { ApiError } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useIsOffline } from "../../../offline/connectivity";
import { Button, buttonVariants } from "../../../ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../../ui/dialog";
import { CodedArticleDialog } from "../../../components/coded-article-dialog";
import { useReorder } from "../../reorder/api/reorder-order";
import { useAddToCart } from "../../cart/api/add-to-cart";

export function ReorderButton({ order, label }: { order: OrderIdent; label: string }) {
  const reorder = useReorder();
  const offline = useIsOffline();
  const [result, setResult] = useState<ReorderResult | null>(null);
  const run = () =>
    reorder.mutate(order, {
      onSuccess: (r) => setResult(r),
      onError: (err) => notify.error(`${m.reorderFailed}: ${err instanceof ApiError ? err.message : ""}`.replace(/: $/, "")),
    });
  return (
    <>
      <Button
        variant="outline"
        onClick={run}
        disabled={offline || reorder.isPending}
        pending={reorder.isPending}
        aria-label={offline ? `${m.reorder}: ${m.offlineUnavailable}` : m.reorderLabel(label)}
        title={offline ? m.offlineUnavailable : m.reorderLabel(label)}
      >
        <RotateCcw aria-hidden /> {m.reorder}
      </Button>
      <Dialog open={result !== null} onOpenChange={(o) => !o && setResult(null)}>
        <DialogContent className="max-h-[90vh] overflow-y-auto" aria-describedby={undefined}>
          <DialogHeader title={m.reorderTitle(label)} />
          {result ? <ReorderSummary result={result} /> : null}
          <ResultFooter onClose={() => setResult(null)} />
        </DialogContent>
      </Dialog>
    </>
  );
}

function ResultFooter({ onClose }: { onClose: () => void }) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onClose}>
        {m.close}
      </Button>
      <Link to="/cart" className={buttonVariants({ variant: "primary" })} onClick={onClose}>
        {m.goToCart}
      </Link>
    </DialogFooter>
  );
}

/** A line of the order as the summary lists it: code, description, quantity. */
function LineText({ line, descriptionTone }: { line: { precodice: string; codice: string; description: string; qty: number }; descriptionTone: string }) {
  return (
    <>
      <span className="font-mono font-medium text-slate-900">
        {line.precodice} {line.codice}
      </span>
      <span className={`min-w-0 flex-1 truncate ${descriptionTone}`}>{line.description}</span>
      <span className="tabular-nums text-slate-800">× {line.qty}</span>
    </>
  );
}

function ReorderSummary({ result }: { result: ReorderResult }) {
  const cart = useAddToCart();
  return (
    <div className="space-y-4 text-sm" data-testid="reorder-result">
      <section aria-labelledby="reorder-added">
        <h3 id="reorder-added" className="font-semibold text-emerald-800">
          {result.added.length ? m.addedTitle(result.added.length) : m.noneAdded}
        </h3>
        {result.added.length ? (
          <ul className="mt-1 space-y-1">
            {result.added.map((a) => (
              <li key={a.riga} className="flex gap-2">
                <LineText line={a} descriptionTone="text-slate-600" />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {result.refused.length ? (
        <section aria-labelledby="reorder-refused">
          <h3 id="reorder-refused" className="font-semibold text-red-800">
            {m.refusedTitle(result.refused.length)}
          </h3>
          <ul className="mt-1 space-y-2">
            {result.refused.map((r) => (
              <RefusedLine key={r.riga} line={r} onAdd={(row) => void cart.add({ row, qty: r.qty })} isPending={cart.isPending} />
            ))}
          </ul>
        </section>
      ) : null}
      <CodedArticleDialog {...cart.codedDialog} />
    </div>
  );
}

function RefusedLine({ line, onAdd, isPending }: { line: ReorderRefused; onAdd: (row: ReorderRefused["substitutes"][number]) => void; isPending: (r: { precodice: string; codice: string }) => boolean }) {
  return (
    <li className="rounded-md border border-red-100 bg-red-50 p-2" data-testid="reorder-refused-line">
      <div className="flex gap-2">
        <LineText line={line} descriptionTone="text-slate-700" />
      </div>
      <p className="text-red-900">{line.reason}</p>
      {line.substitutes.length ? (
        <ul className="mt-1 space-y-1">
          {line.substitutes.map((s) => {
            const code = `${s.precodice} ${s.codice}`;
            return (
              <li key={code} className="flex flex-wrap items-center gap-2">
                <span className="text-slate-800">{m.substitutedBy(code)}</span>
                <Button size="sm" variant="outline" className="max-sm:h-11" onClick={() => onAdd(s)} pending={isPending(s)} aria-label={m.addSubstitute(code)}>
                  {m.add}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-slate-600">{m.noSubstitute}</p>
      )}
    </li>
  );
}
