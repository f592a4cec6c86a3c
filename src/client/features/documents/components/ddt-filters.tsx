// The delivery-note filter (spec §3): article, date range, number (digits only, without prefixes
// such as B101), order number, order note, line note.
import { useState, type FormEvent } from "react";
import { Search, X } from "lucide-react";
import { DDT_NUMBER_PATTERN, type DdtFilter } from "../../../../shared/contract/documents";
import { documentsMessages as m } from "../../../../shared/messages/documents";
import { ordersMessages } from "../../../../shared/messages/orders";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { CollapsiblePanel } from "../../../ui/collapsible";
import { Input } from "../../../ui/input";
import { FieldError, Label } from "../../../ui/label";

type Draft = { articolo: string; dataBollaStart: string; dataBollaEnd: string; numeroBolla: string; numeroOrdine: string; notaOrdine: string; notaRiga: string };
const empty: Draft = { articolo: "", dataBollaStart: "", dataBollaEnd: "", numeroBolla: "", numeroOrdine: "", notaOrdine: "", notaRiga: "" };

const countActive = (f: Record<string, unknown>) => Object.values(f).filter((v) => typeof v === "string" && v.trim() !== "").length;

export function DdtFilters({ applied, onApply }: { applied: DdtFilter; onApply: (f: DdtFilter) => void }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(empty);
  const numberBad = draft.numeroBolla.trim() !== "" && !DDT_NUMBER_PATTERN.test(draft.numeroBolla.trim());
  const rangeBad = draft.dataBollaStart !== "" && draft.dataBollaEnd !== "" && draft.dataBollaStart > draft.dataBollaEnd;
  const set = (k: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }));
  const n = countActive(applied);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (numberBad || rangeBad) return;
    onApply(Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v !== "")) as DdtFilter);
  };

  return (
    <CollapsiblePanel open={open} onOpenChange={setOpen} title={open ? m.hideFilters : m.showFilters} badge={n ? <Badge tone="brand">{n}</Badge> : null} className="mb-4">
      <form onSubmit={submit} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={m.filters}>
        <div className="space-y-1">
          <Label htmlFor="d-articolo">{m.articolo}</Label>
          <Input id="d-articolo" value={draft.articolo} onChange={set("articolo")} spellCheck={false} maxLength={60} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="d-numero">{m.numeroBolla}</Label>
          <Input id="d-numero" value={draft.numeroBolla} onChange={set("numeroBolla")} inputMode="numeric" maxLength={9} aria-invalid={numberBad} aria-describedby="d-numero-hint" />
          {numberBad ? <FieldError id="d-numero-hint">{m.ddtNumberNumeric}</FieldError> : <p id="d-numero-hint" className="text-xs text-slate-500">{m.numeroBollaHint}</p>}
        </div>
        <div className="space-y-1">
          <Label htmlFor="d-dal">{m.dataBollaStart}</Label>
          <Input id="d-dal" type="date" value={draft.dataBollaStart} max={draft.dataBollaEnd || undefined} onChange={set("dataBollaStart")} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="d-al">{m.dataBollaEnd}</Label>
          <Input id="d-al" type="date" value={draft.dataBollaEnd} min={draft.dataBollaStart || undefined} onChange={set("dataBollaEnd")} aria-invalid={rangeBad} />
          <FieldError>{rangeBad ? ordersMessages.badDateRange : null}</FieldError>
        </div>
        <div className="space-y-1">
          <Label htmlFor="d-ordine">{m.numeroOrdine}</Label>
          <Input id="d-ordine" value={draft.numeroOrdine} onChange={set("numeroOrdine")} inputMode="numeric" maxLength={60} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="d-nota">{m.notaOrdine}</Label>
          <Input id="d-nota" value={draft.notaOrdine} onChange={set("notaOrdine")} maxLength={60} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="d-nota-riga">{m.notaRiga}</Label>
          <Input id="d-nota-riga" value={draft.notaRiga} onChange={set("notaRiga")} maxLength={60} />
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <Button type="submit" disabled={numberBad || rangeBad}>
            <Search aria-hidden /> {m.applyFilters}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setDraft(empty);
              onApply({});
            }}
            disabled={n === 0 && countActive(draft) === 0}
          >
            <X aria-hidden /> {m.clearFilters}
          </Button>
        </div>
      </form>
    </CollapsiblePanel>
  );
}
