import { useEffect, useId, useState } from "react";
import { ArrowDown, ArrowUp, Plus, Search, X } from "lucide-react";
import type { ProductRow } from "../../../../../shared/contract/product";
import { promoMessages as m } from "../../../../../shared/messages/promos";
import { checkSearchInput } from "../../../../../shared/rules/search-input";
import { formatEuro } from "../../../../../shared/rules/money";
import { errorMessage } from "../../../../lib/api-client";
import { Button } from "../../../../ui/button";
import { Input } from "../../../../ui/input";
import { Label } from "../../../../ui/label";
import { Spinner } from "../../../../ui/spinner";
import { searchPromoProducts } from "../../api/search-products";
import { moved } from "../../../../lib/moved";

export interface PickedProduct {
  precodice: string;
  codice: string;
  description: string;
}

const keyOf = (p: { precodice: string; codice: string }) => `${p.precodice}/${p.codice}`;

/** The promo's product list: search codes (same matching as the home search) and add, reorder, remove. */
export function ProductPicker({ value, onChange }: { value: PickedProduct[]; onChange: (next: PickedProduct[]) => void }) {
  const id = useId();
  const [text, setText] = useState("");
  const [state, setState] = useState<{ status: "idle" | "pending" | "done" | "error"; rows: ProductRow[]; message?: string }>({ status: "idle", rows: [] });
  const check = checkSearchInput(text);

  useEffect(() => {
    if (!check.ok) return;
    const ctrl = new AbortController();
    const timer = window.setTimeout(() => {
      setState((s) => ({ ...s, status: "pending" }));
      searchPromoProducts(check.value, ctrl.signal)
        .then((rows) => setState({ status: "done", rows }))
        .catch((err: unknown) => {
          if (!ctrl.signal.aborted) setState({ status: "error", rows: [], message: errorMessage(err, m.productSearchFailed) });
        });
    }, 300);
    return () => {
      ctrl.abort();
      window.clearTimeout(timer);
    };
  }, [check.ok, check.ok ? check.value : ""]); // eslint-disable-line react-hooks/exhaustive-deps

  const chosen = new Set(value.map(keyOf));
  const move = (i: number, by: number) => onChange(moved(value, i, by));

  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <Label htmlFor={`${id}-q`}>{m.productSearchLabel}</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
          <Input id={`${id}-q`} value={text} onChange={(e) => setText(e.target.value)} placeholder={m.productSearchPlaceholder} className="pl-9" autoComplete="off" />
        </div>
      </div>
      {check.ok ? (
        <div aria-live="polite" className="max-h-72 overflow-y-auto rounded-md border border-slate-200">
          {state.status === "pending" ? (
            <Spinner className="p-3" />
          ) : state.status === "error" ? (
            <p className="p-3 text-sm text-red-700">{state.message}</p>
          ) : state.status === "done" && state.rows.length === 0 ? (
            <p className="p-3 text-sm text-slate-600">{m.productSearchEmpty}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {state.rows.map((r) => {
                const added = chosen.has(keyOf(r));
                return (
                  <li key={keyOf(r)} className="flex items-center gap-3 px-3 py-2 text-sm">
                    <div className="min-w-0 flex-1">
                      <p className="font-mono font-semibold text-slate-900">
                        {r.precodice} {r.codice}
                      </p>
                      <p className="truncate text-slate-600">
                        {r.description} · {formatEuro(r.listino)}
                      </p>
                    </div>
                    <Button
                      size="sm"
                      variant={added ? "ghost" : "outline"}
                      disabled={added}
                      onClick={() => onChange([...value, { precodice: r.precodice, codice: r.codice, description: r.description }])}
                      aria-label={`${m.productAdd} ${r.precodice} ${r.codice}`}
                    >
                      {added ? null : <Plus aria-hidden />}
                      {added ? m.productAdded : m.productAdd}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}

      {value.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-3 text-sm text-slate-600">{m.noProductsYet}</p>
      ) : (
        <ol className="max-h-[32rem] divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200" aria-label={m.fieldProducts}>
          {value.map((p, i) => (
            <li key={keyOf(p)} className="flex items-center gap-2 px-3 py-1.5 text-sm">
              <span className="w-6 shrink-0 text-right text-xs text-slate-500 tabular">{i + 1}</span>
              <div className="min-w-0 flex-1">
                <p className="whitespace-nowrap font-mono font-semibold text-slate-900">
                  {p.precodice} {p.codice}
                </p>
                {p.description ? <p className="truncate text-xs text-slate-600">{p.description}</p> : null}
              </div>
              <Button size="icon" variant="ghost" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`${m.moveUp}: ${p.codice}`}>
                <ArrowUp />
              </Button>
              <Button size="icon" variant="ghost" disabled={i === value.length - 1} onClick={() => move(i, 1)} aria-label={`${m.moveDown}: ${p.codice}`}>
                <ArrowDown />
              </Button>
              <Button size="icon" variant="ghost" onClick={() => onChange(value.filter((_, j) => j !== i))} aria-label={`${m.remove}: ${p.precodice} ${p.codice}`}>
                <X />
              </Button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
