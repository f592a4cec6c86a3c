// /missing (spec core §2 Missing list): the open missing items with per-column filters, page
// sizes 5/10/15/30/50 (default 10), 'Elimina tutti i filtri' and the date up to which supplier
// forecasts are updated. Staff not acting for a customer (ADMIN: every customer; SALESMAN: their
// customers) get the extra columns: company name, customer number, supplier order date, warehouse.
import { useMemo } from "react";
import { CalendarClock, FilterX, RefreshCw } from "lucide-react";
import type { MissingItem } from "../../../../shared/contract/missing";
import { missingMessages as m } from "../../../../shared/messages/missing";
import { MISSING_DEFAULT_PAGE_SIZE, MISSING_PAGE_SIZES } from "../../../../shared/rules/limits";
import { formatItalianDate, formatItalianDateTime } from "../../../../shared/rules/italian-date";
import { ColumnFilterTable, useColumnFilters, type FilterColumn } from "../../../components/column-filter-table";
import { NeedsCustomer, useQueryErrorNotice } from "../../../components/filtered-list";
import { QueryStates } from "../../../components/query-states";
import { useSession } from "../../../lib/session";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { PageTitle } from "../../../ui/page-title";
import { useOutOfStock } from "../api/out-of-stock";
import { CodedArticleDialog } from "../../../components/coded-article-dialog";
import { useMissingAvailability } from "../../reorder/api/missing-availability";
import { useAddToCart } from "../../cart/api/add-to-cart";
import { MissingAddButton } from "../components/missing-add-button";
import { ArrivalNotices } from "../components/arrival-notices";

const day = (iso: string | null) => (iso ? formatItalianDate(`${iso}T12:00:00Z`) : "");
/** The latest supplier forecast update among the rows. */
const forecastsUpdatedAt = (rows: MissingItem[]) => rows.reduce<string | null>((max, r) => (r.dataAggiornamento && (!max || r.dataAggiornamento > max) ? r.dataAggiornamento : max), null);

function baseColumns(): FilterColumn<MissingItem>[] {
  return [
    { key: "codice", header: m.colCodice, value: (r) => r.codice, className: "max-lg:min-w-32" },
    { key: "precodice", header: m.colPrecodice, value: (r) => r.precodice, className: "max-lg:min-w-20" },
    { key: "descr", header: m.colDescr, value: (r) => r.descrArticolo, className: "max-lg:min-w-56" },
    { key: "qty", header: m.colQty, value: (r) => r.quantita, align: "right", className: "max-lg:min-w-16", kind: "exact" },
    { key: "order", header: m.colOrder, value: (r) => r.ordineClienteFull, className: "max-lg:min-w-32 max-lg:whitespace-nowrap" },
    { key: "orderDate", header: m.colOrderDate, value: (r) => day(r.dataOrdineCliente), className: "max-lg:min-w-28 max-lg:whitespace-nowrap" },
    {
      key: "delivery",
      header: m.colDelivery,
      value: (r) => (r.dataConsegna ? day(r.dataConsegna) : m.noDate),
      render: (r) => (r.dataConsegna ? <span className="whitespace-nowrap font-semibold text-brand-800">{day(r.dataConsegna)}</span> : <span className="text-slate-500">{m.noDate}</span>),
      className: "max-lg:min-w-32",
    },
    {
      key: "detail",
      header: m.colDeliveryDetail,
      value: (r) => r.dettaglioData,
      render: (r) => (r.dettaglioData ? <Badge tone={r.dettaglioData === m.forecastConfirmed ? "success" : "warning"} className="max-lg:whitespace-nowrap">
            {r.dettaglioData}
          </Badge> : null),
      className: "max-lg:min-w-44",
    },
    { key: "supplier", header: m.colSupplierOrder, value: (r) => r.ordineFornitoreFull, className: "max-lg:min-w-36 max-lg:whitespace-nowrap" },
    { key: "casaMadre", header: m.colCasaMadre, value: (r) => r.numOrdCasaMadre, className: "max-lg:min-w-28 max-lg:whitespace-nowrap" },
    { key: "sollecito", header: m.colSollecito, value: (r) => (r.idSollecito === null ? "" : String(r.idSollecito)), className: "max-lg:min-w-24" },
    { key: "note", header: m.colNote, value: (r) => r.noteClienteRigaOrdine, className: "max-lg:min-w-40" },
  ];
}

