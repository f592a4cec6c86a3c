// The order filter of spec §3 (article, order number, order notes, line notes, date range),
// applied on submit.
import { useState, type FormEvent } from "react";
import { Search, X } from "lucide-react";
import type { OrderFilter } from "../../../../shared/contract/orders";
import { ordersMessages as m } from "../../../../shared/messages/orders";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { CollapsiblePanel } from "../../../ui/collapsible";
import { Input } from "../../../ui/input";
import { FieldError, Label } from "../../../ui/label";

export const emptyOrderFilter: Required<OrderFilter> = { articolo: "", numeroOrdine: "", notaOrdine: "", notaRiga: "", dataOrdineStart: "", dataOrdineEnd: "" };

export function activeCount(f: OrderFilter): number {
  return Object.values(f).filter((v) => typeof v === "string" && v.trim() !== "").length;
}

export function OrderFilters({ applied, onApply }: { applied: OrderFilter; onApply: (f: OrderFilter) => void }) {
  const [open, setOpen] = useState(activeCount(applied) > 0);
  const [draft, setDraft] = useState<Required<OrderFilter>>({ ...emptyOrderFilter, ...applied } as Required<OrderFilter>);
  const badRange = draft.dataOrdineStart !== "" && draft.dataOrdineEnd !== "" && draft.dataOrdineStart > draft.dataOrdineEnd;
  const set = (k: keyof OrderFilter) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }));
  const n = activeCount(applied);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (badRange) return;
    const trimmed = Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v !== "")) as OrderFilter;
    onApply(trimmed);
  };
  const clear = () => {
    setDraft(emptyOrderFilter);
    onApply({});
  };

  return (
    <CollapsiblePanel open={open} onOpenChange={setOpen} title={open ? m.hideFilters : m.showFilters} badge={n ? <Badge tone="brand">{n}</Badge> : null} className="mb-4">
      <form onSubmit={submit} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={m.filters}>
        <div className="space-y-1">
          <Label htmlFor="f-articolo">{m.articolo}</Label>
          <Input id="f-articolo" value={draft.articolo} onChange={set("articolo")} autoCapitalize="characters" spellCheck={false} maxLength={60} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="f-numero">{m.numeroOrdine}</Label>
          <Input id="f-numero" value={draft.numeroOrdine} onChange={set("numeroOrdine")} inputMode="numeric" maxLength={60} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="f-nota">{m.notaOrdine}</Label>
          <Input id="f-nota" value={draft.notaOrdine} onChange={set("notaOrdine")} maxLength={60} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="f-nota-riga">{m.notaRiga}</Label>
          <Input id="f-nota-riga" value={draft.notaRiga} onChange={set("notaRiga")} maxLength={60} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="f-dal">{m.dataOrdineStart}</Label>
          <Input id="f-dal" type="date" value={draft.dataOrdineStart} max={draft.dataOrdineEnd || undefined} onChange={set("dataOrdineStart")} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="f-al">{m.dataOrdineEnd}</Label>
          <Input id="f-al" type="date" value={draft.dataOrdineEnd} min={draft.dataOrdineStart || undefined} onChange={set("dataOrdineEnd")} aria-invalid={badRange} aria-describedby="f-al-error" />
          <FieldError id="f-al-error">{badRange ? m.badDateRange : null}</FieldError>
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
          <Button type="submit" disabled={badRange}>
            <Search aria-hidden /> {m.applyFilters}
          </Button>
          <Button variant="outline" onClick={clear} disabled={n === 0 && activeCount(draft) === 0}>
            <X aria-hidden /> {m.clearFilters}
          </Button>
        </div>
      </form>
    </CollapsiblePanel>
  );
}
