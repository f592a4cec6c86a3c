// /listaObsolete: what the supplier loaded (ADMIN: every supplier's) with a filter on every column
// applied by 'Filtra' and cleared by 'Elimina i filtri'; Codice sortable. Below, what sold.
import { useState } from "react";
import type { ObsoleteProduct, ObsoleteSale } from "../../../../shared/contract/obsolete";
import { obsoleteMessages as m } from "../../../../shared/messages/obsolete";
import { formatItalianDate } from "../../../../shared/rules/italian-date";
import { formatEuro } from "../../../../shared/rules/money";
import { ColumnFilterTable, type FilterColumn } from "../../../components/column-filter-table";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { PageTitle } from "../../../ui/page-title";
import { Spinner } from "../../../ui/spinner";
import { useObsoleteList, useSupplierSales } from "../api/obsolete-api";

const columns: FilterColumn<ObsoleteProduct>[] = [
  { key: "precodice", header: "Prec.", value: (r) => r.precodice },
  { key: "codice", header: "Codice", value: (r) => r.codice, sortable: "text" },
  { key: "codsco", header: "Lett.Sc.", value: (r) => r.codsco },
  { key: "description", header: "Descr.", value: (r) => r.description },
  { key: "listino", header: "Listino", kind: "amount", align: "right", value: (r) => r.listino, render: (r) => formatEuro(r.listino) },
  { key: "info", header: "Info Prod.", value: (r) => r.info },
  { key: "disp", header: "Disp.", align: "right", value: (r) => r.disp },
];

const saleColumns: FilterColumn<ObsoleteSale>[] = [
  { key: "date", header: "Data", value: (s) => formatItalianDate(s.dataDocumento) },
  { key: "order", header: "Ordine", value: (s) => s.orderLabel },
  { key: "code", header: "Codice", value: (s) => `${s.precodice} ${s.codice}` },
  { key: "descr", header: "Descr.", value: (s) => s.description },
  { key: "qty", header: "Quantità", align: "right", value: (s) => s.qty },
  { key: "net", header: "Netto fornitore", kind: "amount", align: "right", value: (s) => s.nettoFornitore ?? "", render: (s) => (s.nettoFornitore === null ? "" : formatEuro(s.nettoFornitore)) },
];

export function ObsoleteListScreen() {
  const list = useObsoleteList();
  const sales = useSupplierSales();
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [applied, setApplied] = useState<Record<string, string>>({});
  const [saleFilters, setSaleFilters] = useState<Record<string, string>>({});
  return (
    <div className="space-y-4">
      <PageTitle
        actions={
          <>
            <Button onClick={() => setApplied(draft)}>{m.filter}</Button>
            <Button
              variant="outline"
              onClick={() => {
                setDraft({});
                setApplied({});
              }}
            >
              {m.clearFilters}
            </Button>
          </>
        }
      >
        {m.listTitle}
      </PageTitle>
      {list.isPending ? (
        <Spinner />
      ) : list.isError || list.data.length === 0 ? (
        <Alert tone={list.isError ? "error" : "info"}>{m.listFailed}</Alert>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setApplied(draft);
          }}
        >
          <ColumnFilterTable rows={list.data} columns={columns} rowKey={(r) => `${r.precodice}/${r.codice}`} filters={draft} onFiltersChange={setDraft} appliedFilters={applied} pageSizes={[10, 25, 50, 100]} defaultPageSize={25} caption={m.listTitle} emptyText={m.noRows} testId="obsolete-list" />
          <button type="submit" className="sr-only" tabIndex={-1}>
            {m.filter}
          </button>
        </form>
      )}
      <section aria-labelledby="obs-sales" className="space-y-2">
        <h2 id="obs-sales" className="text-base font-semibold text-slate-900">{m.salesTitle} (30 giorni)</h2>
        {sales.isPending ? <Spinner /> : sales.isError ? <Alert tone="error">{m.listFailed}</Alert> : (
          <ColumnFilterTable rows={sales.data} columns={saleColumns} rowKey={(s) => `${s.orderLabel}/${s.precodice}/${s.codice}`} filters={saleFilters} onFiltersChange={setSaleFilters} pageSizes={[10, 25]} defaultPageSize={10} caption={m.salesTitle} emptyText="Nessuna vendita negli ultimi 30 giorni." testId="obsolete-sales" />
        )}
      </section>
    </div>
  );
}
