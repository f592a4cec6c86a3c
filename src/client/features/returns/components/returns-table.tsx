// The returns screens' list: the query's states, then the column-filter table with the returns'
// page sizes. /resi, /resi/nuovo and /resi/richieste differ only in rows, columns and texts.
import type { UseQueryResult } from "@tanstack/react-query";
import { FilterX } from "lucide-react";
import { returnMessages as m } from "../../../../shared/messages/returns";
import { RETURN_DEFAULT_PAGE_SIZE, RETURN_PAGE_SIZES } from "../../../../shared/rules/returns";
import { ColumnFilterTable, type FilterColumn } from "../../../components/column-filter-table";
import { QueryStates } from "../../../components/query-states";
import { Button } from "../../../ui/button";

export interface ReturnsTableProps<T> {
  query: UseQueryResult<T[]>;
  columns: readonly FilterColumn<T>[];
  rowKey: (row: T) => string | number;
  filters: Record<string, string>;
  onFiltersChange: (filters: Record<string, string>) => void;
  caption: string;
  emptyText: string;
  testId: string;
  errorMessage?: string;
}

export function ReturnsTable<T>({ query, errorMessage = m.loadError, ...table }: ReturnsTableProps<T>) {
  return (
    <QueryStates query={query} errorMessage={errorMessage}>
      {(rows) => <ColumnFilterTable rows={rows} pageSizes={RETURN_PAGE_SIZES} defaultPageSize={RETURN_DEFAULT_PAGE_SIZE} {...table} />}
    </QueryStates>
  );
}

/** "Elimina tutti i filtri": disabled while no filter is set. */
export function ResetFiltersButton({ filters, onReset }: { filters: Record<string, string>; onReset: () => void }) {
  return (
    <Button variant="outline" onClick={onReset} disabled={!Object.values(filters).some((v) => v.trim())}>
      <FilterX aria-hidden /> {m.resetFilters}
    </Button>
  );
}
