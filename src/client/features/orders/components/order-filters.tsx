// The order filter of spec §3 (article, order number, order notes, line notes, date range),
// applied on submit.
import type { OrderFilter } from "../../../../shared/contract/orders";
import { ordersMessages as m } from "../../../../shared/messages/orders";
import { FilterInput, FilterPanel, useFilterDraft } from "../../../components/filtered-list";
import { FieldError } from "../../../ui/label";

const empty: Required<OrderFilter> = { articolo: "", numeroOrdine: "", notaOrdine: "", notaRiga: "", dataOrdineStart: "", dataOrdineEnd: "" };
const labels = { show: m.showFilters, hide: m.hideFilters, form: m.filters, apply: m.applyFilters, clear: m.clearFilters };

export function OrderFilters({ applied, onApply }: { applied: OrderFilter; onApply: (f: OrderFilter) => void }) {
  const filter = useFilterDraft(empty, applied, onApply);
  const { draft, field } = filter;
  const badRange = draft.dataOrdineStart !== "" && draft.dataOrdineEnd !== "" && draft.dataOrdineStart > draft.dataOrdineEnd;

  return (
    <FilterPanel labels={labels} draft={filter} invalid={badRange} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" actionsClassName="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
      <FilterInput id="f-articolo" label={m.articolo} {...field("articolo")} autoCapitalize="characters" spellCheck={false} maxLength={60} />
      <FilterInput id="f-numero" label={m.numeroOrdine} {...field("numeroOrdine")} inputMode="numeric" maxLength={60} />
      <FilterInput id="f-nota" label={m.notaOrdine} {...field("notaOrdine")} maxLength={60} />
      <FilterInput id="f-nota-riga" label={m.notaRiga} {...field("notaRiga")} maxLength={60} />
      <FilterInput id="f-dal" label={m.dataOrdineStart} type="date" {...field("dataOrdineStart")} max={draft.dataOrdineEnd || undefined} />
      <FilterInput id="f-al" label={m.dataOrdineEnd} type="date" {...field("dataOrdineEnd")} min={draft.dataOrdineStart || undefined} aria-invalid={badRange} aria-describedby="f-al-error">
        <FieldError id="f-al-error">{badRange ? m.badDateRange : null}</FieldError>
      </FilterInput>
    </FilterPanel>
  );
}
