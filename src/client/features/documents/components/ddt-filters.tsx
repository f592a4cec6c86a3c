// The delivery-note filter (spec §3): article, date range, number (digits only, without prefixes
// such as B101), order number, order note, line note.
import { DDT_NUMBER_PATTERN, type DdtFilter } from "../../../../shared/contract/documents";
import { documentsMessages as m } from "../../../../shared/messages/documents";
import { ordersMessages } from "../../../../shared/messages/orders";
import { FilterInput, FilterPanel, useFilterDraft } from "../../../components/filtered-list";
import { FieldError } from "../../../ui/label";

const empty = { articolo: "", dataBollaStart: "", dataBollaEnd: "", numeroBolla: "", numeroOrdine: "", notaOrdine: "", notaRiga: "" };
const labels = { show: m.showFilters, hide: m.hideFilters, form: m.filters, apply: m.applyFilters, clear: m.clearFilters };

export function DdtFilters({ applied, onApply }: { applied: DdtFilter; onApply: (f: DdtFilter) => void }) {
  const filter = useFilterDraft(empty, applied, onApply);
  const { draft, field } = filter;
  const numberBad = draft.numeroBolla.trim() !== "" && !DDT_NUMBER_PATTERN.test(draft.numeroBolla.trim());
  const rangeBad = draft.dataBollaStart !== "" && draft.dataBollaEnd !== "" && draft.dataBollaStart > draft.dataBollaEnd;

  return (
    <FilterPanel labels={labels} draft={filter} invalid={numberBad || rangeBad} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" actionsClassName="flex flex-wrap items-end gap-2">
      <FilterInput id="d-articolo" label={m.articolo} {...field("articolo")} spellCheck={false} maxLength={60} />
      <FilterInput id="d-numero" label={m.numeroBolla} {...field("numeroBolla")} inputMode="numeric" maxLength={9} aria-invalid={numberBad} aria-describedby="d-numero-hint">
        {numberBad ? <FieldError id="d-numero-hint">{m.ddtNumberNumeric}</FieldError> : <p id="d-numero-hint" className="text-xs text-slate-500">{m.numeroBollaHint}</p>}
      </FilterInput>
      <FilterInput id="d-dal" label={m.dataBollaStart} type="date" {...field("dataBollaStart")} max={draft.dataBollaEnd || undefined} />
      <FilterInput id="d-al" label={m.dataBollaEnd} type="date" {...field("dataBollaEnd")} min={draft.dataBollaStart || undefined} aria-invalid={rangeBad}>
        <FieldError>{rangeBad ? ordersMessages.badDateRange : null}</FieldError>
      </FilterInput>
      <FilterInput id="d-ordine" label={m.numeroOrdine} {...field("numeroOrdine")} inputMode="numeric" maxLength={60} />
      <FilterInput id="d-nota" label={m.notaOrdine} {...field("notaOrdine")} maxLength={60} />
      <FilterInput id="d-nota-riga" label={m.notaRiga} {...field("notaRiga")} maxLength={60} />
    </FilterPanel>
  );
}
