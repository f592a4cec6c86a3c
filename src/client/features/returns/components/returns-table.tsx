// The returns screens' list: the query's states, then the column-filter table with the returns'
// page sizes. /resi, /resi/nuovo and /resi/richieste differ only in rows, columns and texts.
import type { UseQueryResult } from "@tanstack/react-query";
import { FilterX } from "lucide-react";
import { returnMessages as m } from "../../../../shared/messages/returns";
import { RETURN_DEFAULT_PAGE_SIZE, RETURN_PAGE_SIZES } from "../../../../shared/rules/returns";
import { ColumnFilterTable, type ColumnFilters, type FilterColumn } from "../../../components/column-filter-table";
import { QueryStates } from "../../../components/query-states";
import { Button } from "../../../ui/button";

export interface ReturnsTableProps<T> {
  query: UseQueryResult<T[]>;
  columns: readonly FilterColumn<T>[];
  rowKey: (row: T) => string | number;
  filters: ColumnFilters;
  caption: string;
  emptyText: string;
  testId: string;
  errorMessage?: string;
}

export function ReturnsTable<T>({ query, errorMessage = m.loadError, filters, ...table }: ReturnsTableProps<T>) {
  return (
    <QueryStates query={query} errorMessage={errorMessage}>
      {(rows) => <ColumnFilterTable rows={rows} pageSizes={RETURN_PAGE_SIZES} defaultPageSize={RETURN_DEFAULT_PAGE_SIZE} filters={filters.filters} onFiltersChange={filters.onFiltersChange} {...table} />}
    </QueryStates>
  );
}

/** "Elimina tutti i filtri": disabled while no filter is set. */
export function ResetFiltersButton({ filters }: { filters: ColumnFilters }) {
  return (
    <Button variant="outline" onClick={filters.reset} disabled={!filters.active}>
      <FilterX aria-hidden /> {m.resetFilters}
    </Button>
  );
}