function adminColumns(): FilterColumn<MissingItem>[] {
  return [
    { key: "ragSoc", header: m.colRagSoc, value: (r) => r.ragioneSoc, className: "max-lg:min-w-48" },
    { key: "cliente", header: m.colCustomer, value: (r) => (r.uIdCliente === null ? "" : String(r.uIdCliente)), className: "max-lg:min-w-24" },
    { key: "supplierDate", header: m.colSupplierOrderDate, value: (r) => day(r.dataOrdineFornitore), className: "max-lg:min-w-28 max-lg:whitespace-nowrap" },
    { key: "deposito", header: m.colWarehouse, value: (r) => r.deposito, kind: "exact", className: "max-lg:min-w-20" },
  ];
}

export function MissingScreen() {
  const { user } = useSession();
  const isAdminView = user != null && user.uRole !== "USER" && user.idCliente === null;
  const allowed = user?.idCliente != null || isAdminView;
  const query = useOutOfStock(allowed);
  const filters = useColumnFilters();
  // A customer's view: each line says whether it can be added to the cart again (docs/decisions/0032).
  const availability = useMissingAvailability(allowed && !isAdminView);
  const cart = useAddToCart();
  const { add: addToCart, isPending: isAdding } = cart;
  const columns = useMemo(() => {
    const base = baseColumns();
    if (!isAdminView) {
      const byId = new Map((availability.data ?? []).map((a) => [a.id, a]));
      const loading = availability.isPending;
      // In the description's cell (a column more would not fit the tablet): the add button below it.
      const descr = base[2]!;
      const withAdd: FilterColumn<MissingItem> = {
        ...descr,
        render: (r) => (
          <div className="space-y-1">
            <div>{r.descrArticolo}</div>
            <MissingAddButton entry={byId.get(r.id)} loading={loading} add={addToCart} isPending={isAdding} />
          </div>
        ),
      };
      return [...base.slice(0, 2), withAdd, ...base.slice(3)];
    }
    const [ragSoc, cliente, supplierDate, deposito] = adminColumns() as [FilterColumn<MissingItem>, FilterColumn<MissingItem>, FilterColumn<MissingItem>, FilterColumn<MissingItem>];
    return [base[0]!, ragSoc, cliente, ...base.slice(1), supplierDate, deposito];
  }, [isAdminView, availability.data, availability.isPending, addToCart, isAdding]);
  useQueryErrorNotice(query, m.loadError);

  return (
    <div>
      <PageTitle
        actions={
          <>
            <Button variant="outline" onClick={filters.reset} disabled={!filters.active}>
              <FilterX aria-hidden /> {m.clearFilters}
            </Button>
            <Button variant="outline" onClick={() => void query.refetch()} pending={query.isFetching} disabled={!allowed} aria-label={m.refresh}>
              <RefreshCw aria-hidden /> <span className="hidden sm:inline">{m.refresh}</span>
            </Button>
          </>
        }
      >
        {m.title}
      </PageTitle>
      {allowed ? (
        <div className="mb-3">
          <ArrivalNotices />
        </div>
      ) : null}
      <NeedsCustomer allowed={allowed}>
        <QueryStates query={query} errorMessage={m.loadError}>
          {(rows) => {
            const updatedAt = forecastsUpdatedAt(rows);
            return (
              <>
                <p className="mb-3 flex items-center gap-2 text-sm text-slate-600" data-testid="forecasts-updated">
                  <CalendarClock className="size-4 text-brand-700" aria-hidden />
                  {updatedAt ? m.forecastsUpdated(formatItalianDateTime(updatedAt)) : m.forecastsUnknown}
                </p>
                <ColumnFilterTable
                  rows={rows}
                  columns={columns}
                  rowKey={(r) => r.id}
                  filters={filters.filters}
                  onFiltersChange={filters.onFiltersChange}
                  pageSizes={MISSING_PAGE_SIZES}
                  defaultPageSize={MISSING_DEFAULT_PAGE_SIZE}
                  caption={m.title}
                  emptyText={m.empty}
                  testId="missing-table"
                />
                <CodedArticleDialog {...cart.codedDialog} />
              </>
            );
          }}
        </QueryStates>
      </NeedsCustomer>
    </div>
  );
}
